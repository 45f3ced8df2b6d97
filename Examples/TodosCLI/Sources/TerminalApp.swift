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
    /// Stop: `quit`, Ctrl-C or Ctrl-\, or Ctrl-D on an empty line.
    case quit
  }

  private let store: Store<AppState, TerminalAction>
  private let console: Console
  /// Runs the end of a `wait`: the app's own scheduler, so a test advances both together.
  private let scheduler: AnySchedulerOf<DispatchQueue>
  /// Called once the input has ended and every line typed before its end has run.
  private let finished: @MainActor () -> Void
  private var editor = LineEditor()
  private var observation: AnyCancellable?
  private var isHandlingCommand = false
  /// A `wait` is running: lines submitted meanwhile queue up, keys still work.
  private var isWaiting = false
  /// Lines submitted during a wait, run in order when it ends.
  private var queuedLines: [String] = []
  private var inputEnded = false
  /// The session being recorded for `--record-test`, printed as a test on quit.
  private var session: StoreSession<AppState, TerminalAction>?

  /// - Parameters:
  ///   - debug: print every action and the state diff it causes (through `Reducer.debug()`).
  ///   - interactive: a person is at a terminal in raw mode: show a prompt and echo keys;
  ///     otherwise echo each command.
  ///   - environment: the app's dependencies; the real main queue and random UUIDs by default.
  ///   - output: where text goes, without a trailing newline (standard output by default).
  ///   - finished: called when input has ended and every line typed before its end has run
  ///     (after the last `wait`, if any); the executable exits there.
  ///   - recordsTest: record the session and print it as a test when the app leaves (pass an
  ///     environment with incrementing UUIDs, so the test's environment can make the same).
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
    },
    finished: @escaping @MainActor () -> Void = {},
    recordsTest: Bool = false
  ) {
    let console = Console(interactive: interactive, output: output)
    self.console = console
    self.scheduler = environment.mainQueue
    self.finished = finished
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
    if recordsTest { session = store.recordSession(timedBy: environment.mainQueue) }
  }

  /// Printed once, when a person is at the keyboard.
  func start() {
    if console.interactive {
      console.write("Todos: completed todos sink to the bottom a second after your last toggle.")
      console.write("Type `help` for the commands.")
      console.prompt()
    }
  }

  /// Handles one byte of standard input. Keys work during a `wait` too: typed text is echoed
  /// and edited, Enter queues the line until the wait ends, and the keys that leave leave at
  /// once.
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
      return leave()
    }
    return .next
  }

  /// Standard input ended: runs what was typed after the last line end, if anything, then
  /// calls `finished` — at once, or when a running `wait` and the lines queued behind it are
  /// done.
  func endOfInput() {
    inputEnded = true
    if !editor.line.isEmpty {
      guard submit(editor.line) != .quit else { return }
    }
    finishIfDone()
  }

  private func submit(_ line: String) -> InputResult {
    editor = LineEditor()
    console.endLine()
    if isWaiting {
      // Typed ahead, as in a shell: the line stays on screen after its prompt, a new prompt
      // takes more, and its output comes when it runs.
      queuedLines.append(line)
      console.prompt()
      return .next
    }
    return run(line, typedAhead: false)
  }

  /// Runs one line now; a `wait` holds back the lines after it until its time is up. A line
  /// typed ahead prints its output above the prompt that is already showing.
  private func run(_ line: String, typedAhead: Bool) -> InputResult {
    guard handle(line, showingPrompt: !typedAhead) else { return leave() }
    if case .wait(let seconds)? = try? Command.parse(line) {
      isWaiting = true
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(seconds))) { [weak self] in
        MainActor.assumeIsolated { self?.waitEnded() }
      }
    }
    return .next
  }

  private func waitEnded() {
    isWaiting = false
    while !isWaiting, !queuedLines.isEmpty {
      if run(queuedLines.removeFirst(), typedAhead: true) == .quit {
        queuedLines = []
        console.endLine()
        return finished()  // `run` has printed the recorded test, if any, through `leave()`
      }
    }
    finishIfDone()
  }

  private func finishIfDone() {
    guard inputEnded, !isWaiting, queuedLines.isEmpty else { return }
    console.endLine()
    _ = leave()
    finished()
  }

  /// The app is leaving: prints the recorded session as a test, if there is one, once.
  private func leave() -> InputResult {
    if let session {
      self.session = nil
      console.write(SessionTest.source(of: session))
    }
    return .quit
  }

  /// Handles one line of input, then shows a prompt if asked; returns `false` when the app
  /// should stop.
  private func handle(_ line: String, showingPrompt: Bool) -> Bool {
    if !console.interactive && !line.allSatisfy(\.isWhitespace) { console.write("> \(line)") }
    let keepGoing: Bool
    do {
      keepGoing = try Command.parse(line).map(run) ?? true
    } catch {
      console.write("error: \(error.message)")
      keepGoing = true
    }
    if keepGoing && showingPrompt { console.prompt() }
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

  private func index(of number: TodoNumber) throws(CommandError) -> Int {
    let count = store.state.todos.count
    guard let index = number.index(in: count) else {
      throw CommandError(
        count == 0
          ? "there is no todo \(number): the list is empty"
          : "there is no todo \(number): the list has \(count) (see `list`)")
    }
    return index
  }
}
