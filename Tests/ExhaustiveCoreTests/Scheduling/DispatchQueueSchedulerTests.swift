import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import XCTest

/// The real Dispatch path, with intervals of 10–40 ms.
final class DispatchQueueSchedulerTests: XCTestCase {
  private let queue = DispatchQueue(label: "DispatchQueueSchedulerTests")

  func testScheduleRunsOnTheQueue() {
    let ran = expectation(description: "ran")
    let key = DispatchSpecificKey<String>()
    let specifics = SchedulerTestLog<String?>()
    queue.setSpecific(key: key, value: "test queue")

    queue.schedule {
      specifics.append(DispatchQueue.getSpecific(key: key))
      ran.fulfill()
    }

    wait(for: [ran], timeout: 1)
    XCTAssertEqual(specifics.values, ["test queue"])
  }

  func testScheduleAfterRunsNoEarlierThanItsDate() {
    let queue = queue
    let ran = expectation(description: "ran")
    let ranAt = SchedulerTestLog<DispatchQueue.SchedulerTimeType>()
    let due = queue.now.advanced(by: .milliseconds(20))

    queue.schedule(after: due) {
      ranAt.append(queue.now)
      ran.fulfill()
    }

    wait(for: [ran], timeout: 1)
    XCTAssertGreaterThanOrEqual(ranAt.values.first ?? due.advanced(by: -1), due)
  }

  // Our own conformance enters the options' group for delayed work too. Where Combine exists
  // the conformance is the SDK's (see ExhaustiveCore's Combine.swift), which need not.
  #if !canImport(Combine)
    func testOptionsGroupIsHeldUntilDelayedWorkHasRun() {
      let group = DispatchGroup()
      let log = SchedulerTestLog<String>()
      let options = DispatchQueue.SchedulerOptions(group: group)

      queue.schedule(options: options) { log.append("now") }
      queue.schedule(
        after: queue.now.advanced(by: .milliseconds(10)), tolerance: .zero, options: options
      ) { log.append("later") }

      XCTAssertEqual(group.wait(timeout: .now() + 1), .success)
      XCTAssertEqual(log.values, ["now", "later"])
    }
  #endif

  func testRepeatingWorkTicksUntilCancelled() {
    let log = SchedulerTestLog<Int>()
    let thirdTick = expectation(description: "third tick")
    let timer = Lock<(any Cancellable)?>(nil)

    timer.withLock {
      $0 = queue.schedule(after: queue.now, interval: .milliseconds(10)) {
        log.append(1)
        if log.count == 3 {
          // Cancelling from the handler, on the timer's own serial queue, means no later tick.
          timer.withLock { $0 }?.cancel()
          thirdTick.fulfill()
        }
      }
    }
    wait(for: [thirdTick], timeout: 1)

    let quiet = expectation(description: "quiet")
    queue.asyncAfter(deadline: .now() + .milliseconds(40)) { quiet.fulfill() }
    wait(for: [quiet], timeout: 1)
    XCTAssertEqual(log.count, 3)
  }

  func testErasedQueueSchedulesOnTheQueue() {
    let erased: AnySchedulerOf<DispatchQueue> = queue.eraseToAnyScheduler()
    let ran = expectation(description: "ran")
    ran.expectedFulfillmentCount = 2

    erased.schedule { ran.fulfill() }
    erased.schedule(after: erased.now.advanced(by: .milliseconds(10))) { ran.fulfill() }

    wait(for: [ran], timeout: 1)
    XCTAssertTrue(erased.base as? DispatchQueue === queue)
  }

  // Our own conformance's guard against a busy timer. Where Combine exists the conformance
  // is the SDK's (see ExhaustiveCore's Combine.swift) and what it does is not ours to test.
  #if !canImport(Combine)
    // Regression (issue 16 §14): an interval of zero fired the timer every nanosecond, a busy
    // loop on the queue. Now it is reported and the work runs once, as on a TestScheduler.
    func testNonPositiveIntervalIsReportedAndRunsOnce() {
      for interval: DispatchQueue.SchedulerTimeType.Stride in [0, -1] {
        let log = SchedulerTestLog<Int>()
        let firstRun = expectation(description: "first run")
        var timer: (any Cancellable)?

        let failures = withExpectedFailures {
          timer = queue.schedule(after: queue.now, interval: interval) {
            log.append(1)
            if log.count == 1 { firstRun.fulfill() }
          }
        }
        wait(for: [firstRun], timeout: 1)
        // A repeating timer would have run thousands of times by the end of this wait.
        let quiet = expectation(description: "quiet")
        queue.asyncAfter(deadline: .now() + .milliseconds(50)) { quiet.fulfill() }
        wait(for: [quiet], timeout: 1)

        XCTAssertEqual(
          failures,
          [
            "DispatchQueue.schedule(after:interval:) was called with a non-positive interval "
              + "(\(interval)). Repeating work needs a positive interval; it was scheduled to run "
              + "once."
          ])
        XCTAssertEqual(log.count, 1)
        timer?.cancel()
      }
    }
  #endif

  // Our own conformance's guard against a busy timer. Where Combine exists the conformance
  // is the SDK's (see ExhaustiveCore's Combine.swift) and what it does is not ours to test.
  #if !canImport(Combine)
    func testInfiniteIntervalRunsOnceWithoutAFailure() {
      let log = SchedulerTestLog<Int>()
      let firstRun = expectation(description: "first run")
      var timer: (any Cancellable)?

      let failures = withExpectedFailures {
        timer = queue.schedule(after: queue.now, interval: .seconds(.infinity)) {
          log.append(1)
          firstRun.fulfill()
        }
      }
      wait(for: [firstRun], timeout: 1)

      XCTAssertEqual(failures, [])
      XCTAssertEqual(log.count, 1)
      timer?.cancel()
    }
  #endif
}
