import ExhaustiveCore
import Foundation
import Todos

/// The Todos app in a terminal: turns commands into the app's actions on a real `Store` whose
/// scheduler is `DispatchQueue.main`, and prints the list whenever it changes.
@MainActor
final class TerminalApp {
  /// What the input reader does after a byte.
  enum InputResult: Equatable {
    /// Read the next byte.
    case next
    /// Sleep this long before reading on (`wait`), so the main queue runs the app meanwhile.
    case pause(seconds: Double)
    /// Stop: `quit`, Ctrl-C, or Ctrl-D on an empty line.
    case quit
  }

  private let store: Store<AppState, TerminalAction>
  private let console: Console
  private var editor = LineEditor()
  private var observation: AnyCancellable?
  private var isHandlingCommand = false

  /// - Parameters:
  ///   - debug: print every action and the state diff it causes (through `Reducer.debug()`).
  ///   - interactive: a person is at a terminal in raw mode: show a prompt and echo keys;
  ///     otherwise echo each command.
  ///   - environment: the app's dependencies; the real main queue and random UUIDs by default.
  ///   - output: where text goes, without a trailing newline (standard output by default).
  init(
    debug: Bool,
    interactive: Bool,
    environment: AppEnvironment = AppEnvironment(
      mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
      uuid: UUID.init
    ),
    output: @escaping @Sendable (String) -> Void = { text in
      // Unbuffered write, not print + fflush(nil): fflush(nil) also locks `stdin`, so a delayed
      // sort could wait for the reader thread to finish a read.
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  ) {
    let console = Console(interactive: interactive, output: output)
    self.console = console
    self.store = Store(
      initialState: AppState(),
      // The store runs on the main queue, so the printer is called there.
      reducer: debug
        ? terminalReducer.debug(printer: { text in
          MainActor.assumeIsolated { console.write(text) }
        })
        : terminalReducer,
      environment: environment
    )
    self.observation = store.observe { [weak self] state in
      self?.stateChanged(state)
    }
  }

  /// Printed once, when a person is at the keyboard.
  func start() {
    if console.interactive {
      console.write("Todos: completed todos sink to the bottom a second after your last toggle.")
      console.write("Type `help` for the commands.")
      console.prompt()
    }
  }

  /// Handles one byte of standard input.
  func receive(_ byte: UInt8) -> InputResult {
    guard let edit = editor.feed(byte) else { return .next }
    switch edit {
    case .appended(let text):
      console.echo(text, line: editor.line)
    case .changed:
      console.redraw(line: editor.line)
    case .submitted(let line):
      return submit(line)
    case .clearScreen:
      console.clearScreen(showing: render(store.state.todos))
    case .interrupt, .endOfInput:
      // Only a person at the keyboard types these; in piped input they are stray bytes.
      guard console.interactive else { return .next }
      console.endLine()
      return .quit
    }
    return .next
  }

  /// Standard input ended: runs what was typed after the last line end, if anything.
  func endOfInput() {
    if !editor.line.isEmpty {
      guard submit(editor.line) != .quit else { return }
    }
    console.endLine()
  }

  private func submit(_ line: String) -> InputResult {
    editor = LineEditor()
    console.endLine()
    guard handle(line) else { return .quit }
    if case .wait(let seconds)? = try? Command.parse(line) {
      return .pause(seconds: seconds)
    }
    return .next
  }

  /// Handles one line of input; returns `false` when the app should stop.
  private func handle(_ line: String) -> Bool {
    if !console.interactive && !line.allSatisfy(\.isWhitespace) { console.write("> \(line)") }
    let keepGoing: Bool
    do {
      keepGoing = try Command.parse(line).map(run) ?? true
    } catch {
      console.write("error: \(error.message)")
      keepGoing = true
    }
    if keepGoing { console.prompt() }
    return keepGoing
  }

  private func run(_ command: Command) throws(CommandError) -> Bool {
    switch command {
    case .add(let text):
      send(.app(.addButtonTapped))
      if !text.isEmpty {
        send(.app(.todo(index: 0, action: .textFieldChanged(text))))
      }
    case .toggle(let number):
      send(.app(.todo(index: try index(of: number), action: .checkboxTapped)))
    case .edit(let number, let text):
      send(.app(.todo(index: try index(of: number), action: .textFieldChanged(text))))
    case .delete(let number):
      send(.delete(index: try index(of: number)))
    case .list:
      break
    case .help:
      console.write(Command.usage)
      return true
    case .wait:
      // The input reader does the waiting, so the main queue stays free to run the app.
      return true
    case .quit:
      return false
    }
    console.write(render(store.state.todos))
    return true
  }

  private func send(_ action: TerminalAction) {
    isHandlingCommand = true
    defer { isHandlingCommand = false }
    store.send(action)
  }

  /// A change the user's command did not cause came from an effect: the delayed sort.
  private func stateChanged(_ state: AppState) {
    guard !isHandlingCommand else { return }
    console.write("(sorted)\n" + render(state.todos))
  }

  private func index(of number: Int) throws(CommandError) -> Int {
    let count = store.state.todos.count
    guard number <= count else {
      throw CommandError(
        count == 0
          ? "there is no todo \(number): the list is empty"
          : "there is no todo \(number): the list has \(count) (see `list`)")
    }
    return number - 1
  }
}
