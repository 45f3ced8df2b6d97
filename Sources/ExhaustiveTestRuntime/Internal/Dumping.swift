import StructuralDiff

/// The two places the test store and the assertions call the differ, plus the one-line form the
/// timeline and ledger use.
package enum Dumping {
  /// The multi-line dump of `value`, in the format of DESIGN.md.
  package static func dump(_ value: Any) -> String {
    String(customDumping: value)
  }

  /// The structural diff of `expected` (`−`) and `actual` (`+`), or nil when the dumps agree.
  package static func diff<T>(_ expected: T, _ actual: T) -> String? {
    StructuralDiff.diff(expected, actual, format: .default)
  }

  /// The diff of `expected` and `actual`, or, when two unequal values dump identically, the
  /// dump they share under a sentence that says so: the body of every "not equal" failure.
  package static func difference<T>(_ expected: T, _ actual: T) -> String {
    diff(expected, actual)
      ?? "The values are not equal, but their dumps are identical:\n\n"
      + indent(dump(actual), by: 2)
  }

  /// The one-line dump of `value` (see `String(oneLineDumping:)`), cut at `limit` characters,
  /// for timeline entries: `Todo(id: 1, name: "a")`.
  package static func oneLine(_ value: Any, limit: Int = 100) -> String {
    let text = String(oneLineDumping: value)
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  /// Indents every line of `text` by `spaces`.
  package static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
