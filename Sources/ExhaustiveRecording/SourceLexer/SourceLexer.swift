/// The one reader of Swift source text that every source tool shares (record mode's step and
/// call readers, the tidying of unused locals): it tells code from comments, strings and regex
/// literals, so that no tool ever reads a `{` in a string or a `)` in a comment as code.
///
/// It reads bytes, without a Swift parser (the package has no dependencies), and knows what
/// rewriting a test file needs: line and nested block comments; string literals single-line,
/// multi-line and raw (`#"…"#`, `##"…"##`), with interpolations at any depth (`"\(a["x"])"`,
/// raw `\#(…)`), whose code it reads as code; regex literals (`/…/` where an expression starts,
/// never a division; `#/…/#`, multi-line too); conditional compilation lines; names, numbers,
/// brackets, punctuation and operators.
struct SourceLexer {
  private let text: [UInt8]
  private var tokens: [SourceToken] = []
  private var index = 0
  private var nesting = 0

  private init(_ text: [UInt8]) { self.text = text }

  /// The tokens of `text`, in the order they start; the code of a string's interpolations
  /// follows the string's own token (whose range covers it), one `nesting` deeper.
  static func tokens(of text: [UInt8]) -> [SourceToken] {
    var lexer = SourceLexer(text)
    lexer.readCode()
    return lexer.tokens
  }

  /// Reads code up to the end of the text or, in an interpolation, up to the `)` that ends it
  /// (left unread).
  private mutating func readCode() {
    var depth = 0
    while index < text.count {
      let byte = text[index]
      switch byte {
      case .space, .tab, .newline, .carriageReturn:
        index += 1
      case .openParen, .openBracket, .openBrace:
        depth += 1
        append(.open, index..<(index + 1))
      case .closeParen, .closeBracket, .closeBrace:
        if nesting > 0 && depth == 0 && byte == .closeParen { return }
        depth -= 1
        append(.close, index..<(index + 1))
      case .quote:
        readString(hashes: 0)
      case .hash:
        readPound()
      case .slash:
        readSlash()
      case .dollar:
        let start = index
        index += 1
        while index < text.count, text[index].isNameByte { index += 1 }
        append(.identifier, start..<index)
      case .backtick:
        readBackquoted()
      case .period where index + 1 < text.count && text[index + 1] == .period:
        readOperator()
      case .comma, .colon, .semicolon, .period, .at, .backslash:
        append(.punctuation, index..<(index + 1))
      default:
        if byte.isDigitByte {
          readNumber()
        } else if byte.isNameByte {
          let start = index
          while index < text.count, text[index].isNameByte { index += 1 }
          append(.identifier, start..<index)
        } else if byte.isOperatorByte {
          readOperator()
        } else {
          append(.punctuation, index..<(index + 1))
        }
      }
    }
  }

  /// Appends a token and moves past it.
  private mutating func append(_ kind: SourceToken.Kind, _ range: Range<Int>, complete: Bool = true)
  {
    tokens.append(SourceToken(kind: kind, range: range, nesting: nesting, isComplete: complete))
    index = max(index, range.upperBound)
  }

  /// A string literal starting at `index` after `hashes` `#`s, and the code of its
  /// interpolations.
  private mutating func readString(hashes: Int) {
    let start = index
    index += hashes
    let isMultiline = starts(with: [.quote, .quote, .quote], at: index)
    index += isMultiline ? 3 : 1
    let token = tokens.count
    tokens.append(SourceToken(kind: .string, range: start..<start, nesting: nesting))
    var complete = false
    while index < text.count {
      let byte = text[index]
      if byte == .backslash, hashRun(at: index + 1) >= hashes {
        let after = index + 1 + hashes
        if after < text.count, text[after] == .openParen {
          index = after + 1
          nesting += 1
          readCode()
          nesting -= 1
          if index < text.count { index += 1 }  // The interpolation's `)`.
        } else {
          index = after + 1  // The escaped character (or the newline a `\` continues).
        }
        continue
      }
      if byte == .newline && !isMultiline { break }
      if byte == .quote, !isMultiline || starts(with: [.quote, .quote, .quote], at: index) {
        let after = index + (isMultiline ? 3 : 1)
        if hashRun(at: after) >= hashes {
          index = after + hashes
          complete = true
          break
        }
      }
      index += 1
    }
    index = min(index, text.count)
    tokens[token].range = start..<index
    tokens[token].isComplete = complete
  }

  /// What starts with `#`: a raw string, an extended regex literal, a conditional compilation
  /// line, or a `#` name.
  private mutating func readPound() {
    let start = index
    let hashes = hashRun(at: index)
    let after = index + hashes
    if after < text.count, text[after] == .quote {
      readString(hashes: hashes)
      return
    }
    if after < text.count, text[after] == .slash {
      readExtendedRegex(hashes: hashes)
      return
    }
    var end = start + 1
    while end < text.count, text[end].isNameByte { end += 1 }
    guard hashes == 1, end > start + 1 else {
      append(.punctuation, start..<(start + 1))
      return
    }
    let name = String(decoding: text[(start + 1)..<end], as: UTF8.self)
    guard ["if", "elseif", "else", "endif"].contains(name), startsItsLine(start) else {
      append(.poundIdentifier, start..<end)
      return
    }
    // The line, up to a comment (which is read as one).
    while end < text.count, text[end] != .newline,
      !(text[end] == .slash && end + 1 < text.count
        && (text[end + 1] == .slash || text[end + 1] == .star))
    {
      end += 1
    }
    while end > start, text[end - 1] == .space || text[end - 1] == .tab { end -= 1 }
    append(.directive, start..<end)
  }

  /// What starts with `/`: a comment, a regex literal, or an operator.
  private mutating func readSlash() {
    let start = index
    let next = start + 1 < text.count ? text[start + 1] : 0
    if next == .slash {
      var end = start
      while end < text.count, text[end] != .newline { end += 1 }
      append(.lineComment, start..<end)
    } else if next == .star {
      var depth = 0
      var end = start
      while end < text.count {
        if starts(with: [.slash, .star], at: end) {
          depth += 1
          end += 2
        } else if starts(with: [.star, .slash], at: end) {
          depth -= 1
          end += 2
          if depth == 0 { break }
        } else {
          end += 1
        }
      }
      append(.blockComment, start..<min(end, text.count), complete: depth == 0)
    } else if regexMayStart, let end = bareRegexEnd(from: start) {
      append(.regex, start..<end)
    } else {
      readOperator()
    }
  }

  /// Whether a `/` here starts an expression (a regex literal) rather than dividing: after an
  /// opening bracket, punctuation, an operator, a keyword that precedes an expression, or
  /// nothing; never after a value (a name, a literal, a closing bracket).
  private var regexMayStart: Bool {
    guard let last = tokens.last(where: { !$0.isComment }) else { return true }
    switch last.kind {
    case .open, .punctuation, .operator, .directive:
      // A postfix operator ends a value: `a! / b` (a bare regex never starts with a space).
      return true
    case .identifier:
      let word = String(decoding: text[last.range], as: UTF8.self)
      return Self.keywordsBeforeExpressions.contains(word)
    default:
      return false
    }
  }

  private static let keywordsBeforeExpressions: Set<String> = [
    "return", "case", "in", "try", "await", "if", "guard", "where", "while", "throw", "switch",
    "else", "yield", "is", "as", "repeat", "do",
  ]

  /// The end of a bare regex literal starting with the `/` at `start`, or nil when none does:
  /// one starts with neither a space nor a tab and ends at the next unescaped `/` on its line.
  private func bareRegexEnd(from start: Int) -> Int? {
    var end = start + 1
    guard end < text.count, text[end] != .space, text[end] != .tab, text[end] != .newline else {
      return nil
    }
    while end < text.count, text[end] != .newline {
      if text[end] == .backslash {
        end += 2
        continue
      }
      if text[end] == .slash { return end + 1 }
      end += 1
    }
    return nil
  }

  /// A `#/…/#` regex literal (any number of `#`s); multi-line when the line ends after `#/`.
  private mutating func readExtendedRegex(hashes: Int) {
    let start = index
    var end = start + hashes + 1
    var rest = end
    while rest < text.count, text[rest] == .space || text[rest] == .tab { rest += 1 }
    let isMultiline = rest >= text.count || text[rest] == .newline
    while end < text.count {
      if text[end] == .backslash {
        end += 2
        continue
      }
      if text[end] == .newline && !isMultiline { break }
      if text[end] == .slash, hashRun(at: end + 1) >= hashes {
        append(.regex, start..<(end + 1 + hashes))
        return
      }
      end += 1
    }
    append(.regex, start..<min(end, text.count), complete: false)
  }

  /// A number literal: digits, `_`, letters (`0x1F`, `1e5`), a `.` before a digit (not after
  /// a `.`, as in the tuple member `pair.0.1`), a sign after an exponent.
  private mutating func readNumber() {
    let start = index
    let afterPeriod = start > 0 && text[start - 1] == .period
    let isHex = starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")], at: start)
    var end = start
    while end < text.count {
      let byte = text[end]
      if byte.isNameByte {
        end += 1
      } else if byte == .period, !afterPeriod, end + 1 < text.count, text[end + 1].isDigitByte {
        end += 1
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
        let previous = end > start ? text[end - 1] : nil,
        isHex
          ? (previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"))
          : (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E"))
      {
        end += 1
      } else {
        break
      }
    }
    append(.number, start..<end)
  }

  /// A backquoted name on one line, or a lone backtick.
  private mutating func readBackquoted() {
    var end = index + 1
    while end < text.count, text[end] != .backtick, text[end] != .newline { end += 1 }
    if end < text.count, text[end] == .backtick {
      append(.identifier, index..<(end + 1))
    } else {
      append(.punctuation, index..<(index + 1))
    }
  }

  /// A run of operator characters; a `.` belongs to it only when it starts with one, and a
  /// `/` that starts a comment ends it.
  private mutating func readOperator() {
    let start = index
    let dotted = text[start] == .period
    var end = start
    while end < text.count {
      let byte = text[end]
      if byte == .slash, end + 1 < text.count, text[end + 1] == .slash || text[end + 1] == .star,
        end > start
      {
        break
      }
      guard byte.isOperatorByte || (dotted && byte == .period) else { break }
      end += 1
    }
    append(.operator, start..<max(end, start + 1))
  }

  private func hashRun(at start: Int) -> Int {
    var end = start
    while end < text.count, text[end] == .hash { end += 1 }
    return end - start
  }

  private func starts(with bytes: [UInt8], at start: Int) -> Bool {
    start + bytes.count <= text.count && text[start..<(start + bytes.count)].elementsEqual(bytes)
  }

  /// Whether only spaces and tabs come before `offset` on its line.
  private func startsItsLine(_ offset: Int) -> Bool {
    var cursor = offset
    while cursor > 0, text[cursor - 1] == .space || text[cursor - 1] == .tab { cursor -= 1 }
    return cursor == 0 || text[cursor - 1] == .newline
  }
}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let backslash = UInt8(ascii: "\\")
  static let dollar = UInt8(ascii: "$")
  static let backtick = UInt8(ascii: "`")
  static let period = UInt8(ascii: ".")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let at = UInt8(ascii: "@")

  /// A byte of a name: a letter, a digit, `_`, or any byte of a non-ASCII character.
  var isNameByte: Bool {
    (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A)
      || (self >= 0x61 && self <= 0x7A) || self == 0x5F || self >= 0x80
  }

  /// An ASCII digit.
  var isDigitByte: Bool { self >= 0x30 && self <= 0x39 }

  /// A byte an operator is made of.
  var isOperatorByte: Bool { "=-+!*%<>&|^~?/".utf8.contains(self) }
}
