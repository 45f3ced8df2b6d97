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

  /// `dump` folded onto one line and cut at `limit` characters, for timeline entries:
  /// `Todo(\n  id: 1,\n  name: "a"\n)` becomes `Todo(id: 1, name: "a")`.
  package static func oneLine(_ value: Any, limit: Int = 100) -> String {
    let folded = fold(dump(value))
    guard folded.count > limit else { return folded }
    return String(folded.prefix(limit - 1)) + "…"
  }

  package static func fold(_ text: String) -> String {
    var result = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop(while: { $0 == " " })
      guard !trimmed.isEmpty else { continue }
      if let first = trimmed.first, first == ")" || first == "]" {
        if result.hasSuffix(",") { result.removeLast() }
      } else if let last = result.last, last != "(" && last != "[" {
        result.append(" ")
      }
      result.append(contentsOf: trimmed)
    }
    return result
  }

  /// Indents every line of `text` by `spaces`.
  package static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
