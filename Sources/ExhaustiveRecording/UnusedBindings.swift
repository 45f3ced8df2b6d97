/// The local constants and variables a run's edits leave unused, and the edits that tidy them.
///
/// The rule: an edit replaces the code of a step, and the code it removes may have been the only
/// use of a local the test declared for it (`let isLoaded: (Action) -> Bool = { … }` for
/// `.receive(isLoaded)`, `let expected = [...]` for `{ $0.users = expected }`). Left as is, the
/// rewritten test compiles with a warning ("never used"), which a project that treats warnings as
/// errors does not build. So, for every identifier in the text an edit removes, the nearest
/// declaration `let name` / `var name` before it, in a block that holds the edit (a function's or
/// a closure's body, never a type's), is looked up; when no use of the name is left in that
/// block once every edit is applied:
/// - a declaration whose value has no side effects to keep (a closure literal, a key path, a case
///   path, a literal, a name like `Action.loaded`) is removed, with its lines;
/// - any other (a call, which may advance a generator or fetch something) becomes `_ = value`
///   (`_ = value as Type` when it was annotated), so what it does still happens.
///
/// A declaration this reading cannot take apart safely (several names, a pattern, a value that
/// goes on past its line) is left as it is: a warning, never code that no longer compiles.
enum UnusedBindings {
  /// The edits that tidy the declarations `edits` leave unused in `text`; none overlaps `edits`.
  static func tidyingEdits(in text: [UInt8], after edits: [SourceRewriter.Edit])
    -> [SourceRewriter.Edit]
  {
    var tidying: [SourceRewriter.Edit] = []
    var examined: Set<Int> = []
    let source = SourceText(text)
    for edit in edits where !edit.range.isEmpty {
      for (name, _) in source.names(in: edit.range) {
        guard let declaration = Declaration.nearest(named: name, before: edit.range, in: source),
          examined.insert(declaration.statement.lowerBound).inserted,
          !declaration.isUsed(after: edits, in: source)
        else { continue }
        let tidy = declaration.tidyingEdit(in: source)
        guard !edits.contains(where: { $0.range.overlaps(tidy.range) }) else { continue }
        tidying.append(tidy)
      }
    }
    return tidying
  }
}

/// A `let` or `var` statement declaring one name, as the text spells it.
private struct Declaration {
  var name: String
  /// From the line's start through its newline.
  var lines: Range<Int>
  /// From `let` or `var` to the end of the value.
  var statement: Range<Int>
  /// The text between the name and `=` (`: Type`), trimmed; empty without an annotation.
  var annotation: String
  /// The value, trimmed.
  var value: Range<Int>
  /// Where the declaration's block ends (its `}`).
  var blockEnd: Int

  /// The nearest declaration of `name` before `range` whose block holds `range`.
  static func nearest(named name: String, before range: Range<Int>, in source: SourceText)
    -> Declaration?
  {
    let text = source.text
    var lineEnd = range.lowerBound
    while lineEnd > 0 {
      let lineStart = SourceLines.start(ofLineAt: lineEnd - 1, in: text)
      if let declaration = parse(lineStart: lineStart, name: name, in: source),
        declaration.blockEnd >= range.upperBound
      {
        return declaration
      }
      lineEnd = lineStart
    }
    return nil
  }

  /// Whether the name is used between the declaration and its block's end once `edits` are
  /// applied: in the original text outside every edited range, or in a replacement.
  func isUsed(after edits: [SourceRewriter.Edit], in source: SourceText) -> Bool {
    let scope = statement.upperBound..<blockEnd
    // A literal the text ends inside of may hide a use: the declaration is kept.
    if source.code(in: scope).contains(where: { !$0.isComplete }) { return true }
    let kept = source.names(in: scope).contains { token in
      token.name == name && !edits.contains { $0.range.contains(token.offset) }
    }
    if kept { return true }
    return edits.contains { edit in
      let replacement = SourceText(Array(edit.replacement.utf8))
      return scope.contains(edit.range.lowerBound)
        && replacement.names(in: 0..<replacement.text.count).contains { $0.name == name }
    }
  }

  /// The edit that removes the declaration, or keeps its value's effects without the name.
  func tidyingEdit(in source: SourceText) -> SourceRewriter.Edit {
    let text = source.text
    if SideEffects.none(in: source, value: value) {
      return SourceRewriter.Edit(range: lines, replacement: "")
    }
    let valueText = String(decoding: text[value], as: UTF8.self)
    let coerced = annotation.isEmpty ? valueText : "\(valueText) as \(annotation)"
    return SourceRewriter.Edit(range: statement, replacement: "_ = \(coerced)")
  }

  /// Reads `let name = value` or `let name: Type = value` starting the line at `lineStart`, the
  /// whole statement, with its block.
  private static func parse(lineStart: Int, name: String, in source: SourceText) -> Declaration? {
    let text = source.text
    var index = lineStart
    while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t")
    {
      index += 1
    }
    let start = index
    // Code only: a line of a multi-line string or of a comment that reads `let name = …` is text.
    guard source.token(startingAt: start)?.kind == .identifier,
      let keyword = word(at: index, in: text), keyword == "let" || keyword == "var"
    else {
      return nil
    }
    index += 3
    index = skipSpaces(from: index, in: text)
    guard word(at: index, in: text) == name else { return nil }
    index += name.utf8.count
    // The annotation runs to the `=` at depth zero; anything else (a comma, a pattern) is not
    // one plain declaration.
    let annotationStart = index
    while index < text.count, text[index] != UInt8(ascii: "=") {
      switch text[index] {
      case UInt8(ascii: "\n"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"):
        return nil
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
        guard let close = closeOfAnnotationBracket(at: index, in: source) else {
          return nil
        }
        index = close + 1
      default:
        index += 1
      }
    }
    guard index < text.count, index + 1 < text.count, text[index + 1] != UInt8(ascii: "=") else {
      return nil
    }
    var annotation = String(decoding: text[annotationStart..<index], as: UTF8.self)
    annotation = annotation.trimmingSpaces
    if !annotation.isEmpty {
      guard annotation.hasPrefix(":") else { return nil }
      annotation = String(annotation.dropFirst()).trimmingSpaces
    }
    let valueStart = skipSpaces(from: index + 1, in: text)
    guard let valueEnd = endOfValue(from: valueStart, in: source),
      valueEnd > valueStart
    else { return nil }
    var linesEnd = valueEnd
    while linesEnd < text.count, text[linesEnd] != UInt8(ascii: "\n") {
      guard text[linesEnd] == UInt8(ascii: " ") || text[linesEnd] == UInt8(ascii: "\t") else {
        return nil
      }
      linesEnd += 1
    }
    if linesEnd < text.count { linesEnd += 1 }
    guard let blockEnd = source.enclosingClose(from: start),
      text[blockEnd] == UInt8(ascii: "}"),
      let blockOpen = source.matchingOpen(ofCloseAt: blockEnd),
      !opensATypeBody(blockOpen, in: source)
    else { return nil }
    return Declaration(
      name: name, lines: lineStart..<linesEnd, statement: start..<valueEnd,
      annotation: annotation, value: valueStart..<valueEnd, blockEnd: blockEnd)
  }

  /// Where the value that starts at `start` ends: the end of its line, past any brackets it
  /// opens; nil when the next line goes on with it (a leading `.` or operator), or when a
  /// comment, a `;` or a `,` on its line makes it more than one plain value.
  private static func endOfValue(from start: Int, in source: SourceText) -> Int? {
    let text = source.text
    var position = source.firstToken(atOrAfter: start)
    var end = start
    func onLine(_ token: SourceToken) -> Bool {
      !text[end..<token.range.lowerBound].contains(.newline)
    }
    while position < source.tokens.count, onLine(source.tokens[position]) {
      let token = source.tokens[position]
      guard token.isComplete, !token.isComment else { return nil }
      if token.kind == .punctuation, [";", ","].contains(source.string(token)) { return nil }
      if token.kind == .open {
        guard let close = source.matchingClose(from: token.range.lowerBound) else { return nil }
        end = close + 1
      } else {
        end = token.range.upperBound
      }
      // Past the tokens `end` covers: a bracket's content, a string's interpolations.
      position = source.firstToken(atOrAfter: end)
    }
    // A value continued on the next line (`.map { … }`, `+ 1`) is not read as ending here.
    if position < source.tokens.count {
      let next = source.tokens[position]
      if next.kind == .operator
        || (next.kind == .punctuation && [".", ":"].contains(source.string(next)))
      {
        return nil
      }
    }
    return end
  }

  private static func closeOfAnnotationBracket(at index: Int, in source: SourceText) -> Int? {
    let text = source.text
    if text[index] != UInt8(ascii: "<") { return source.matchingClose(from: index) }
    var depth = 0
    var cursor = index
    while cursor < text.count {
      if text[cursor] == UInt8(ascii: "<") { depth += 1 }
      if text[cursor] == UInt8(ascii: ">") {
        depth -= 1
        if depth == 0 { return cursor }
      }
      if text[cursor] == UInt8(ascii: "\n") || text[cursor] == UInt8(ascii: "=") { return nil }
      cursor += 1
    }
    return nil
  }

  /// Whether the `{` at `open` starts the body of a type (whose stored properties are never
  /// reported unused), read from the words before it on its statement.
  private static func opensATypeBody(_ open: Int, in source: SourceText) -> Bool {
    let text = source.text
    var start = open
    while start > 0, text[start - 1] != UInt8(ascii: "}"), text[start - 1] != UInt8(ascii: "{"),
      text[start - 1] != UInt8(ascii: ";")
    {
      start -= 1
    }
    let header = source.names(in: start..<open).map(\.name)
    let typeKeywords: Set<String> = [
      "class", "struct", "enum", "extension", "actor", "protocol",
    ]
    return header.contains { typeKeywords.contains($0) }
  }

  private static func word(at index: Int, in text: [UInt8]) -> String? {
    guard index < text.count, !text[index].isDigitByte, text[index].isNameByte else { return nil }
    var end = index
    while end < text.count, text[end].isNameByte { end += 1 }
    return String(decoding: text[index..<end], as: UTF8.self)
  }

  private static func skipSpaces(from index: Int, in text: [UInt8]) -> Int {
    var index = index
    while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t")
    {
      index += 1
    }
    return index
  }
}

/// Which values can be dropped with their declaration: creating them does nothing else.
private enum SideEffects {
  /// True for a closure literal, a key path, a case path, a number, string or Boolean literal,
  /// `nil`, or a name (`Action.loaded`, `.loaded`); false for anything that calls (`f()`,
  /// `Action.loaded(x)`, an initializer) or interpolates into a string.
  static func none(in source: SourceText, value: Range<Int>) -> Bool {
    let text = source.text
    let first = text[value.lowerBound]
    if first == UInt8(ascii: "{") {
      return source.matchingClose(from: value.lowerBound) == value.upperBound - 1
    }
    let body = text[value]
    if first == UInt8(ascii: "\"") {
      return source.literalEnd(at: value.lowerBound) == value.upperBound
        && !body.contains(UInt8(ascii: "\\"))
    }
    if first == UInt8(ascii: "\\") || first == UInt8(ascii: "/") || first == UInt8(ascii: ".")
      || first.isNameByte || first == UInt8(ascii: "-")
    {
      // Names, members, key paths, case paths and numbers: no call, no operator but a
      // leading sign.
      return body.dropFirst().allSatisfy { $0.isNameByte || $0 == UInt8(ascii: ".") }
    }
    return false
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var result = Substring(self)
    while result.first == " " || result.first == "\t" { result = result.dropFirst() }
    while result.last == " " || result.last == "\t" { result = result.dropLast() }
    return String(result)
  }
}
