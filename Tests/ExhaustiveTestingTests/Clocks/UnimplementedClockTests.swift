import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class UnimplementedClockTests: XCTestCase {
  func testReadingNowReportsAFailure() {
    let clock = UnimplementedClock()
    let failures = withExpectedFailures { _ = clock.now }
    XCTAssertEqual(failures, ["Unimplemented: UnimplementedClock.now was called."])
  }

  func testSleepingReportsEachCallAndReturnsAtOnce() async throws {
    let clock = UnimplementedClock("mainClock")
    let environment = Environment(clock: clock)
    let failures = try await withExpectedFailures {
      try await environment.clock.sleep(for: .seconds(1))
    }
    XCTAssertEqual(
      failures,
      [
        "Unimplemented: mainClock.now was called.",
        "Unimplemented: mainClock.sleep(until: 1.0 seconds) was called.",
      ]
    )
  }

  func testMinimumResolutionReportsAFailure() {
    let clock = UnimplementedClock("mainClock")
    let failures = withExpectedFailures { _ = clock.minimumResolution }
    XCTAssertEqual(failures, ["Unimplemented: mainClock.minimumResolution was called."])
  }
}

private struct Environment: Sendable {
  var clock: any Clock<Duration>
}
