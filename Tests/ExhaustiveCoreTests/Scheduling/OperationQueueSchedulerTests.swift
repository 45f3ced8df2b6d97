import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import XCTest

/// The real OperationQueue path, with intervals of 10–40 ms.
final class OperationQueueSchedulerTests: XCTestCase {
  private typealias Stride = OperationQueue.SchedulerTimeType.Stride

  func testStrideLiteralsAndUnitsAreSeconds() {
    let half: Stride = 0.5
    let two: Stride = 2

    XCTAssertEqual(half.timeInterval, 0.5)
    XCTAssertEqual(two.timeInterval, 2)
    XCTAssertEqual(Stride.milliseconds(250), 0.25)
    XCTAssertEqual(half * 4, 2)
    #if !canImport(Combine)
      // Ours is a length; the SDK's `magnitude` is its own.
      XCTAssertEqual((half - 2).magnitude, 1.5)
    #endif
    #if !canImport(Combine)
      // Ours prints seconds; the SDK's stride describes itself its own way.
      XCTAssertEqual(String(describing: half), "0.5s")
    #endif
  }

  func testTimesStrideInSeconds() {
    let start = OperationQueue.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 100))
    let later = start.advanced(by: 1.5)

    XCTAssertEqual(later.date, Date(timeIntervalSinceReferenceDate: 101.5))
    XCTAssertEqual(start.distance(to: later), 1.5)
    XCTAssertTrue(start < later)
  }

  func testScheduleAddsAnOperation() {
    let queue = OperationQueue()
    let log = SchedulerTestLog<String>()

    queue.schedule { log.append("ran") }
    queue.waitUntilAllOperationsAreFinished()

    XCTAssertEqual(log.values, ["ran"])
  }

  func testScheduleAfterRunsNoEarlierThanItsDate() {
    let queue = OperationQueue()
    let ran = expectation(description: "ran")
    let ranAt = SchedulerTestLog<Date>()
    let due = queue.now.advanced(by: .milliseconds(20))

    queue.schedule(after: due) {
      ranAt.append(Date())
      ran.fulfill()
    }

    wait(for: [ran], timeout: 1)
    XCTAssertGreaterThanOrEqual(ranAt.values.first ?? .distantPast, due.date)
  }

  func testRepeatingWorkTicksUntilCancelled() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let log = SchedulerTestLog<Int>()
    let thirdTick = expectation(description: "third tick")
    let timer = Lock<(any Cancellable)?>(nil)

    timer.withLock {
      $0 = queue.schedule(after: queue.now, interval: .milliseconds(10)) {
        log.append(1)
        if log.count == 3 {
          timer.withLock { $0 }?.cancel()
          thirdTick.fulfill()
        }
      }
    }
    wait(for: [thirdTick], timeout: 1)

    let quiet = expectation(description: "quiet")
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(40)) { quiet.fulfill() }
    wait(for: [quiet], timeout: 1)
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(log.count, 3)
  }
  // Our own OperationQueue conformance's guards. Where Combine exists the conformance and
  // its stride are the SDK's (see ExhaustiveCore's Combine.swift): not ours to test there.
  #if !canImport(Combine)
    // Regression (issue 16 §2, audit of the OperationQueue strides): huge and infinite spans are
    // kept, not a number is reported and read as zero.
    func testHugeInfiniteAndNotANumberStridesNeverTrap() {
      XCTAssertEqual(Stride.seconds(Int.max).timeInterval, Double(Int.max))
      XCTAssertEqual(Stride.nanoseconds(Int.min).timeInterval, Double(Int.min) / 1e9)
      XCTAssertEqual(Stride.seconds(.infinity).timeInterval, .infinity)
      XCTAssertEqual(String(describing: Stride.seconds(-.infinity)), "-∞")
      var notANumber: Stride?
      let failures = withExpectedFailures { notANumber = .seconds(.nan) }

      XCTAssertEqual(
        failures,
        [
          "OperationQueue.SchedulerTimeType.Stride was given a number of seconds that is not a "
            + "number (nan); it was read as zero."
        ])
      XCTAssertEqual(notANumber, .zero)
    }
  #endif

  // Our own OperationQueue conformance's guards. Where Combine exists the conformance and
  // its stride are the SDK's (see ExhaustiveCore's Combine.swift): not ours to test there.
  #if !canImport(Combine)
    func testTheDistanceBetweenEqualInfiniteTimesIsZero() {
      let end = OperationQueue.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: .infinity))

      let failures = withExpectedFailures {
        XCTAssertEqual(end.distance(to: end), .zero)
      }

      XCTAssertEqual(failures, [])
      let start = OperationQueue.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 0))
      XCTAssertEqual(start.distance(to: end).timeInterval, .infinity)
    }
  #endif

  // Our own OperationQueue conformance's guards. Where Combine exists the conformance and
  // its stride are the SDK's (see ExhaustiveCore's Combine.swift): not ours to test there.
  #if !canImport(Combine)
    // Regression (issue 16 §14, same audit): an interval of zero added operations as fast as the
    // timer could fire.
    func testNonPositiveIntervalIsReportedAndRunsOnce() {
      let queue = OperationQueue()
      let log = SchedulerTestLog<Int>()
      let firstRun = expectation(description: "first run")
      var timer: (any Cancellable)?

      let failures = withExpectedFailures {
        timer = queue.schedule(after: queue.now, interval: 0) {
          log.append(1)
          if log.count == 1 { firstRun.fulfill() }
        }
      }
      wait(for: [firstRun], timeout: 1)
      let quiet = expectation(description: "quiet")
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { quiet.fulfill() }
      wait(for: [quiet], timeout: 1)
      queue.waitUntilAllOperationsAreFinished()

      XCTAssertEqual(
        failures,
        [
          "OperationQueue.schedule(after:interval:) was called with a non-positive interval (0s). "
            + "Repeating work needs a positive interval; it was scheduled to run once."
        ])
      XCTAssertEqual(log.count, 1)
      timer?.cancel()
    }
  #endif
}
