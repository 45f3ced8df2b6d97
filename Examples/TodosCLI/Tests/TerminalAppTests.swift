// A terminal program's tests: built where the program runs in a terminal and `Process`
// exists (macOS, Linux, Windows). On iOS, tvOS, watchOS and visionOS the test target has no
// TodosCLI to test (the manifest drops the dependency there), so the file is empty.
#if os(macOS) || os(Linux) || os(Windows)
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

    /// `edit n` with no text empties the todo, as `add` with no text adds an empty one.
    func testEditWithoutTextEmptiesTheTodo() {
      MainActor.assumeIsolated {
        let (app, _, output) = Self.makeApp()
        _ = app.type("add Milk\r")
        _ = output.take()
        XCTAssertEqual(app.type("edit 1\r"), .next)
        XCTAssertEqual(app.type("add\r"), .next)
        XCTAssertEqual(
          output.take(),
          Self.lines(
            "edit 1",
            "  1. [ ] (empty)",
            "> add",
            "  1. [ ] (empty)",
            "  2. [ ] (empty)",
            "> "))
      }
    }

    /// A todo number is any run of digits: one the list does not have gets the same answer
    /// whether it fits in an `Int` or not.
    func testEveryMissingTodoNumberGetsTheSameAnswer() {
      MainActor.assumeIsolated {
        let (app, _, output) = Self.makeApp()
        _ = app.type("add Milk\r")
        _ = output.take()
        _ = app.type("toggle 9223372036854775807\r")
        _ = app.type("toggle 99999999999999999999\r")
        _ = app.type("delete 0\r")
        _ = app.type("edit 0002 Eggs\r")
        XCTAssertEqual(
          output.take(),
          Self.lines(
            "toggle 9223372036854775807",
            "error: there is no todo 9223372036854775807: the list has 1 (see `list`)",
            "> toggle 99999999999999999999",
            "error: there is no todo 99999999999999999999: the list has 1 (see `list`)",
            "> delete 0",
            "error: there is no todo 0: the list has 1 (see `list`)",
            "> edit 0002 Eggs",
            "error: there is no todo 2: the list has 1 (see `list`)",
            "> "))
      }
    }

    /// During a `wait` the keys keep working: typed text is echoed and edited, Enter queues the
    /// line, and the queued lines run, in order, when the wait is up.
    func testLinesTypedDuringAWaitRunWhenItEnds() {
      MainActor.assumeIsolated {
        let (app, scheduler, output) = Self.makeApp()
        XCTAssertEqual(app.type("wait 5\r"), .next)
        XCTAssertEqual(app.type("add Mx\u{7F}ilk\r"), .next)
        XCTAssertEqual(app.type("wait .5\r"), .next)
        XCTAssertEqual(app.type("add Eggs\r"), .next)
        XCTAssertEqual(
          output.take(),
          Self.lines(
            "wait 5",
            "> add Mx\r\u{1B}[K> add M" + "ilk",
            "> wait .5",
            "> add Eggs",
            "> "))
        scheduler.advance(by: 4.9)
        XCTAssertEqual(output.take(), "")
        // Output goes above the prompt that is showing, which comes back with nothing typed.
        scheduler.advance(by: 0.1)
        XCTAssertEqual(
          output.take(),
          Self.lines(
            "\r\u{1B}[K  1. [ ] Milk",
            "> "))
        scheduler.advance(by: 0.5)
        XCTAssertEqual(
          output.take(),
          Self.lines(
            "\r\u{1B}[K  1. [ ] Eggs",
            "  2. [ ] Milk",
            "> "))
      }
    }

    /// Ctrl-C, Ctrl-\ and Ctrl-D on an empty line leave at once, even an hour into a wait.
    func testLeavingKeysWorkDuringAWait() {
      MainActor.assumeIsolated {
        for key in ["\u{03}", "\u{1C}", "\u{04}"] {
          let (app, scheduler, output) = Self.makeApp()
          XCTAssertEqual(app.type("wait 3600\r"), .next)
          XCTAssertEqual(app.type("add Milk\r"), .next)
          XCTAssertEqual(app.type(key), .quit, key.debugDescription)
          XCTAssertEqual(
            output.take(), Self.lines("wait 3600", "> add Milk", "> ", ""), key.debugDescription)
          scheduler.advance(by: 3600)
        }
      }
    }

    /// `quit` typed during a wait is a command like the others: it runs when the wait is up.
    func testQuitQueuedBehindAWaitLeavesWhenTheWaitEnds() {
      MainActor.assumeIsolated {
        let (app, scheduler, output, finished) = Self.makeAppWithFinish()
        _ = app.type("wait 1\rquit\radd Milk\r")
        scheduler.advance(by: 1)
        XCTAssertEqual(finished.count, 1)
        XCTAssertEqual(output.take(), Self.lines("wait 1", "> quit", "> add Milk", "> ", ""))
      }
    }

    /// A wait out of bounds is an error, not a hang; input that ends during a wait finishes the
    /// app only when the wait and the lines queued behind it are done.
    func testEndOfInputDuringAWaitFinishesAfterIt() {
      MainActor.assumeIsolated {
        let (app, scheduler, output, finished) = Self.makeAppWithFinish()
        XCTAssertEqual(app.type("wait 1e308\r"), .next)
        XCTAssertEqual(app.type("wait 2.5\r"), .next)
        XCTAssertEqual(app.type("add Milk\rlis"), .next)
        app.endOfInput()
        XCTAssertEqual(finished.count, 0)
        scheduler.advance(by: 2.5)
        XCTAssertEqual(finished.count, 1)
        XCTAssertEqual(
          output.take(),
          Self.lines(
            "wait 1e308",
            "error: usage: wait <seconds>, with seconds a decimal number from 0 to 3600, such as 1, "
              + "0.5 or 1e-3",
            "> wait 2.5",
            "> add Milk",
            "> lis",
            "> \r\u{1B}[K  1. [ ] Milk",
            "> \r\u{1B}[Kerror: unknown command \"lis\" (type \"help\" for the list)",
            "> ",
            ""))
      }
    }

    /// An app as `swift run todos` starts it at a terminal, on a test scheduler; `started`, it has
    /// printed its banner and prompt, and the buffer holds nothing yet.
    @MainActor
    private static func makeApp(
      debug: Bool = false, started: Bool = true
    ) -> (TerminalApp, TestSchedulerOf<DispatchQueue>, OutputBuffer) {
      let (app, scheduler, output, _) = makeAppWithFinish(debug: debug, started: started)
      return (app, scheduler, output)
    }

    /// As ``makeApp(debug:started:)``, with a counter of the app's calls to `finished`.
    @MainActor
    private static func makeAppWithFinish(
      debug: Bool = false, started: Bool = true
    ) -> (TerminalApp, TestSchedulerOf<DispatchQueue>, OutputBuffer, FinishCounter) {
      let scheduler = DispatchQueue.testScheduler
      let output = OutputBuffer()
      let finished = FinishCounter()
      let app = TerminalApp(
        debug: debug,
        interactive: true,
        environment: AppEnvironment(
          mainQueue: scheduler.eraseToAnyScheduler(), uuid: UUID.incrementing),
        output: output.append,
        finished: { finished.count += 1 }
      )
      if started {
        app.start()
        _ = output.take()
      }
      return (app, scheduler, output, finished)
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

  /// How many times the app said it had finished.
  @MainActor
  final class FinishCounter {
    var count = 0
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
#endif
