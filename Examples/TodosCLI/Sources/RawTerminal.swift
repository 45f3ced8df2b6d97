import Foundation

/// Standard input's terminal in raw mode: every key reaches the app as it is typed, unechoed, so
/// the app can drop arrow keys, act on Ctrl-L at once, and redraw the line being typed.
enum RawTerminal {
  /// Switches standard input's terminal to raw mode and arranges for the original settings to
  /// come back when the process exits; returns `false` (changing nothing) if standard input is
  /// not a terminal.
  static func enable() -> Bool {
    guard isatty(STDIN_FILENO) == 1, var raw = original else { return false }
    // No line buffering, no echo, and Ctrl-C, Ctrl-Z, Ctrl-V arrive as bytes. Output processing
    // stays on, so "\n" still starts a new line at the left edge.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1  // a read returns as soon as one byte is there
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
    atexit { RawTerminal.restore() }
    return true
  }

  /// The settings the terminal had when the app started, read once.
  private static let original: termios? = {
    var settings = termios()
    return tcgetattr(STDIN_FILENO, &settings) == 0 ? settings : nil
  }()

  private static func restore() {
    guard var settings = original else { return }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  }
}
