/// A call such as `expectNoDifference(expected, actual, "message")` as written in its source
/// file, read from the text without a Swift parser: the location the call captures (`#line`,
/// `#column`) is the `(` of its arguments, and each argument is found between top-level commas.
///
/// Anything that does not read as a plain call of the expected function (a helper function
/// forwarding the location, a macro) is refused with a reason.
struct ExpressionSource {
  /// One argument: its label, if any, and where its expression is written.
  struct Argument: Equatable {
    var label: String?
    /// The expression's bytes, without the whitespace and comments around it.
    var range: Range<Int>
  }

  var arguments: [Argument]
  /// The indentation of the line each argument starts on, in argument order.
  var indents: [String]

  /// Reads the call of `name` whose `(` is at `line` and `column` (1-based, in bytes) of `text`.
  init(_ text: [UInt8], line: Int, column: Int, name: String) throws(StepSourceError) {
    var lineStart = 0
    var currentLine = 1
    var index = 0
    while currentLine < line && index < text.count {
      if text[index] == UInt8(ascii: "\n") {
        currentLine += 1
        lineStart = index + 1
      }
      index += 1
    }
    let open = lineStart + column - 1
    let nameBytes = Array(name.utf8)
    guard currentLine == line, open < text.count, text[open] == UInt8(ascii: "("),
      open - lineStart >= nameBytes.count,
      Array(text[(open - nameBytes.count)..<open]) == nameBytes,
      open - nameBytes.count == lineStart || !text[open - nameBytes.count - 1].isNameByte
    else {
      throw StepSourceError(
        "line \(line), column \(column) is not the `(` of a call to `\(name)` (a helper function "
          + "forwarding the location?)")
    }
    var scanner = SwiftTextScanner(text)
    guard let close = scanner.matchingClose(from: open) else {
      throw StepSourceError("the arguments at line \(line) do not end")
    }
    guard let arguments = Self.arguments(in: text, from: open + 1, to: close, scanner: &scanner)
    else {
      throw StepSourceError("the arguments at line \(line) cannot be told apart")
    }
    self.arguments = arguments
    self.indents = arguments.map { Self.indent(ofLineAt: $0.range.lowerBound, in: text) }
  }

  /// The arguments between `start` and `end` (the `)`), split at top-level commas; nil when a
  /// bracket or string inside them does not end before `end`.
  private static func arguments(
    in text: [UInt8], from start: Int, to end: Int, scanner: inout SwiftTextScanner
  ) -> [Argument]? {
    var arguments: [Argument] = []
    var index = start
    var first: Int?
    var last = start
    // The depth of generic argument lists (`Dictionary<String, Int>()`), whose commas do not
    // separate arguments.
    var angles = 0
    func finish() {
      guard let first else { return }
      arguments.append(label(Argument(range: first..<last), in: text))
    }
    while index < end {
      let byte = text[index]
      var next = index + 1
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index = next
        continue
      case UInt8(ascii: "/") where next < end && text[next] == UInt8(ascii: "/"):
        while index < end, text[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      case UInt8(ascii: "/") where next < end && text[next] == UInt8(ascii: "*"):
        var depth = 0
        while index + 1 < end {
          if text[index] == UInt8(ascii: "/") && text[index + 1] == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else if text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/") {
            depth -= 1
            index += 2
            if depth == 0 { break }
          } else {
            index += 1
          }
        }
        guard depth == 0 else { return nil }
        continue
      case UInt8(ascii: ",") where angles == 0:
        finish()
        first = nil
        index = next
        continue
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        guard let close = scanner.matchingClose(from: index), close < end else { return nil }
        next = close + 1
      case UInt8(ascii: "\""), UInt8(ascii: "#"):
        guard let stringEnd = scanner.skipString(at: index), stringEnd <= end else { return nil }
        next = stringEnd
      case UInt8(ascii: "<") where index > start && text[index - 1].isNameByte:
        angles += 1
      case UInt8(ascii: ">") where angles > 0 && text[index - 1] != UInt8(ascii: "-"):
        angles -= 1
      default:
        break
      }
      if first == nil { first = index }
      last = next
      index = next
    }
    finish()
    return arguments
  }

  /// `argument` with its `label:` taken out of its range, if it starts with one.
  private static func label(_ argument: Argument, in text: [UInt8]) -> Argument {
    var index = argument.range.lowerBound
    while index < argument.range.upperBound, text[index].isNameByte { index += 1 }
    let name = argument.range.lowerBound..<index
    while index < argument.range.upperBound,
      text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t")
    {
      index += 1
    }
    guard !name.isEmpty, index < argument.range.upperBound, text[index] == UInt8(ascii: ":")
    else { return argument }
    index += 1
    while index < argument.range.upperBound, text[index].isWhitespaceByte { index += 1 }
    return Argument(
      label: String(decoding: text[name], as: UTF8.self),
      range: index..<argument.range.upperBound)
  }

  private static func indent(ofLineAt offset: Int, in text: [UInt8]) -> String {
    var lineStart = offset
    while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    let indent = text[lineStart..<offset].prefix {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
    return String(decoding: indent, as: UTF8.self)
  }
}

extension UInt8 {
  /// A byte of an identifier (or of a backquoted one).
  fileprivate var isNameByte: Bool {
    (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A)
      || (self >= 0x61 && self <= 0x7A) || self == 0x5F || self == 0x60 || self >= 0x80
  }

  fileprivate var isWhitespaceByte: Bool {
    self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n")
      || self == UInt8(ascii: "\r")
  }
}
