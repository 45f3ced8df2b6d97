import ExhaustiveCore
import Foundation
import Todos

/// The Todos app in a terminal: turns commands into the app's actions on a real `Store` whose
/// scheduler is `DispatchQueue.main`, and prints the list whenever it changes.
@MainActor
final class TerminalApp {
  private let store: Store<AppState, TerminalAction>
  private let interactive: Bool
  private let output: @Sendable (String) -> Void
  private var observation: AnyCancellable?
  private var isHandlingCommand = false

  /// - Parameters:
  ///   - debug: print every action and the state diff it causes (through `Reducer.debug()`).
  ///   - interactive: standard input is a terminal: show a prompt; otherwise echo each command.
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
      // Unbuffered write, not print + fflush(nil): fflush(nil) also locks `stdin`, which the
      // reader thread holds while blocked in readLine(), so a delayed sort would not show up
      // until the user typed the next line.
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  ) {
    self.interactive = interactive
    self.output = output
    self.store = Store(
      initialState: AppState(),
      reducer: debug ? terminalReducer.debug(printer: { output($0 + "\n") }) : terminalReducer,
      environment: environment
    )
    self.observation = store.observe { [weak self] state in
      self?.stateChanged(state)
    }
  }

  /// Printed once, when a person is at the keyboard.
  func start() {
    if interactive {
      write("Todos: completed todos sink to the bottom a second after your last toggle.")
      write("Type `help` for the commands.")
      prompt()
    }
  }

  /// Handles one line of input; returns `false` when the app should stop.
  func handle(_ line: String) -> Bool {
    if !interactive && !line.allSatisfy(\.isWhitespace) { write("> \(line)") }
    let keepGoing: Bool
    do {
      keepGoing = try Command.parse(line).map(run) ?? true
    } catch {
      write("error: \(error.message)")
      keepGoing = true
    }
    if interactive && keepGoing { prompt() }
    return keepGoing
  }

  /// Standard input ended.
  func finish() {
    if interactive { write("") }
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
      write(Command.usage)
      return true
    case .wait:
      // The input reader does the waiting, so the main queue stays free to run the app.
      return true
    case .quit:
      return false
    }
    write(render(store.state.todos))
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
    if interactive { write("") }
    write("(sorted)")
    write(render(state.todos))
    if interactive { prompt() }
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

  private func prompt() {
    output("> ")
  }

  private func write(_ text: String) {
    output(text + "\n")
  }
}
