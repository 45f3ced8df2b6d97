import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class ImmediateClockTests: XCTestCase {
  func testSleepingMovesNowByTheSleptDuration() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(1))
    XCTAssertEqual(clock.now.offset, .seconds(1))
    try await clock.sleep(for: .milliseconds(500))
    XCTAssertEqual(clock.now.offset, .milliseconds(1_500))
    XCTAssertEqual(clock.now.description, "1.5 seconds")
  }

  func testTimeNeverMovesBackwards() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(until: ImmediateClock<Duration>.Instant(offset: .seconds(5)))
    try await clock.sleep(until: ImmediateClock<Duration>.Instant(offset: .seconds(2)))
    XCTAssertEqual(clock.now.offset, .seconds(5))
  }

  func testTenThousandSleepsFinishWithoutEverSuspending() {
    let executor = TestExecutor()
    let clock = ImmediateClock()
    let environment = Environment(clock: clock)
    let countdown = Lock(10_000)
    executor.spawn {
      while countdown.value > 0 {
        try? await environment.clock.sleep(for: .seconds(1))
        countdown.withLock { $0 -= 1 }
      }
    }
    // One job: the task never suspended, so it never went back to the executor's queue.
    XCTAssertEqual(executor.runUntilIdle(), 1)
    XCTAssertEqual(countdown.value, 0)
    XCTAssertEqual(clock.now.offset, .seconds(10_000))
  }

  func testACancelledTaskSleepThrows() {
    let executor = TestExecutor()
    let clock = ImmediateClock()
    let log = Recorder<String>()
    let task = executor.spawn {
      do {
        try await clock.sleep(for: .seconds(1))
        log.append("returned")
      } catch {
        log.append("threw \(type(of: error))")
      }
    }
    task.cancel()
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["threw CancellationError"])
    XCTAssertEqual(clock.now.offset, .zero)
  }
}

private struct Environment: Sendable {
  var clock: any Clock<Duration>
}
