/// The lines of a source file's bytes, as the readers of steps and calls need them: where the
/// location a call captures (`#line`, `#column`) is, where a line starts, how it is indented.
///
/// Written once here so that every reader counts lines the same way.
package enum SourceLines {
  /// The offset where `line` (1-based) starts, or nil when the text has fewer lines.
  static func start(ofLine line: Int, in text: [UInt8]) -> Int? {
    var currentLine = 1
    var index = 0
    while currentLine < line && index < text.count {
      if text[index] == UInt8(ascii: "\n") { currentLine += 1 }
      index += 1
    }
    return currentLine == line ? index : nil
  }

  /// The byte offset of `line` and `column` (1-based), or nil when the text has fewer lines.
  static func offset(line: Int, column: Int, in text: [UInt8]) -> Int? {
    start(ofLine: line, in: text).map { $0 + column - 1 }
  }

  /// The offset where the line that holds `offset` starts.
  static func start(ofLineAt offset: Int, in text: [UInt8]) -> Int {
    var lineStart = offset
    while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    return lineStart
  }

  /// The indentation of the line that holds `offset`.
  package static func indent(ofLineAt offset: Int, in text: [UInt8]) -> String {
    let indent = text[start(ofLineAt: offset, in: text)..<offset].prefix {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
    return String(decoding: indent, as: UTF8.self)
  }
}
