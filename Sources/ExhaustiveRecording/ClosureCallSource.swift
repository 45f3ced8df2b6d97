/// A call that takes closures — `harness.run { … } expecting: { … }`,
/// `expectDifference(value) { … } changes: { … }` — as written in its source file, read from the
/// text without a Swift parser: the location the call captures (`#line`, `#column`) is the `(`
/// of its arguments, or the `{` of its first trailing closure when it has no parentheses.
///
/// What record mode needs of it is one closure, found by its label (`expecting:`, `changes:`)
/// whether written inside the parentheses or as a trailing closure, and the places to add or
/// remove it.
package struct ClosureCallSource {
  /// A closure argument: its label, if any, and its bytes from `{` to `}`.
  package struct Closure: Equatable {
    var label: String?
    package var range: Range<Int>
    /// Where the code before it ends: the previous argument or closure, or the `)`; removing
    /// the closure removes the text from here.
    package var precedingEnd: Int
    /// Written after the parentheses, not inside them.
    var isTrailing: Bool
  }

  /// The arguments inside the parentheses; empty when there are none.
  package var arguments: [ExpressionSource.Argument]
  /// The offset of the `(`, when the call has parentheses.
  var open: Int?
  /// The offset of the `)`, when the call has parentheses.
  var close: Int?
  /// The closures written after the parentheses, in order.
  package var trailing: [Closure]

  /// Reads the call of `name` whose `(` or first trailing `{` is at `line` and `column`
  /// (1-based, in bytes) of `text`.
  package init(_ text: [UInt8], line: Int, column: Int, name: String) throws(StepSourceError) {
    let offset = SourceLines.offset(line: line, column: column, in: text)
    let source = SourceText(text)
    var next: Int
    if let offset, offset < text.count, text[offset] == UInt8(ascii: "(") {
      let call = try ExpressionSource(text, line: line, column: column, name: name)
      guard let close = source.matchingClose(from: offset) else {
        throw StepSourceError("the arguments at line \(line) do not end")
      }
      arguments = call.arguments
      open = offset
      self.close = close
      next = close + 1
    } else if let offset, offset < text.count, text[offset] == UInt8(ascii: "{"),
      Self.isName(name, before: offset, in: source)
    {
      arguments = []
      open = nil
      close = nil
      next = offset
    } else {
      throw StepSourceError(
        "line \(line), column \(column) is not the `(` or the `{` of a call to `\(name)` (a "
          + "helper function forwarding the location?)")
    }
    trailing = []
    var precedingEnd = next
    let tokens = source.tokens
    // Each trailing closure starts on the line the previous one (or the `)`) ends on; a further
    // one is labeled: `} expecting: {`.
    while true {
      var position = source.firstToken(atOrAfter: next)
      let from = next
      func onTheLine(_ position: Int) -> Bool {
        position < tokens.count
          && !text[from..<tokens[position].range.lowerBound].contains(.newline)
      }
      var label: String?
      if !trailing.isEmpty {
        guard onTheLine(position), tokens[position].kind == .identifier,
          position + 1 < tokens.count, source.string(tokens[position + 1]) == ":"
        else { break }
        label = source.string(tokens[position])
        position += 2
      }
      guard onTheLine(position), tokens[position].kind == .open,
        text[tokens[position].range.lowerBound] == .openBrace
      else { break }
      let index = tokens[position].range.lowerBound
      guard let end = source.matchingClose(from: index) else {
        throw StepSourceError("the closure at line \(line) does not end")
      }
      trailing.append(
        Closure(
          label: label, range: index..<(end + 1), precedingEnd: precedingEnd, isTrailing: true))
      precedingEnd = end + 1
      next = end + 1
    }
  }

  /// The closure argument labeled `label` (inside the parentheses or trailing), else the
  /// unlabeled trailing closure when `unlabeledTrailing` says it is that parameter's.
  package func closure(labeled label: String, unlabeledTrailing: Bool, in text: [UInt8]) -> Closure?
  {
    for (index, argument) in arguments.enumerated() where argument.label == label {
      guard text[argument.range.lowerBound] == UInt8(ascii: "{"),
        text[argument.range.upperBound - 1] == UInt8(ascii: "}")
      else { return nil }
      let precedingEnd = index == 0 ? (open ?? 0) + 1 : arguments[index - 1].range.upperBound
      return Closure(
        label: label, range: argument.range, precedingEnd: precedingEnd, isTrailing: false)
    }
    if let closure = trailing.first(where: { $0.label == label }) { return closure }
    if unlabeledTrailing, let first = trailing.first, first.label == nil { return first }
    return nil
  }

  /// The number of unlabeled arguments inside the parentheses.
  package var unlabeledArguments: Int {
    arguments.filter { $0.label == nil }.count
  }

  /// A closure with `lines` as its body, the body indented by `unit` past `indent`.
  package static func closure(_ lines: [String], indent: String, unit: String) -> String {
    "{\n" + lines.map { indent + unit + $0 + "\n" }.joined() + indent + "}"
  }

  /// Whether the token just before `offset` is the name `name`.
  private static func isName(_ name: String, before offset: Int, in source: SourceText) -> Bool {
    let position = source.firstToken(atOrAfter: offset)
    return position > 0 && source.tokens[position - 1].kind == .identifier
      && source.string(source.tokens[position - 1]) == name
  }
}
