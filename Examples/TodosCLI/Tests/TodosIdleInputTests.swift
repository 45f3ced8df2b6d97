// A terminal program's tests: built where the program runs in a terminal and `Process`
// exists (macOS, Linux, Windows). On iOS, tvOS, watchOS and visionOS the test target has no
// TodosCLI to test (the manifest drops the dependency there), so the file is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import XCTest

  /// Regression: the delayed sort is printed while standard input sits idle.
  ///
  /// The reader thread used to block in `readLine()`, holding the `stdin` FILE lock, and an output
  /// path that called `fflush(nil)` (which locks every stream, `stdin` included) blocked the main
  /// thread until the next line was typed, so the sort promised one second after `toggle` never
  /// appeared while the user was idle. (The reader now blocks in `read(2)`; the main thread must
  /// still never wait on it.) The piped end-to-end tests can't see this: their input ends at once,
  /// so the reader is never blocked on it. Real-time by nature: it waits up to 3 s for the sort.
  final class TodosIdleInputTests: XCTestCase {
    func testDelayedSortIsPrintedWhileInputIsIdle() throws {
      let process = Process()
      process.executableURL = productsDirectory.appendingPathComponent("todos")
      let stdin = Pipe()
      let stdout = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = FileHandle.nullDevice
      try process.run()
      stdin.fileHandleForWriting.write(Data("add Milk\nadd Eggs\ntoggle 1\n".utf8))

      let sortedList = "(sorted)\n  1. [ ] Milk\n  2. [x] Eggs\n"
      let received = LockedText()
      stdout.fileHandleForReading.readabilityHandler = { handle in
        received.append(String(decoding: handle.availableData, as: UTF8.self))
      }
      // Standard input stays open and idle: the sort is due one second after the toggle.
      let deadline = Date().addingTimeInterval(3)
      while Date() < deadline && !received.text.contains(sortedList) {
        Thread.sleep(forTimeInterval: 0.05)
      }
      let whileIdle = received.text
      let sawSortWhileIdle = whileIdle.contains(sortedList)
      try stdin.fileHandleForWriting.close()
      process.waitUntilExit()
      stdout.fileHandleForReading.readabilityHandler = nil

      XCTAssertTrue(
        sawSortWhileIdle,
        "the sort was not printed while input was idle; output while input was idle:\n\(whileIdle)")
    }
  }

  private final class LockedText: @unchecked Sendable {
    // Guarded by `lock`: appended from the pipe's readability handler, read by the test.
    private let lock = NSLock()
    private var value = ""
    var text: String { lock.withLock { value } }
    func append(_ more: String) { lock.withLock { value += more } }
  }
#endif
