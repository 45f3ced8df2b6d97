/// The app's side of the terminal: what it prints, and the prompt with the line being typed.
///
/// Output the user's command did not cause (the delayed sort, and its `--debug` block) can
/// arrive while the prompt is showing. In interactive mode the console then clears the prompt's
/// line, prints above it, and redraws the prompt with whatever the user had typed, so nothing is
/// garbled and no keystroke is lost from view.
@MainActor
final class Console {
  /// A person is at the keyboard: show a prompt and echo keys (the terminal is in raw mode).
  let interactive: Bool
  private let output: @Sendable (String) -> Void
  /// The prompt is on screen, waiting for keys.
  private var promptIsShowing = false
  /// The line being typed, as last echoed.
  private var editingLine = ""

  /// - Parameters:
  ///   - interactive: show a prompt and echo typed keys.
  ///   - output: where text goes; called with exactly what should appear.
  init(interactive: Bool, output: @escaping @Sendable (String) -> Void) {
    self.interactive = interactive
    self.output = output
  }

  /// Prints `text` and a line end, above the prompt if it is showing.
  func write(_ text: String) {
    guard interactive && promptIsShowing else { return output(text + "\n") }
    // Carriage return, then erase to the end of the line: the prompt's line is free again.
    output("\r\u{1B}[K" + text + "\n")
    output(Self.prompt + editingLine)
  }

  /// Shows an empty prompt (interactive mode only).
  func prompt() {
    guard interactive else { return }
    editingLine = ""
    promptIsShowing = true
    output(Self.prompt)
  }

  /// The user pressed Enter: the prompt's line is finished.
  func endLine() {
    guard interactive else { return }
    promptIsShowing = false
    output("\n")
  }

  /// Echoes text typed at the end of the line.
  func echo(_ text: String, line: String) {
    guard interactive else { return }
    editingLine = line
    output(text)
  }

  /// Redraws the prompt's line after an edit other than typing at its end.
  func redraw(line: String) {
    guard interactive else { return }
    editingLine = line
    output("\r\u{1B}[K" + Self.prompt + line)
  }

  /// Clears the screen, prints `text` at its top, then the prompt with the line being typed.
  func clearScreen(showing text: String) {
    guard interactive else { return }
    // Cursor home, then erase the whole screen.
    output("\u{1B}[H\u{1B}[2J" + text + "\n" + Self.prompt + editingLine)
    promptIsShowing = true
  }

  private static let prompt = "> "
}
