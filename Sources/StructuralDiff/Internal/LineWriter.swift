/// Writes dump lines: a fixed prefix (a diff marker or the caller's indent), two spaces per
/// level, the text. Indentation strings are cached per level, so deep output costs one append
/// per line rather than re-indenting nested text.
struct LineWriter {
  private(set) var output = ""
  private var indents: [String] = [""]
  private var isFirstLine = true

  /// Writes one line made of `prefix`, the indentation for `level`, then `parts` in order.
  mutating func write(
    _ prefix: String, level: Int, _ text: String, _ more: String = "", _ last: String = ""
  ) {
    if isFirstLine {
      isFirstLine = false
    } else {
      output.append("\n")
    }
    if text.isEmpty, more.isEmpty, last.isEmpty {
      // Blank lines of multi-line strings: no trailing whitespace.
      var trimmed = Substring(prefix)
      while trimmed.last == " " { trimmed.removeLast() }
      output.append(contentsOf: trimmed)
      return
    }
    output.append(prefix)
    if level > 0 { output.append(indent(level)) }
    output.append(text)
    if !more.isEmpty { output.append(more) }
    if !last.isEmpty { output.append(last) }
  }

  /// A position to come back to.
  struct Checkpoint {
    fileprivate var length: Int
    fileprivate var isFirstLine: Bool
  }

  var checkpoint: Checkpoint { Checkpoint(length: output.utf8.count, isFirstLine: isFirstLine) }

  /// Drops everything written since `checkpoint`.
  mutating func rewind(to checkpoint: Checkpoint) {
    let end = output.utf8.index(output.utf8.startIndex, offsetBy: checkpoint.length)
    output.removeSubrange(end..<output.endIndex)
    isFirstLine = checkpoint.isFirstLine
  }

  /// Appends lines written by another writer.
  mutating func append(lines: String) {
    guard !lines.isEmpty else { return }
    if isFirstLine {
      isFirstLine = false
    } else {
      output.append("\n")
    }
    output.append(lines)
  }

  private mutating func indent(_ level: Int) -> String {
    while indents.count <= level { indents.append(indents[indents.count - 1] + "  ") }
    return indents[level]
  }
}
