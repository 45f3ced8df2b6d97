import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class UnimplementedSchedulerTests: XCTestCase {
  func testEveryScheduleReportsAFailureAndNeverRunsTheWork() {
    let scheduler = DispatchQueue.unimplemented
    let log = Recorder<String>()

    let failures = withExpectedFailures {
      scheduler.schedule { log.append("immediate") }
      scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("delayed") }
      scheduler.schedule(after: scheduler.now, interval: 1) { log.append("timer") }.cancel()
    }

    XCTAssertEqual(
      failures,
      [
        "Unimplemented scheduler: schedule(_:) was called.",
        "Unimplemented scheduler: schedule(after:) was called.",
        "Unimplemented scheduler: schedule(after:interval:) was called.",
      ]
    )
    XCTAssertEqual(log.values, [])
  }

  func testPrefixNamesTheScheduler() {
    let scheduler: AnySchedulerOf<DispatchQueue> =
      DispatchQueue.unimplemented("mainQueue").eraseToAnyScheduler()

    let failures = withExpectedFailures {
      scheduler.schedule(after: scheduler.now.advanced(by: 1)) {}
    }

    XCTAssertEqual(
      failures, [#"Unimplemented scheduler "mainQueue": schedule(after:) was called."#])
  }

  func testReadingTimeIsNotAFailure() {
    let scheduler = DispatchQueue.unimplemented

    let failures = withExpectedFailures {
      XCTAssertEqual(scheduler.now, scheduler.now)
      XCTAssertEqual(scheduler.minimumTolerance, .zero)
    }

    XCTAssertEqual(failures, [])
    XCTAssertNotEqual(scheduler.now.dispatchTime.uptimeNanoseconds, 0)
  }
}
