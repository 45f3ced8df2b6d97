/// A call such as `expectNoDifference(expected, actual, "message")` as written in its source
/// file, read from the text without a Swift parser: the location the call captures (`#line`,
/// `#column`) is the `(` of its arguments, and each argument is found between top-level commas.
///
/// Anything that does not read as a plain call of the expected function (a helper function
/// forwarding the location, a macro) is refused with a reason.
package struct ExpressionSource {
  /// One argument: its label, if any, and where its expression is written.
  package struct Argument: Equatable {
    var label: String?
    /// The expression's bytes, without the whitespace and comments around it.
    package var range: Range<Int>
  }

  var arguments: [Argument]
  /// The indentation of the line each argument starts on, in argument order.
  var indents: [String]

  /// Reads the call of `name` whose `(` is at `line` and `column` (1-based, in bytes) of `text`.
  init(_ text: [UInt8], line: Int, column: Int, name: String) throws(StepSourceError) {
    let open = SourceLines.offset(line: line, column: column, in: text) ?? text.count
    let source = SourceText(text)
    // The name is the token just before the `(`.
    let opening = source.firstToken(atOrAfter: open)
    guard open < text.count, text[open] == .openParen, opening > 0,
      source.tokens[opening - 1].kind == .identifier,
      source.tokens[opening - 1].range.upperBound == open,
      source.string(source.tokens[opening - 1]) == name
    else {
      throw StepSourceError(
        "line \(line), column \(column) is not the `(` of a call to `\(name)` (a helper function "
          + "forwarding the location?)")
    }
    guard let close = source.matchingClose(from: open) else {
      throw StepSourceError("the arguments at line \(line) do not end")
    }
    guard let arguments = Self.arguments(in: source, from: open + 1, to: close) else {
      throw StepSourceError("the arguments at line \(line) cannot be told apart")
    }
    self.arguments = arguments
    self.indents = arguments.map { SourceLines.indent(ofLineAt: $0.range.lowerBound, in: text) }
  }

  /// The arguments between `start` and `end` (the `)`), split at the commas of their own code
  /// (not a nested bracket's, a generic argument list's or an interpolation's), each with its
  /// label; nil when a bracket or literal inside them does not end before `end`.
  static func arguments(in source: SourceText, from start: Int, to end: Int) -> [Argument]? {
    let code = Array(source.code(in: start..<end))
    guard let nesting = code.first?.nesting else { return [] }
    var arguments: [Argument] = []
    var current: [SourceToken] = []
    var depth = 0
    // The depth of generic argument lists (`Dictionary<String, Int>()`), whose commas do not
    // separate arguments.
    var angles = 0
    func finish() {
      guard let first = current.first, let last = current.last else { return }
      var argument = Argument(range: first.range.lowerBound..<last.range.upperBound)
      if current.count > 2, current[0].kind == .identifier, source.string(current[1]) == ":" {
        argument = Argument(
          label: source.string(current[0]),
          range: current[2].range.lowerBound..<last.range.upperBound)
      }
      arguments.append(argument)
      current = []
    }
    for (position, token) in code.enumerated() {
      guard token.isComplete, token.range.upperBound <= end else { return nil }
      if token.nesting == nesting {
        let spelling = source.string(token)
        switch token.kind {
        case .open:
          depth += 1
        case .close:
          depth -= 1
          if depth < 0 { return nil }
        case .punctuation where spelling == "," && depth == 0 && angles == 0:
          finish()
          continue
        case .operator
        where spelling == "<" && position > 0
          && code[position - 1].kind == .identifier
          && code[position - 1].range.upperBound == token.range.lowerBound:
          angles += 1
        case .operator where angles > 0 && spelling.hasPrefix(">"):
          angles = max(0, angles - spelling.prefix { $0 == ">" }.count)
        default:
          break
        }
      }
      current.append(token)
    }
    guard depth == 0 else { return nil }
    finish()
    return arguments
  }
}
