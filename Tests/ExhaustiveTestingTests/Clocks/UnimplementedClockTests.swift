import ExhaustiveCore
import XCTest

@testable import ExhaustiveTesting

final class UnimplementedClockTests: XCTestCase {
  func testReadingNowAloneIsNotAFailure() {
    let clock = UnimplementedClock()
    let failures = withExpectedFailures { _ = clock.now }
    XCTAssertEqual(failures, [])
  }

  func testSleepingForADurationReportsOneFailureAndThrowsCancellationError() async {
    let clock = UnimplementedClock("mainClock")
    let environment = Environment(clock: clock)
    var thrown: (any Error)?
    let failures = await withExpectedFailures {
      do {
        try await environment.clock.sleep(for: .seconds(1))
      } catch {
        thrown = error
      }
    }
    XCTAssertEqual(failures, ["Unimplemented: mainClock.sleep(for: 1 second) was called."])
    XCTAssertTrue(thrown is CancellationError)
  }

  func testSleepingUntilADeadlineNamesItAsAnOffsetFromNow() async {
    let clock = UnimplementedClock("mainClock")
    let failures = await withExpectedFailures {
      try? await clock.sleep(
        until: UnimplementedClock<Duration>.Instant(offset: .milliseconds(1500)))
      try? await clock.sleep(until: UnimplementedClock<Duration>.Instant(offset: .zero))
    }
    XCTAssertEqual(
      failures,
      [
        "Unimplemented: mainClock.sleep(until: now + 1.5 seconds) was called.",
        "Unimplemented: mainClock.sleep(until: now) was called.",
      ])
  }

  func testDurationsAreNamedInWholeUnits() async {
    let clock = UnimplementedClock()
    let environment = Environment(clock: clock)
    let failures = await withExpectedFailures {
      for duration: Duration in [
        .seconds(2), .milliseconds(500), .microseconds(10), .nanoseconds(1), .zero,
        .milliseconds(2250),
      ] {
        try? await environment.clock.sleep(for: duration)
      }
    }
    XCTAssertEqual(
      failures,
      [
        "Unimplemented: UnimplementedClock.sleep(for: 2 seconds) was called.",
        "Unimplemented: UnimplementedClock.sleep(for: 500 milliseconds) was called.",
        "Unimplemented: UnimplementedClock.sleep(for: 10 microseconds) was called.",
        "Unimplemented: UnimplementedClock.sleep(for: 1 nanosecond) was called.",
        "Unimplemented: UnimplementedClock.sleep(for: 0 seconds) was called.",
        "Unimplemented: UnimplementedClock.sleep(for: 2.25 seconds) was called.",
      ])
  }

  func testReadableDurationsOfNegativeAndFractionalAmounts() {
    XCTAssertEqual(Duration.seconds(-1).readableDescription, "-1 second")
    XCTAssertEqual(Duration.milliseconds(-1).readableDescription, "-1 millisecond")
    XCTAssertEqual(Duration.nanoseconds(1_000_000_001).readableDescription, "1.000000001 seconds")
    XCTAssertEqual(Duration.seconds(60).readableDescription, "60 seconds")
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
