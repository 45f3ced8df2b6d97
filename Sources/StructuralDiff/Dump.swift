/// Prints a readable, structured dump of `value` to standard output and returns the value.
///
/// ```swift
/// customDump(AppState(todos: [todo]))
/// // AppState(
/// //   todos: [
/// //     Todo(
/// //       isComplete: false,
/// //       description: "Milk",
/// //       id: 00000000-0000-0000-0000-000000000000
/// //     ),
/// //   ]
/// // )
/// ```
///
/// A class instance prints as `Node#1(…)` at its first occurrence and as a back-reference,
/// `Node#1(↩︎)`, at every later one (in a cycle or not), so shared objects print once.
///
/// Dictionaries and sets print in a deterministic order: numbers by value, then other keys by
/// structure (type and case name, then payloads, numbers again by value), so `Key.beta(9)`
/// comes before `Key.beta(10)`. A `Date` prints in ISO 8601, UTC, with milliseconds
/// (`2009-02-13T23:31:30.500Z`), or with exactly six fractional digits when it is not a whole
/// millisecond (`2009-02-13T23:31:30.500100Z`), so dates 0.1 ms apart never print the same.
/// Strings escape the characters that print as nothing or reorder the text (`"x\u{200B}y"`),
/// and one holding a quote or a backslash prints as a raw string (`#"say "hi""#`), so every
/// string prints as valid Swift. Foundation values print their value, never their storage:
/// `NSNumber(1)` as `1`, a `TimeZone` as `TimeZone(identifier: "UTC")`.
///
/// Children that custom mirrors compute are limited: past 100,000 of them, or a summed depth
/// that an endless chain of fresh children reaches after some 3,500 levels, a composite ends
/// with the line `… (truncated: custom mirror too large)` instead of its remaining children.
///
/// - Parameters:
///   - value: The value to dump.
///   - name: A label printed before the value (`name: …`).
///   - indent: Spaces put in front of every line.
///   - maxDepth: Nesting levels to print; deeper composites print as `Todo(…)`.
/// - Returns: `value`, so a dump can wrap an expression.
@discardableResult
public func customDump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max
) -> T {
  var output = ""
  customDump(value, to: &output, name: name, indent: indent, maxDepth: maxDepth)
  print(output)
  return value
}

/// Writes a readable, structured dump of `value` into `target` and returns the value.
///
/// The dump ends without a trailing newline.
///
/// ```swift
/// var log = ""
/// customDump([1, 2], to: &log)
/// // log == "[\n  1,\n  2,\n]"
/// ```
///
/// - Parameters:
///   - value: The value to dump.
///   - target: Where the text goes.
///   - name: A label printed before the value (`name: …`).
///   - indent: Spaces put in front of every line.
///   - maxDepth: Nesting levels to print; deeper composites print as `Todo(…)`.
/// - Returns: `value`.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T, to target: inout TargetStream, name: String? = nil, indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  let tree = TreeBuilder.tree(of: value, label: name, maxDepth: max(0, maxDepth))
  var writer = LineWriter()
  Renderer.render(tree, prefix: String(repeating: " ", count: max(0, indent)), to: &writer)
  target.write(writer.output)
  return value
}

extension String {
  /// The dump of `subject` as `customDump` prints it (no trailing newline).
  ///
  /// ```swift
  /// "Unhandled actions: " + String(customDumping: [AppAction.todoDelayCompleted])
  /// // Unhandled actions: [
  /// //   AppAction.todoDelayCompleted,
  /// // ]
  /// ```
  public init<Subject>(customDumping subject: Subject) {
    self = ""
    customDump(subject, to: &self)
  }
}
