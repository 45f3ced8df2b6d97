/// Describes how two values differ, structurally, or returns `nil` when they don't.
///
/// Both values are walked together: fields line up by name, collection elements by identity
/// (`Identifiable`) or content, dictionary entries by key. Lines only the first value has are
/// marked `−`, lines only the second has `+`, shared context lines two spaces; runs of more
/// than two unchanged elements collapse to `… (N unchanged)`.
///
/// ```swift
/// diff(expected, actual)
/// //   AppState(
/// //     todos: [
/// //       Todo(
/// // −       isComplete: false,
/// // +       isComplete: true,
/// //         description: "Milk",
/// //         id: 00000000-0000-0000-0000-000000000000
/// //       ),
/// //     ]
/// //   )
/// ```
///
/// Values that are not equal by `==` but print the same (a NaN, a custom `==`, a field the dump
/// does not show) get an explanation line (`// Values differ (==) but print the same. …`)
/// above the part that differs, instead of two identical lines.
///
/// - Parameters:
///   - lhs: The first (expected) value; its lines are marked with `format.first`.
///   - rhs: The second (actual) value; its lines are marked with `format.second`.
///   - format: The line markers.
/// - Returns: The diff without a trailing newline, or `nil` when there is no difference.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  let first = TreeBuilder.tree(of: lhs)
  let second = TreeBuilder.tree(of: rhs)
  if first.nodes[0].hash != second.nodes[0].hash {
    return Differ.diff(first, second, format: format)
  }
  guard let path = EqualityProbe.pathToHiddenDifference(lhs, rhs) else { return nil }
  return Differ.diff(first, second, format: format, forcedPath: path)
}
