import ExhaustiveCore
import Foundation
import Todos

/// `--record-test`: the session just played, printed on quit as a test that replays it.
///
/// The live app then makes its todos' ids with ``incrementingUUIDs()``, as `UUID.incrementing`
/// does in tests, so the recorded state holds the ids the test's environment will make.
enum SessionTest {
  /// The test function that replays `session` on a test scheduler.
  static func source(of session: StoreSession<AppState, TerminalAction>) -> String {
    let steps = session.testSteps(style: .script)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }
      .joined(separator: "\n")
    return """
      // The session as a test: paste it into a test case in a target that imports Todos,
      // ExhaustiveTesting and XCTest, and `@testable import TodosCLI`.
      func testRecordedSession() {
        let scheduler = DispatchQueue.testScheduler
        let store = TestStore(
          initialState: AppState(),
          reducer: terminalReducer,
          environment: AppEnvironment(
            mainQueue: scheduler.eraseToAnyScheduler(),
            uuid: UUID.incrementing
          )
        )
      \(steps)
      }
      """
  }
}

/// UUIDs counting up from `00000000-0000-0000-0000-000000000000`, as `UUID.incrementing` makes
/// them in tests (the app does not link the testing module).
func incrementingUUIDs() -> () -> UUID {
  var next: UInt64 = 0
  return {
    defer { next += 1 }
    let hex = String(next, radix: 16, uppercase: true)
    return UUID(
      uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
  }
}
