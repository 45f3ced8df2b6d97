import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class TestSchedulerTests: XCTestCase {
  private typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  func testSameInstantRunsFirstInFirstOut() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    let instant = scheduler.now.advanced(by: 1)

    for index in 0..<5 {
      scheduler.schedule(after: instant) { log.append(index) }
    }
    scheduler.schedule(after: scheduler.now.advanced(by: 0.5)) { log.append(-1) }
    scheduler.advance(by: 1)

    XCTAssertEqual(log.values, [-1, 0, 1, 2, 3, 4])
  }

  func testWorkRunsInDueOrderNotSchedulingOrder() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    // A fixed pseudo-random permutation of distinct due times.
    var generator = SplitMix64(seed: 42)
    let offsets = Array(0..<1_000).shuffled(using: &generator)

    for offset in offsets {
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(offset))) {
        log.append(offset)
      }
    }
    scheduler.advance(by: 1)

    XCTAssertEqual(log.values, Array(0..<1_000))
  }

  func testWorkScheduledDuringAnAdvanceRunsInItWhenDueByTheTarget() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()

    scheduler.schedule(after: scheduler.now.advanced(by: 1)) {
      log.append("first at \(scheduler.nowInSeconds)")
      scheduler.schedule(after: scheduler.now.advanced(by: 1)) {
        log.append("second at \(scheduler.nowInSeconds)")
      }
      scheduler.schedule(after: scheduler.now.advanced(by: 5)) {
        log.append("third at \(scheduler.nowInSeconds)")
      }
      scheduler.schedule {
        log.append("immediate at \(scheduler.nowInSeconds)")
      }
    }
    scheduler.advance(by: 3)

    XCTAssertEqual(log.values, ["first at 1.0", "immediate at 1.0", "second at 2.0"])
    XCTAssertEqual(scheduler.nowInSeconds, 3)

    scheduler.advance(by: 3)
    XCTAssertEqual(log.values.last, "third at 6.0")
  }

  func testPastDatedWorkRunsAtNowAndTimeNeverMovesBack() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Double>()
    scheduler.advance(by: 10)

    scheduler.schedule(after: scheduler.now.advanced(by: -4)) {
      log.append(scheduler.nowInSeconds)
    }
    scheduler.advance()

    XCTAssertEqual(log.values, [10])
    XCTAssertEqual(scheduler.nowInSeconds, 10)
  }

  func testAdvanceToMovesToTheGivenTime() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Double>()
    let start = scheduler.now
    scheduler.schedule(after: start.advanced(by: 2)) { log.append(scheduler.nowInSeconds) }
    scheduler.schedule(after: start.advanced(by: 4)) { log.append(scheduler.nowInSeconds) }

    scheduler.advance(to: start.advanced(by: 3))

    XCTAssertEqual(log.values, [2])
    XCTAssertEqual(scheduler.now, start.advanced(by: 3))
  }

  func testNegativeAdvanceIsAReportedFailureAndRunsNothing() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()
    scheduler.advance(by: 1)
    scheduler.schedule { log.append("work") }

    let failures = withExpectedFailures {
      scheduler.advance(by: -0.5)
    }

    XCTAssertEqual(
      failures,
      [
        "TestScheduler.advance(by:) was called with a negative stride (-0.5s). "
          + "Time never moves backwards; nothing was run."
      ]
    )
    XCTAssertEqual(log.values, [])
    XCTAssertEqual(scheduler.nowInSeconds, 1)
  }

  func testAdvancingToThePastIsAReportedFailureAndRunsNothing() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()
    let start = scheduler.now
    scheduler.advance(by: 3)
    scheduler.schedule { log.append("work") }

    let failures = withExpectedFailures {
      scheduler.advance(to: start.advanced(by: 1))
    }

    XCTAssertEqual(
      failures,
      [
        "TestScheduler.advance(to:) was called with a time 2s before now. "
          + "Time never moves backwards; nothing was run."
      ]
    )
    XCTAssertEqual(log.values, [])
    XCTAssertEqual(scheduler.nowInSeconds, 3)
  }

  func testRunRunsEverythingAndEndsAtTheLastDueTime() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Double>()
    scheduler.schedule(after: scheduler.now.advanced(by: 7)) {
      log.append(scheduler.nowInSeconds)
      scheduler.schedule(after: scheduler.now.advanced(by: 100)) {
        log.append(scheduler.nowInSeconds)
      }
    }
    scheduler.schedule(after: scheduler.now.advanced(by: 2)) { log.append(scheduler.nowInSeconds) }

    let failures = withExpectedFailures { scheduler.run() }

    XCTAssertEqual(failures, [])
    XCTAssertEqual(log.values, [2, 7, 107])
    XCTAssertEqual(scheduler.nowInSeconds, 107)
  }

  func testRunStopsEndlessRepeatingWorkWithAFailure() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    let timer = scheduler.schedule(after: scheduler.now, interval: 1) { log.append(1) }

    let failures = withExpectedFailures { scheduler.run() }

    XCTAssertEqual(
      failures,
      [
        "TestScheduler.run() stopped after running 100,000 work items with work still pending: "
          + "something reschedules forever, usually a repeating timer that is never cancelled. "
          + "Cancel it, or advance by a fixed amount with advance(by:)."
      ]
    )
    XCTAssertEqual(log.count, 100_000)
    XCTAssertEqual(scheduler.nowInSeconds, 99_999)
    timer.cancel()
  }

  func testRunFinishesATimerThatCancelsItself() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Double>()
    let timer = Lock<(any Cancellable)?>(nil)
    timer.withLock {
      $0 = scheduler.schedule(after: scheduler.now.advanced(by: 1), interval: 1) {
        log.append(scheduler.nowInSeconds)
        if log.count == 3 {
          timer.withLock { $0 }?.cancel()
        }
      }
    }

    let failures = withExpectedFailures { scheduler.run() }

    XCTAssertEqual(failures, [])
    XCTAssertEqual(log.values, [1, 2, 3])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  func testRepeatingWorkIsRescheduledRelativeToItsDueTime() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Double>()
    scheduler.advance(by: 10)
    // First due 3.5s in the past: it runs at now, and each later run is due one interval after
    // the previous due time (6.5s, 7.5s, … past runs catch up at now), not after `now`.
    let timer = scheduler.schedule(after: scheduler.now.advanced(by: -3.5), interval: 1) {
      log.append(scheduler.nowInSeconds)
    }

    scheduler.advance()
    XCTAssertEqual(log.values, [10, 10, 10, 10])

    scheduler.advance(by: 1)
    XCTAssertEqual(log.values, [10, 10, 10, 10, 10.5])
    timer.cancel()
  }

  // Regression: each repeat used to be queued as new work, so at 2s the timer that had fired
  // less often ran first ([1, 42, 1, 42, 1]).
  func testRepeatingWorkDueAtTheSameInstantRunsInTheOrderItWasFirstScheduled() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    let first = scheduler.schedule(after: scheduler.now, interval: 1) { log.append(1) }
    let second = scheduler.schedule(after: scheduler.now, interval: 2) { log.append(42) }

    scheduler.advance()
    XCTAssertEqual(log.values, [1, 42])

    scheduler.advance(by: 2)
    XCTAssertEqual(log.values, [1, 42, 1, 1, 42])

    // One-shot work scheduled later for the same instant still runs after both timers.
    scheduler.schedule(after: scheduler.now.advanced(by: 2)) { log.append(0) }
    scheduler.advance(by: 2)
    XCTAssertEqual(log.values, [1, 42, 1, 1, 42, 1, 1, 42, 0])
    first.cancel()
    second.cancel()
  }

  func testCancellingRepeatingWorkRemovesIt() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    let timer = scheduler.schedule(after: scheduler.now, interval: 1) { log.append(1) }
    scheduler.schedule(after: scheduler.now.advanced(by: 10)) { log.append(2) }
    scheduler.advance(by: 2)
    XCTAssertEqual(log.values, [1, 1, 1])
    XCTAssertEqual(scheduler.pendingWorkCount, 2)

    timer.cancel()
    XCTAssertEqual(scheduler.pendingWorkCount, 1)
    scheduler.advance(by: 100)

    XCTAssertEqual(log.values, [1, 1, 1, 2])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  func testReleasingTheCancellableStopsRepeatingWork() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    var cancellables: Set<AnyCancellable> = []
    scheduler.schedule(after: scheduler.now, interval: 1) { log.append(1) }
      .store(in: &cancellables)
    scheduler.advance(by: 1)
    XCTAssertEqual(log.count, 2)

    cancellables.removeAll()
    scheduler.advance(by: 10)

    XCTAssertEqual(log.count, 2)
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  func testNonPositiveIntervalIsAReportedFailureAndRunsOnce() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    var timer: (any Cancellable)?

    let failures = withExpectedFailures {
      timer = scheduler.schedule(after: scheduler.now, interval: 0) { log.append(1) }
    }
    scheduler.advance(by: 10)

    XCTAssertEqual(
      failures,
      [
        "TestScheduler.schedule(after:interval:) was called with a non-positive interval (0s). "
          + "Repeating work needs a positive interval; it was scheduled to run once."
      ]
    )
    XCTAssertEqual(log.count, 1)
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    timer?.cancel()
  }

  func testWorkMayAdvanceTheSchedulerItself() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()
    scheduler.schedule {
      log.append("outer")
      scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("inner") }
      scheduler.advance(by: 1)
    }

    scheduler.advance()

    XCTAssertEqual(log.values, ["outer", "inner"])
    XCTAssertEqual(scheduler.nowInSeconds, 1)
  }

  func testTestSchedulerPropertyIsFreshOnEveryAccess() {
    let first = DispatchQueue.testScheduler
    let second = DispatchQueue.testScheduler
    first.advance(by: 5)

    XCTAssertFalse(first === second)
    XCTAssertFalse(TestScheduler.dispatchQueue === TestScheduler.dispatchQueue)
    XCTAssertEqual(second.nowInSeconds, 0)
    XCTAssertNotEqual(second.now.dispatchTime.uptimeNanoseconds, 0)
  }

  func testConcurrentSchedulingFromManyThreadsLosesNothing() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()

    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(index % 10))) {
        log.append(index)
      }
    }
    scheduler.advance(by: 1)

    XCTAssertEqual(log.values.sorted(), Array(0..<1_000))
  }
}

extension TestScheduler
where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
  /// Seconds since a `DispatchQueue.testScheduler` was created.
  fileprivate var nowInSeconds: Double {
    Double(now.dispatchTime.uptimeNanoseconds - 1) / 1_000_000_000
  }
  // Regression (issue 16 §2): `.seconds(.infinity)` and `.seconds(1e12)` trapped in the stride's
  // conversion; now they saturate to the unbounded stride, which the scheduler refuses.
  func testNonFiniteAdvanceIsAReportedFailureAndRunsNothing() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()
    scheduler.schedule { log.append("work") }

    let failures = withExpectedFailures {
      scheduler.advance(by: .seconds(.infinity))
      scheduler.advance(by: .seconds(1e12))
      scheduler.advance(by: .seconds(Int.max))
    }

    let message =
      "TestScheduler.advance(by:) was called with a non-finite stride (∞). Time only moves by "
      + "finite amounts; nothing was run. To run all pending work, call run()."
    XCTAssertEqual(failures, [message, message, message])
    XCTAssertEqual(log.values, [])
    XCTAssertEqual(scheduler.nowInSeconds, 0)
  }

  func testNegativeInfiniteAdvanceIsAReportedFailure() {
    let scheduler = DispatchQueue.testScheduler

    let failures = withExpectedFailures {
      scheduler.advance(by: .seconds(-.infinity))
    }

    XCTAssertEqual(
      failures,
      [
        "TestScheduler.advance(by:) was called with a non-finite stride (-∞). Time only moves by "
          + "finite amounts; nothing was run. To run all pending work, call run()."
      ])
  }

  func testNotANumberAdvanceIsReportedOnceAndAdvancesByZero() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()
    scheduler.schedule { log.append("work") }

    let failures = withExpectedFailures {
      scheduler.advance(by: .seconds(.nan))
    }

    XCTAssertEqual(
      failures,
      [
        "DispatchQueue.SchedulerTimeType.Stride was given a number of seconds that is not a "
          + "number (nan); it was read as zero."
      ])
    XCTAssertEqual(log.values, ["work"])
    XCTAssertEqual(scheduler.nowInSeconds, 0)
  }

  func testAdvancingToTheEndOfTimeIsAReportedFailureAndRunsNothing() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()
    scheduler.schedule { log.append("work") }

    let failures = withExpectedFailures {
      scheduler.advance(to: .init(.distantFuture))
    }

    XCTAssertEqual(
      failures,
      [
        "TestScheduler.advance(to:) was called with a time at a non-finite stride from now (∞). "
          + "Time only moves by finite amounts; nothing was run. To run all pending work, call "
          + "run()."
      ])
    XCTAssertEqual(log.values, [])
  }

  func testOperationQueueTimeRefusesAnInfiniteAdvance() {
    let scheduler = TestSchedulerOf<OperationQueue>(
      now: .init(Date(timeIntervalSinceReferenceDate: 0)))
    let log = Recorder<String>()
    scheduler.schedule(after: scheduler.now.advanced(by: 5)) { log.append("work") }

    let failures = withExpectedFailures {
      scheduler.advance(by: .seconds(.infinity))
      scheduler.advance(to: scheduler.now.advanced(by: .seconds(.infinity)))
    }

    XCTAssertEqual(
      failures,
      [
        "TestScheduler.advance(by:) was called with a non-finite stride (∞). Time only moves by "
          + "finite amounts; nothing was run. To run all pending work, call run().",
        "TestScheduler.advance(to:) was called with a time at a non-finite stride from now (∞). "
          + "Time only moves by finite amounts; nothing was run. To run all pending work, call "
          + "run().",
      ])
    XCTAssertEqual(log.values, [])
    scheduler.advance(by: 5)
    XCTAssertEqual(log.values, ["work"])
  }

  func testInfiniteIntervalRunsOnceWithoutAFailure() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<Int>()
    var timer: (any Cancellable)?

    let failures = withExpectedFailures {
      timer = scheduler.schedule(after: scheduler.now, interval: .seconds(.infinity)) {
        log.append(1)
      }
      scheduler.run()
    }

    XCTAssertEqual(failures, [])
    XCTAssertEqual(log.count, 1)
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    timer?.cancel()
  }

  // Regression (issue 16 §15): cancelled timers left their keys in the heap until time reached
  // them.
  func testCancelledWorkDoesNotPileUpInTheQueue() {
    let scheduler = DispatchQueue.testScheduler
    for _ in 0..<10_000 {
      scheduler.schedule(after: scheduler.now.advanced(by: 1), interval: 1) {}.cancel()
    }

    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    XCTAssertLessThanOrEqual(scheduler.queuedKeyCount, 2 * 64 + 2)
  }
}
