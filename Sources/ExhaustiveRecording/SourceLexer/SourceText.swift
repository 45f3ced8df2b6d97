/// Swift source text with its tokens, read once by ``SourceLexer``, and the questions the source
/// tools ask of it: which bracket closes this one, which block holds this offset, where does the
/// literal or comment here end, which names does this range use.
///
/// Every answer comes from the tokens, so a bracket in a string, a comment or a regex literal is
/// never counted, and one in an interpolation's code always is.
struct SourceText {
  /// The bytes.
  let text: [UInt8]
  /// Its tokens, in the order they start.
  let tokens: [SourceToken]

  /// Reads `text`.
  init(_ text: [UInt8]) {
    self.text = text
    self.tokens = SourceLexer.tokens(of: text)
  }

  /// The index of the first token that starts at or after `offset`.
  func firstToken(atOrAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The token that starts at `offset`, if one does.
  func token(startingAt offset: Int) -> SourceToken? {
    let found = firstToken(atOrAfter: offset)
    guard found < tokens.count, tokens[found].range.lowerBound == offset else { return nil }
    return tokens[found]
  }

  /// The offset of the bracket that closes the one at `open`, or nil when it never closes (or
  /// `open` is not an opening bracket of the code).
  func matchingClose(from open: Int) -> Int? {
    let first = firstToken(atOrAfter: open)
    guard first < tokens.count, tokens[first].range.lowerBound == open,
      tokens[first].kind == .open
    else { return nil }
    return close(fromToken: first, depth: 0)
  }

  /// The offset of the first bracket after `start` that closes one opened before `start`: the
  /// end of the innermost block or list that holds `start`; nil when there is none.
  func enclosingClose(from start: Int) -> Int? {
    close(fromToken: firstToken(atOrAfter: start), depth: 1)
  }

  /// The offset of the bracket that opens the one that closes at `close`; nil when none does.
  func matchingOpen(ofCloseAt close: Int) -> Int? {
    var opens: [Int] = []
    for token in tokens where token.range.lowerBound < close {
      switch token.kind {
      case .open: opens.append(token.range.lowerBound)
      case .close: if opens.popLast() == nil { return nil }
      default: break
      }
    }
    return opens.last
  }

  /// The offset past the string, regex literal or comment that starts at `offset`; nil when
  /// none starts there or the text ends inside it.
  func literalEnd(at offset: Int) -> Int? {
    guard let token = token(startingAt: offset), token.isComplete,
      [.string, .regex, .lineComment, .blockComment].contains(token.kind)
    else { return nil }
    return token.range.upperBound
  }

  /// The tokens of the code in `range` (comments left out), interpolations' code included.
  func code(in range: Range<Int>) -> ArraySlice<SourceToken> {
    let first = firstToken(atOrAfter: range.lowerBound)
    var end = first
    while end < tokens.count, tokens[end].range.lowerBound < range.upperBound { end += 1 }
    return tokens[first..<end].filter { !$0.isComment }[...]
  }

  /// The names `range` uses, each with its offset: identifiers that are not members (`.name`,
  /// `\.name`), which never refer to a local; interpolations' code included. A projection
  /// (`$name`) and a backquoted name use the name itself.
  func names(in range: Range<Int>) -> [(name: String, offset: Int)] {
    let code = Array(code(in: range))
    var found: [(name: String, offset: Int)] = []
    for (position, token) in code.enumerated() where token.kind == .identifier {
      if position > 0, code[position - 1].kind == .punctuation,
        text[code[position - 1].range.lowerBound] == .period,
        code[position - 1].range.upperBound == token.range.lowerBound
      {
        continue
      }
      var name = Substring(string(token))
      if name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 {
        name = name.dropFirst().dropLast()
      } else if name.hasPrefix("$"), name.dropFirst().first?.isNumber == false {
        name = name.dropFirst()
      }
      found.append((String(name), token.range.lowerBound))
    }
    return found
  }

  /// The text of `token`.
  func string(_ token: SourceToken) -> String {
    String(decoding: text[token.range], as: UTF8.self)
  }

  /// Walks the tokens from `first` with `depth` brackets open; returns the offset of the bracket
  /// that brings the depth to zero. Leaving the interpolation `first` is in, or meeting a
  /// literal or comment the text ends inside of, gives nil.
  private func close(fromToken first: Int, depth initial: Int) -> Int? {
    guard first < tokens.count else { return nil }
    let nesting = tokens[first].nesting
    var depth = initial
    for token in tokens[first...] {
      guard token.isComplete, token.nesting >= nesting else { return nil }
      switch token.kind {
      case .open:
        depth += 1
      case .close:
        depth -= 1
        if depth == 0 { return token.range.lowerBound }
        if depth < 0 { return nil }
      default:
        break
      }
    }
    return nil
  }
}
