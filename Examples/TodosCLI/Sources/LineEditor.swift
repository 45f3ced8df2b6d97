/// The line being typed, built from the bytes of standard input one at a time.
///
/// A terminal in raw mode hands the app every key: text, but also Backspace, Ctrl-L and the
/// escape sequences of arrow and function keys (`ESC [ A` for ↑). Those sequences are keys, not
/// text, so they are dropped whole rather than let into a command or a todo, and so are all other
/// control characters. Piped input goes through the same editor, so a stray `ESC [ A` in a script
/// is dropped too.
struct LineEditor {
  /// What a byte did to the line.
  enum Edit: Equatable {
    /// Text was added at the end of the line (to echo as it is).
    case appended(String)
    /// The line changed otherwise (Backspace, Ctrl-U): redraw it.
    case changed
    /// Enter: the finished line; the editor starts a new one.
    case submitted(String)
    /// Ctrl-L: clear the screen and redraw.
    case clearScreen
    /// Ctrl-C, or Ctrl-\ (which sends SIGQUIT in a terminal's cooked mode).
    case interrupt
    /// Ctrl-D on an empty line.
    case endOfInput
  }

  /// The text typed so far on the current line.
  private(set) var line = ""

  private var pendingScalar: [UInt8] = []
  private var escape = EscapeState.none
  private var lastWasCarriageReturn = false

  /// Takes one byte; returns what it did to the line, or `nil` if nothing visible changed (a
  /// byte in the middle of a character or an escape sequence, or a dropped control character).
  mutating func feed(_ byte: UInt8) -> Edit? {
    defer { lastWasCarriageReturn = byte == ASCII.carriageReturn }
    if escape != .none {
      escape = escape.next(after: byte)
      return nil
    }
    if !pendingScalar.isEmpty || byte >= 0x80 {
      return appendUTF8(byte)
    }
    switch byte {
    case ASCII.escape:
      escape = .started
      return nil
    case ASCII.lineFeed where lastWasCarriageReturn:
      return nil  // the second half of a CR LF line end
    case ASCII.lineFeed, ASCII.carriageReturn:
      defer { line = "" }
      return .submitted(line)
    case ASCII.backspace, ASCII.delete:
      guard !line.isEmpty else { return nil }
      line.removeLast()
      return .changed
    case ASCII.controlU:
      guard !line.isEmpty else { return nil }
      line = ""
      return .changed
    case ASCII.controlL:
      return .clearScreen
    case ASCII.controlC, ASCII.controlBackslash:
      return .interrupt
    case ASCII.controlD:
      return line.isEmpty ? .endOfInput : nil
    case ASCII.tab:
      return append(" ")
    case ..<0x20:
      return nil
    default:
      return append(String(UnicodeScalar(byte)))
    }
  }

  /// Collects the bytes of one UTF-8 character; drops it if it is a control character (C1).
  private mutating func appendUTF8(_ byte: UInt8) -> Edit? {
    pendingScalar.append(byte)
    let expected = Self.utf8Length(leadingByte: pendingScalar[0])
    guard pendingScalar.count >= expected else { return nil }
    defer { pendingScalar = [] }
    let text = String(decoding: pendingScalar, as: UTF8.self)
    guard !text.unicodeScalars.contains(where: \.isControl) else { return nil }
    return append(text)
  }

  private mutating func append(_ text: String) -> Edit {
    line += text
    return .appended(text)
  }

  /// How many bytes a UTF-8 sequence starting with `byte` has (1 for a stray continuation byte,
  /// which then decodes as U+FFFD).
  private static func utf8Length(leadingByte byte: UInt8) -> Int {
    switch byte {
    case 0xC0..<0xE0: 2
    case 0xE0..<0xF0: 3
    case 0xF0..<0xF8: 4
    default: 1
    }
  }
}

/// Where the editor is in an escape sequence: `ESC [ <parameters> <final byte>` (CSI, arrow keys
/// and most others), `ESC O <byte>` (SS3, arrow keys in application mode), or `ESC <byte>` (Alt
/// with a key).
private enum EscapeState: Equatable {
  case none
  case started
  case controlSequence
  case singleShift

  func next(after byte: UInt8) -> EscapeState {
    switch self {
    case .none:
      return .none
    case .started:
      switch byte {
      case UInt8(ascii: "["): return .controlSequence
      case UInt8(ascii: "O"): return .singleShift
      case ASCII.escape: return .started
      default: return .none
      }
    case .controlSequence:
      // Parameter and intermediate bytes are 0x20–0x3F; a final byte (0x40–0x7E) ends it.
      return (0x20...0x3F).contains(byte) ? .controlSequence : .none
    case .singleShift:
      return .none
    }
  }
}

/// The control bytes the editor acts on.
private enum ASCII {
  static let controlC: UInt8 = 0x03
  static let controlD: UInt8 = 0x04
  static let backspace: UInt8 = 0x08
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let controlL: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let controlU: UInt8 = 0x15
  static let escape: UInt8 = 0x1B
  static let controlBackslash: UInt8 = 0x1C
  static let delete: UInt8 = 0x7F
}

extension Unicode.Scalar {
  /// A C0 or C1 control character, or DEL: never printed as it is.
  var isControl: Bool {
    properties.generalCategory == .control
  }
}
