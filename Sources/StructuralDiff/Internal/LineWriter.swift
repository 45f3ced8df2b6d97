/// Writes dump lines: a fixed prefix (a diff marker or the caller's indent), two spaces per
/// level, the text. Indentation strings are cached per level, so deep output costs one append
/// per line rather than re-indenting nested text.
struct LineWriter {
  private(set) var output = ""
  private var indents: [String] = [""]
  private var isFirstLine = true

  mutating func write(_ prefix: String, level: Int, _ text: String) {
    if isFirstLine {
      isFirstLine = false
    } else {
      output += "\n"
    }
    if text.isEmpty {
      // Blank lines of multi-line strings: no trailing whitespace.
      var trimmed = Substring(prefix)
      while trimmed.last == " " { trimmed.removeLast() }
      output += trimmed
      return
    }
    output += prefix
    output += indent(level)
    output += text
  }

  private mutating func indent(_ level: Int) -> String {
    while indents.count <= level { indents.append(indents[indents.count - 1] + "  ") }
    return indents[level]
  }
}
