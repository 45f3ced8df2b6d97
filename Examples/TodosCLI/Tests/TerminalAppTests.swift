import ExhaustiveTesting
import Todos
import XCTest

@testable import TodosCLI

/// The terminal app in-process, on a test scheduler: the interactive layout (banner, prompts,
/// the delayed sort printed between prompts) without a terminal and without waiting.
///
/// XCTest runs test methods on the main thread; a `@MainActor` test class with synchronous
/// methods crashes corelibs XCTest's test discovery on Linux, so the body asserts the isolation.
final class TerminalAppTests: XCTestCase {
  func testInteractiveSession() {
    MainActor.assumeIsolated { Self.interactiveSession() }
  }

  @MainActor
  private static func interactiveSession() {
    let (app, scheduler, output) = makeApp(started: false)

    // The terminal is in raw mode: the app echoes what the user types, then prints its answer.
    app.start()
    XCTAssertEqual(app.type("add Milk\r"), .next)
    XCTAssertEqual(app.type("add Eggs\r"), .next)
    XCTAssertEqual(app.type("toggle 1\r"), .next)
    scheduler.advance(by: 0.9)
    XCTAssertEqual(app.type("toggle 2\r"), .next)
    scheduler.advance(by: 0.9)
    XCTAssertEqual(
      output.take(),
      lines(
        "Todos: completed todos sink to the bottom a second after your last toggle.",
        "Type `help` for the commands.",
        "> add Milk",
        "  1. [ ] Milk",
        "> add Eggs",
        "  1. [ ] Eggs",
        "  2. [ ] Milk",
        "> toggle 1",
        "  1. [x] Eggs",
        "  2. [ ] Milk",
        "> toggle 2",
        "  1. [x] Eggs",
        "  2. [x] Milk",
        "> "))

    XCTAssertEqual(app.type("toggle 1\r"), .next)
    scheduler.advance(by: 1)
    XCTAssertEqual(
      output.take(),
      lines(
        "toggle 1",
        "  1. [ ] Eggs",
        "  2. [x] Milk",
        "> "))

    XCTAssertEqual(app.type("edit 2 Oat milk\r"), .next)
    XCTAssertEqual(app.type("toggle 2\r"), .next)
    scheduler.advance(by: 1)
    XCTAssertEqual(
      output.take(),
      lines(
        "edit 2 Oat milk",
        "  1. [ ] Eggs",
        "  2. [x] Oat milk",
        "> toggle 2",
        "  1. [ ] Eggs",
        "  2. [ ] Oat milk",
        "> "))

    XCTAssertEqual(app.type("toggle 1\r"), .next)
    scheduler.advance(by: 1)
    XCTAssertEqual(app.type("delete 3\r"), .next)
    XCTAssertEqual(app.type("\r"), .next)
    XCTAssertEqual(app.type("quit\r"), .quit)
    XCTAssertEqual(
      output.take(),
      lines(
        "toggle 1",
        "  1. [x] Eggs",
        "  2. [ ] Oat milk",
        "> \r\u{1B}[K(sorted)",
        "  1. [ ] Oat milk",
        "  2. [x] Eggs",
        "> delete 3",
        "error: there is no todo 3: the list has 2 (see `list`)",
        "> ",
        "> quit",
        ""))
  }

  /// Arrow and function keys send escape sequences (`ESC [ A` for ↑, `ESC O B` for ↓ in
  /// application mode): they are neither echoed nor let into the command or the todo.
  func testArrowKeysAreNotText() {
    MainActor.assumeIsolated {
      let (app, _, output) = Self.makeApp()
      XCTAssertEqual(app.type("add Mi\u{1B}[Alk\u{1B}[D\u{1B}OB\u{1B}[1;5C\u{1B}[15~\r"), .next)
      XCTAssertEqual(app.type("\u{1B}[Alist\r"), .next)
      XCTAssertEqual(
        output.take(),
        Self.lines(
          "add Milk",
          "  1. [ ] Milk",
          "> list",
          "  1. [ ] Milk",
          "> "))
    }
  }

  /// The delayed sort arrives while the user is typing: its output goes above the prompt, and
  /// the prompt comes back with what was typed so far, which the next keys complete.
  func testDelayedSortRedrawsThePromptWithTheTypedText() {
    MainActor.assumeIsolated {
      let (app, scheduler, output) = Self.makeApp()
      _ = app.type("add Milk\radd Eggs\rtoggle 1\r")
      _ = output.take()
      _ = app.type("add Br")
      scheduler.advance(by: 1)
      _ = app.type("ead\r")
      XCTAssertEqual(
        output.take(),
        Self.lines(
          "add Br\r\u{1B}[K(sorted)",
          "  1. [ ] Milk",
          "  2. [x] Eggs",
          "> add Bread",
          "  1. [ ] Bread",
          "  2. [ ] Milk",
          "  3. [x] Eggs",
          "> "))
    }
  }

  /// With `--debug`, the delayed sort's action block is printed above the prompt too, and the
  /// prompt is redrawn after it, not left mid-line above the block.
  func testDebugOutputOfTheDelayedSortRedrawsThePrompt() {
    MainActor.assumeIsolated {
      let (app, scheduler, output) = Self.makeApp(debug: true)
      _ = app.type("add\radd\rtoggle 1\r")
      _ = output.take()
      _ = app.type("li")
      scheduler.advance(by: 1)
      XCTAssertEqual(
        output.take(),
        Self.lines(
          "li\r\u{1B}[Kreceived action:",
          "  TerminalAction.app(.todoDelayCompleted)",
          "  AppState(",
          "    todos: [",
          "−     Todo(",
          "−       isComplete: true,",
          "−       description: \"\",",
          "−       id: 00000000-0000-0000-0000-000000000001",
          "−     ),",
          "      Todo(",
          "        isComplete: false,",
          "        description: \"\",",
          "        id: 00000000-0000-0000-0000-000000000000",
          "      ),",
          "+     Todo(",
          "+       isComplete: true,",
          "+       description: \"\",",
          "+       id: 00000000-0000-0000-0000-000000000001",
          "+     ),",
          "    ]",
          "  )",
          "> li\r\u{1B}[K(sorted)",
          "  1. [ ] (empty)",
          "  2. [x] (empty)",
          "> li"))
    }
  }

  /// Ctrl-L clears the screen, shows the list at the top, and the prompt with the typed text.
  func testControlLClearsTheScreenAndRedraws() {
    MainActor.assumeIsolated {
      let (app, _, output) = Self.makeApp()
      _ = app.type("add Milk\r")
      _ = output.take()
      XCTAssertEqual(app.type("tog\u{0C}"), .next)
      XCTAssertEqual(app.type("gle 1\r"), .next)
      XCTAssertEqual(
        output.take(),
        Self.lines(
          "tog\u{1B}[H\u{1B}[2J  1. [ ] Milk",
          "> toggle 1",
          "  1. [x] Milk",
          "> "))
    }
  }

  /// Backspace (DEL or ^H) and Ctrl-U edit the line and redraw it; other control keys are
  /// dropped.
  func testEditingKeysRedrawTheLine() {
    MainActor.assumeIsolated {
      let (app, _, output) = Self.makeApp()
      XCTAssertEqual(app.type("add Mx\u{7F}i\u{07}lk\u{08}\u{08}lk\r"), .next)
      XCTAssertEqual(app.type("junk\u{15}list\r"), .next)
      XCTAssertEqual(
        output.take(),
        Self.lines(
          "add Mx\r\u{1B}[K> add M" + "i" + "lk" + "\r\u{1B}[K> add Mil" + "\r\u{1B}[K> add Mi"
            + "lk",
          "  1. [ ] Milk",
          "> junk\r\u{1B}[K> list",
          "  1. [ ] Milk",
          "> "))
    }
  }

  /// `edit n` without text is an error, and the todo keeps its text.
  func testEditWithoutTextIsAnError() {
    MainActor.assumeIsolated {
      let (app, _, output) = Self.makeApp()
      _ = app.type("add Milk\r")
      _ = output.take()
      XCTAssertEqual(app.type("edit 1\r"), .next)
      XCTAssertEqual(app.type("list\r"), .next)
      XCTAssertEqual(
        output.take(),
        Self.lines(
          "edit 1",
          "error: usage: edit <n> <text>, with the todo's new text after its number",
          "> list",
          "  1. [ ] Milk",
          "> "))
    }
  }

  /// `wait` hands the reader a bounded pause; a duration out of bounds is an error, not a hang.
  func testWaitPausesTheReaderWithinBounds() {
    MainActor.assumeIsolated {
      let (app, _, output) = Self.makeApp()
      XCTAssertEqual(app.type("wait 2.5\r"), .pause(seconds: 2.5))
      XCTAssertEqual(app.type("wait 1e308\r"), .next)
      XCTAssertEqual(
        output.take(),
        Self.lines(
          "wait 2.5",
          "> wait 1e308",
          "error: usage: wait <seconds>, with seconds a decimal number from 0 to 3600, such as 1 "
            + "or 0.5",
          "> "))
    }
  }

  /// Ctrl-C quits; Ctrl-D quits on an empty line only (as in a shell).
  func testControlCAndControlDQuit() {
    MainActor.assumeIsolated {
      let (app, _, output) = Self.makeApp()
      XCTAssertEqual(app.type("\u{03}"), .quit)
      XCTAssertEqual(output.take(), "\n")

      let (second, _, secondOutput) = Self.makeApp()
      XCTAssertEqual(second.type("li\u{04}"), .next)
      XCTAssertEqual(second.type("\u{15}\u{04}"), .quit)
      XCTAssertEqual(secondOutput.take(), "li\r\u{1B}[K> \n")
    }
  }

  /// An app as `swift run todos` starts it at a terminal, on a test scheduler; `started`, it has
  /// printed its banner and prompt, and the buffer holds nothing yet.
  @MainActor
  private static func makeApp(
    debug: Bool = false, started: Bool = true
  ) -> (TerminalApp, TestSchedulerOf<DispatchQueue>, OutputBuffer) {
    let scheduler = DispatchQueue.testScheduler
    let output = OutputBuffer()
    let app = TerminalApp(
      debug: debug,
      interactive: true,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: UUID.incrementing),
      output: output.append
    )
    if started {
      app.start()
      _ = output.take()
    }
    return (app, scheduler, output)
  }

  private static func lines(_ lines: String...) -> String {
    lines.joined(separator: "\n")
  }
}

extension TerminalApp {
  /// Feeds `keys` to the app byte by byte, as the input reader does; returns the last result.
  func type(_ keys: String) -> InputResult {
    var result = InputResult.next
    for byte in keys.utf8 {
      result = receive(byte)
    }
    return result
  }
}

/// What the app printed, collected from whatever thread printed it.
final class OutputBuffer: Sendable {
  private let storage = NSLockedString()

  /// Appends printed text.
  var append: @Sendable (String) -> Void {
    { [storage] text in storage.append(text) }
  }

  /// Returns what was printed since the last call.
  func take() -> String {
    storage.take()
  }
}

/// A string behind a lock.
final class NSLockedString: @unchecked Sendable {
  // Safe: `value` is only touched while `lock` is held.
  private let lock = NSLock()
  private var value = ""

  func append(_ text: String) {
    lock.withLock { value += text }
  }

  func take() -> String {
    lock.withLock {
      defer { value = "" }
      return value
    }
  }
}
