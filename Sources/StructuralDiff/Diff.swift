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
/// `Equatable` values that are `==` have no difference, whatever they print. Values that are
/// not `==` but print the same (a NaN, a custom `==`, a field the dump does not show) get an
/// explanation line (`// Values differ (==) but print the same. …`) above the deepest part that
/// differs by `==`, instead of two identical lines. Values that are not `Equatable` differ
/// only where their dumps do.
///
/// A changed single-line string longer than 80 characters is followed by a line that points
/// at its first difference, with up to 20 characters of context on each side:
/// `// First difference at character 87: "… the river bank and sleeps." vs "… the river bank and
/// eats."` (characters of the string, an escape such as `\"` counting as one).
///
/// Objects print in full once and as a back-reference (`Node#1(↩︎)`) after that. Both sides
/// share one numbering, and identity is part of the value shown: the same instance has the same
/// number on both sides (changed, it shows its changed fields), and two distinct instances never
/// share one, wherever they sit, so an object replaced by another that dumps alike prints as
/// removed and inserted (`− User#1(` … `+ User#2(`), never as one object whose fields changed.
///
/// A multi-line string is diffed line by line; runs of more than two unchanged lines collapse
/// to `… (N unchanged lines)` (an unchanged string of more than two lines beside a change too),
/// and past 500 changed lines the rest are counted (`… (N more changed lines not shown)`; a
/// string printed whole as removed or inserted: `… (N more lines not shown)`). String lines
/// longer than 1,000 characters are cut (`"aaaa"… (9000 more characters)`).
///
/// The diff calls `==` on the values and their parts (arrays compare their elements natively),
/// so equal parts are never reflected. A synthesized `==` recurses once per nesting level, so
/// on a thread with less than 4 MB of stack left (Swift Testing's have 512 KB) the diff runs on
/// a helper thread with a large stack while the caller waits: 10,000-deep `Equatable` values
/// diff on any thread.
///
/// - Parameters:
///   - lhs: The first (expected) value; its lines are marked with `format.first`.
///   - rhs: The second (actual) value; its lines are marked with `format.second`.
///   - format: The line markers.
/// - Returns: The diff without a trailing newline, or `nil` when there is no difference: the
///   values are `==`, or (not being `Equatable`) print the same.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  Differ.diff(lhs, rhs, format: format)
}
