/// Where a step is written in its source file, read from the text without a Swift parser: the
/// location a step captures (`#line`, `#column`) is the `(` of its arguments, or the `{` of a
/// step written with a trailing closure only (`.do { … }`).
///
/// Anything that does not read as a plain step call (a helper function forwarding the location,
/// a macro, a closure passed inside the parentheses) is refused with a reason.
struct StepSource {
  /// The step's style: the script's `.` or the calls' `await store.`.
  var style: StepStyle
  /// The indentation of the line the step starts on.
  var indent: String
  /// The byte offset of the line the step starts on.
  var lineStart: Int
  /// The byte offset where the step's own code starts: its `.`, `store.` or `await`.
  var start: Int = 0
  /// The step's verb: `send`, `receive`, `do`, `environment`, or `assert` for a script.
  var verb: String = ""
  /// The byte offset just past the arguments' `)` (where a trailing closure starts).
  var argumentsEnd: Int
  /// The byte offset just past the step: past its trailing closure, if any.
  var end: Int

  /// Reads the step at `line` and `column` (1-based, in bytes) of `text`.
  init(_ text: [UInt8], line: Int, column: Int) throws(StepSourceError) {
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
    guard currentLine == line, open < text.count,
      text[open] == UInt8(ascii: "(") || text[open] == UInt8(ascii: "{")
    else {
      throw StepSourceError(
        "line \(line), column \(column) is not a step's `(` (a helper function or a macro?)")
    }
    // The verb (a `{` may follow it after spaces: `.do {`), then the `.` before it.
    var verbEnd = open
    if text[open] == UInt8(ascii: "{") {
      while verbEnd > lineStart, text[verbEnd - 1] == UInt8(ascii: " ") { verbEnd -= 1 }
    }
    var start = verbEnd
    while start > lineStart, text[start - 1].isIdentifierByte { start -= 1 }
    let verb = String(decoding: text[start..<verbEnd], as: UTF8.self)
    guard ["send", "receive", "do", "environment", "assert"].contains(verb), start > lineStart,
      text[start - 1] == UInt8(ascii: ".")
    else {
      throw StepSourceError("the call at line \(line) is not `send`, `receive` or `do`")
    }
    var prefixStart = start - 1
    while prefixStart > lineStart,
      text[prefixStart - 1].isIdentifierByte || text[prefixStart - 1] == UInt8(ascii: ".")
    {
      prefixStart -= 1
    }
    var prefix = String(decoding: text[prefixStart..<start], as: UTF8.self)
    let before = String(decoding: text[lineStart..<prefixStart], as: UTF8.self)
    let indent = String(before.prefix { $0 == " " || $0 == "\t" })
    let rest = before.dropFirst(indent.count)
    if prefix == "." && !rest.isEmpty {
      throw StepSourceError("the step at line \(line) does not start its line")
    } else if rest.hasSuffix("await ") {
      prefix = "await " + prefix
      prefixStart -= "await ".utf8.count
    } else if prefix != "." && !rest.isEmpty && !rest.hasSuffix("= ") {
      throw StepSourceError("the step at line \(line) is not the start of a statement")
    }
    self.style = StepStyle(prefix: prefix)
    self.indent = indent
    self.lineStart = lineStart
    self.start = prefixStart
    self.verb = verb
    var scanner = SwiftTextScanner(text)
    if text[open] == UInt8(ascii: "{") {
      guard let close = scanner.matchingClose(from: open) else {
        throw StepSourceError("the closure at line \(line) does not end")
      }
      self.argumentsEnd = open
      self.end = close + 1
      return
    }
    guard let close = scanner.matchingClose(from: open) else {
      throw StepSourceError("the arguments at line \(line) do not end")
    }
    if text[open..<close].contains(UInt8(ascii: "{")) {
      throw StepSourceError(
        "the step at line \(line) has a closure inside its parentheses, not a trailing one")
    }
    self.argumentsEnd = close + 1
    var next = close + 1
    while next < text.count, text[next] == UInt8(ascii: " ") || text[next] == UInt8(ascii: "\t") {
      next += 1
    }
    if next < text.count, text[next] == UInt8(ascii: "{") {
      guard let closureEnd = scanner.matchingClose(from: next) else {
        throw StepSourceError("the trailing closure at line \(line) does not end")
      }
      self.end = closureEnd + 1
    } else {
      self.end = close + 1
    }
  }
}

/// Why a step's source cannot be edited safely.
struct StepSourceError: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension UInt8 {
  fileprivate var isIdentifierByte: Bool {
    (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A)
      || (self >= 0x61 && self <= 0x7A) || self == 0x5F || self == 0x60
  }
}

/// Finds matching brackets in Swift text, skipping string literals and comments.
struct SwiftTextScanner {
  let text: [UInt8]

  init(_ text: [UInt8]) { self.text = text }

  /// The offset of the bracket that closes the one at `open`, or nil when it never closes.
  mutating func matchingClose(from open: Int) -> Int? {
    close(from: open, depth: 0)
  }

  /// The offset of the first bracket after `start` that closes one opened before `start`: the
  /// end of the innermost block or list that holds `start`; nil when there is none.
  mutating func enclosingClose(from start: Int) -> Int? {
    close(from: start, depth: 1)
  }

  /// The offset of the bracket that opens the one that closes at `close`, found by reading the
  /// text from its start (strings and comments skipped, as everywhere); nil when none does.
  mutating func matchingOpen(ofCloseAt close: Int) -> Int? {
    var opens: [Int] = []
    var index = 0
    while index < close {
      switch text[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        opens.append(index)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if opens.popLast() == nil { return nil }
      case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "/"):
        guard let end = skipTrivia(at: index) else { return nil }
        if end != index {
          index = end
          continue
        }
      default:
        break
      }
      index += 1
    }
    return opens.last
  }

  /// The offset past the string literal or comment at `index`, `index` itself when none starts
  /// there, or nil when one never ends.
  private mutating func skipTrivia(at index: Int) -> Int? {
    let byte = text[index]
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
      guard let end = skipString(at: index) else { return nil }
      return end == index + 1 && byte == UInt8(ascii: "#") ? index : end
    }
    guard byte == UInt8(ascii: "/"), index + 1 < text.count else { return index }
    if text[index + 1] == UInt8(ascii: "/") {
      var end = index
      while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    }
    if text[index + 1] == UInt8(ascii: "*") {
      guard let end = find([UInt8(ascii: "*"), UInt8(ascii: "/")], from: index + 2) else {
        return nil
      }
      return end + 2
    }
    return index
  }

  /// Reads from `start` with `depth` brackets open; returns the offset where the depth drops to
  /// zero.
  private mutating func close(from start: Int, depth initial: Int) -> Int? {
    var depth = initial
    var index = start
    while index < text.count {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index }
        if depth < 0 { return nil }
      case UInt8(ascii: "\""), UInt8(ascii: "#"):
        guard let end = skipString(at: index) else { return nil }
        index = end
        continue
      case UInt8(ascii: "/") where index + 1 < text.count:
        if text[index + 1] == UInt8(ascii: "/") {
          while index < text.count, text[index] != UInt8(ascii: "\n") { index += 1 }
          continue
        }
        if text[index + 1] == UInt8(ascii: "*") {
          guard let end = find([UInt8(ascii: "*"), UInt8(ascii: "/")], from: index + 2) else {
            return nil
          }
          index = end + 2
          continue
        }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// The offset past a string literal starting at `start` (`"`, `"""`, `#"`…), or `start + 1`
  /// for a `#` that starts none; nil when the literal never ends.
  mutating func skipString(at start: Int) -> Int? {
    var index = start
    var hashes = 0
    while index < text.count, text[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    guard index < text.count, text[index] == UInt8(ascii: "\"") else { return start + 1 }
    let isMultiline =
      index + 2 < text.count && text[index + 1] == UInt8(ascii: "\"")
      && text[index + 2] == UInt8(ascii: "\"")
    let quotes = isMultiline ? 3 : 1
    index += quotes
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\\") {
        // An escape only when followed by the literal's hashes.
        let escapeHashes = text[(index + 1)...].prefix { $0 == UInt8(ascii: "#") }.count
        if escapeHashes >= hashes {
          let after = index + 1 + hashes
          if after < text.count, text[after] == UInt8(ascii: "(") {
            guard let close = matchingClose(from: after) else { return nil }
            index = close + 1
          } else {
            index = after + 1
          }
          continue
        }
      }
      if byte == UInt8(ascii: "\n") && !isMultiline { return nil }
      if byte == UInt8(ascii: "\"") {
        let closing = text[index...].prefix(quotes)
        if closing.count == quotes && closing.allSatisfy({ $0 == UInt8(ascii: "\"") }) {
          let after = index + quotes
          let closingHashes = text[after...].prefix(hashes)
          if closingHashes.count == hashes && closingHashes.allSatisfy({ $0 == UInt8(ascii: "#") })
          {
            return after + hashes
          }
        }
      }
      index += 1
    }
    return nil
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + needle.count <= text.count {
      if Array(text[index..<(index + needle.count)]) == needle { return index }
      index += 1
    }
    return nil
  }
}
