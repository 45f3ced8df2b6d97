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
    let scheduler = DispatchQueue.testScheduler
    let output = OutputBuffer()
    let app = TerminalApp(
      debug: false,
      interactive: true,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: UUID.incrementing),
      output: output.append
    )

    // The terminal echoes what the user types; the app prints only its answers.
    app.start()
    XCTAssertTrue(app.handle("add Milk"))
    XCTAssertTrue(app.handle("add Eggs"))
    XCTAssertTrue(app.handle("toggle 1"))
    scheduler.advance(by: 0.9)
    XCTAssertTrue(app.handle("toggle 2"))
    scheduler.advance(by: 0.9)
    XCTAssertEqual(
      output.take(),
      lines(
        "Todos: completed todos sink to the bottom a second after your last toggle.",
        "Type `help` for the commands.",
        ">   1. [ ] Milk",
        ">   1. [ ] Eggs",
        "  2. [ ] Milk",
        ">   1. [x] Eggs",
        "  2. [ ] Milk",
        ">   1. [x] Eggs",
        "  2. [x] Milk",
        "> "))

    XCTAssertTrue(app.handle("toggle 1"))
    scheduler.advance(by: 1)
    XCTAssertEqual(
      output.take(),
      lines(
        "  1. [ ] Eggs",
        "  2. [x] Milk",
        "> "))

    XCTAssertTrue(app.handle("toggle 1"))
    scheduler.advance(by: 1)
    XCTAssertEqual(
      output.take(),
      lines(
        "  1. [x] Eggs",
        "  2. [x] Milk",
        "> "))

    XCTAssertTrue(app.handle("edit 2 Oat milk"))
    XCTAssertTrue(app.handle("toggle 2"))
    scheduler.advance(by: 1)
    XCTAssertEqual(
      output.take(),
      lines(
        "  1. [x] Eggs",
        "  2. [x] Oat milk",
        ">   1. [x] Eggs",
        "  2. [ ] Oat milk",
        "> ",
        "(sorted)",
        "  1. [ ] Oat milk",
        "  2. [x] Eggs",
        "> "))

    XCTAssertTrue(app.handle("delete 3"))
    XCTAssertTrue(app.handle(""))
    XCTAssertFalse(app.handle("quit"))
    XCTAssertEqual(
      output.take(),
      lines(
        "error: there is no todo 3: the list has 2 (see `list`)",
        "> > "))
  }

  private static func lines(_ lines: String...) -> String {
    lines.joined(separator: "\n")
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
