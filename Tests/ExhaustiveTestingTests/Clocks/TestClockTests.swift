import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class TestClockTests: XCTestCase {
  func testTimeStartsAtZeroAndMovesOnlyWhenAdvanced() {
    let clock = TestClock()
    XCTAssertEqual(clock.now, TestClock<Duration>.Instant(offset: .zero))
    clock.advance(by: .seconds(2))
    XCTAssertEqual(clock.now.offset, .seconds(2))
    clock.advance(to: TestClock<Duration>.Instant(offset: .seconds(5)))
    XCTAssertEqual(clock.now.offset, .seconds(5))
    XCTAssertEqual(clock.now.description, "5.0 seconds")
  }

  func testAdvancingWakesExactlyTheSleepersThatAreDue() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    for seconds in [3, 1, 2] {
      executor.spawn {
        try? await clock.sleep(for: .seconds(seconds))
        log.append("\(seconds)s woke at \(clock.now)")
      }
    }
    executor.runUntilIdle()
    XCTAssertEqual(log.values, [])

    clock.advance(by: .milliseconds(1_500))
    XCTAssertEqual(log.values, ["1s woke at 1.0 seconds"])
    XCTAssertEqual(clock.now.offset, .milliseconds(1_500))

    clock.advance(by: .milliseconds(1_500))
    XCTAssertEqual(
      log.values,
      ["1s woke at 1.0 seconds", "2s woke at 2.0 seconds", "3s woke at 3.0 seconds"]
    )
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testSleepersDueAtTheSameInstantWakeInTheOrderTheyStartedSleeping() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    executor.spawn {
      try? await clock.sleep(for: .seconds(1))
      log.append("a")
    }
    executor.spawn {
      try? await clock.sleep(for: .seconds(1))
      log.append("b")
    }
    executor.spawn {
      try? await clock.sleep(for: .milliseconds(500))
      log.append("c")
    }
    executor.spawn {
      try? await clock.sleep(for: .seconds(1))
      log.append("d")
    }
    executor.runUntilIdle()
    clock.advance(by: .seconds(1))
    XCTAssertEqual(log.values, ["c", "a", "b", "d"])
  }

  func testAdvancingSettlesEachWokenSleeperBeforeWakingTheNext() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    executor.spawn {
      try? await clock.sleep(for: .seconds(1))
      log.append("a woke at \(clock.now)")
      // Started during the advance and due within it: it wakes in the same advance.
      try? await clock.sleep(for: .seconds(1))
      log.append("a woke again at \(clock.now)")
    }
    executor.spawn {
      try? await clock.sleep(for: .milliseconds(1_500))
      log.append("b woke at \(clock.now)")
    }
    executor.runUntilIdle()
    clock.advance(by: .seconds(3))
    XCTAssertEqual(
      log.values,
      [
        "a woke at 1.0 seconds",
        "b woke at 1.5 seconds",
        "a woke again at 2.0 seconds",
      ]
    )
    XCTAssertEqual(clock.now.offset, .seconds(3))
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  // Regression (issue 16 §13): advancing into the past was silently ignored.
  func testAdvancingToThePastIsAReportedFailureAndLeavesTimeWhereItIs() {
    let clock = TestClock()
    clock.advance(by: .seconds(5))

    let failures = withRecordedFailures {
      clock.advance(to: TestClock<Duration>.Instant(offset: .seconds(2)))
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        "TestClock.advance(to:) was called with an instant 3 seconds before now. Time never "
          + "moves backwards; nothing was run."
      ])
    XCTAssertEqual(failures.map(\.location.line), [#line - 9])
    XCTAssertEqual(clock.now.offset, .seconds(5))
  }

  // Regression (issue 16 §13): a negative advance was silently ignored.
  func testNegativeAdvanceIsAReportedFailureAndWakesNothing() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    clock.advance(by: .seconds(1))
    executor.spawn {
      try? await clock.sleep(until: TestClock<Duration>.Instant(offset: .milliseconds(1_500)))
      log.append("woke")
    }
    executor.runUntilIdle()

    let failures = withRecordedFailures {
      clock.advance(by: .milliseconds(-500))
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        "TestClock.advance(by:) was called with a negative duration (-500 milliseconds). Time "
          + "never moves backwards; nothing was run."
      ])
    XCTAssertEqual(failures.map(\.location.line), [#line - 9])
    XCTAssertEqual(clock.now.offset, .seconds(1))
    XCTAssertEqual(log.values, [])
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(log.values, ["woke"])
  }

  func testTheAsyncOverloadsReportMovingBackwardsToo() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))

    let failures = await withExpectedFailures {
      await clock.advance(by: .seconds(-1))
      await clock.advance(to: TestClock<Duration>.Instant(offset: .milliseconds(1_250)))
    }

    XCTAssertEqual(
      failures,
      [
        "TestClock.advance(by:) was called with a negative duration (-1 second). Time never "
          + "moves backwards; nothing was run.",
        "TestClock.advance(to:) was called with an instant 750 milliseconds before now. Time never "
          + "moves backwards; nothing was run.",
      ])
    XCTAssertEqual(clock.now.offset, .seconds(2))
  }

  // Regression (issue 16 §2, test clocks): instant arithmetic overflowed `Duration` and trapped.
  func testHugeAdvancesSaturateAtTheClocksHorizonInsteadOfTrapping() {
    let clock = TestClock()
    let horizon = Duration.seconds(Int64.max)
    let huge = horizon * 18

    clock.advance(by: huge)
    clock.advance(by: huge)

    XCTAssertEqual(clock.now.offset, horizon)
    let far = TestClock<Duration>.Instant(offset: huge)
    XCTAssertEqual(far.advanced(by: huge).offset, horizon)
    XCTAssertEqual(far.advanced(by: .zero - huge).offset, .zero - horizon)
    let nearEnd = TestClock<Duration>.Instant(offset: .zero - horizon)
    XCTAssertEqual(nearEnd.duration(to: far), horizon * 2)
    XCTAssertEqual(
      withExpectedFailures { clock.advance(to: nearEnd) },
      [
        "TestClock.advance(to:) was called with an instant 1.8446744073709552e+19 seconds before "
          + "now. Time never moves backwards; nothing was run."
      ])
  }

  func testSleepingUntilAPastDeadlineReturnsAtOnce() {
    let executor = TestExecutor()
    let clock = TestClock()
    clock.advance(by: .seconds(5))
    let log = Recorder<String>()
    executor.spawn {
      do {
        try await clock.sleep(until: TestClock<Duration>.Instant(offset: .seconds(5)))
        try await clock.sleep(until: TestClock<Duration>.Instant(offset: .seconds(1)))
        try await clock.sleep(for: .zero)
        log.append("returned")
      } catch {
        log.append("threw \(error)")
      }
    }
    XCTAssertEqual(executor.runUntilIdle(), 1)
    XCTAssertEqual(log.values, ["returned"])
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testCancellationRemovesTheSleeperAtOnceAndThrowsIntoIt() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    let task = executor.spawn {
      do {
        try await clock.sleep(for: .seconds(1))
        log.append("woke")
      } catch {
        log.append("threw \(type(of: error)) at \(clock.now)")
      }
    }
    executor.runUntilIdle()
    XCTAssertEqual(clock.sleeperCount, 1)

    task.cancel()
    XCTAssertEqual(clock.sleeperCount, 0)
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["threw CancellationError at 0.0 seconds"])

    clock.advance(by: .seconds(1))
    XCTAssertEqual(log.values, ["threw CancellationError at 0.0 seconds"])
  }

  func testATaskCancelledBeforeItSleepsThrowsWithoutRegisteringASleeper() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    let task = executor.spawn {
      do {
        try await clock.sleep(for: .seconds(1))
        log.append("woke")
      } catch {
        log.append("threw \(type(of: error))")
      }
    }
    task.cancel()
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["threw CancellationError"])
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testCancellingOneSleeperLeavesTheOthers() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    let first = executor.spawn {
      do {
        try await clock.sleep(for: .seconds(1))
        log.append("first woke")
      } catch {
        log.append("first cancelled")
      }
    }
    executor.spawn {
      try? await clock.sleep(for: .seconds(1))
      log.append("second woke")
    }
    executor.runUntilIdle()
    first.cancel()
    clock.advance(by: .seconds(1))
    XCTAssertEqual(log.values, ["first cancelled", "second woke"])
  }

  func testRunWakesEverySleeperInOrderUntilNoneIsLeft() {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    executor.spawn {
      for _ in 1...3 {
        try? await clock.sleep(for: .seconds(10))
        log.append("tick at \(clock.now)")
      }
    }
    executor.spawn {
      try? await clock.sleep(for: .seconds(15))
      log.append("once at \(clock.now)")
    }
    executor.runUntilIdle()
    clock.run()
    XCTAssertEqual(
      log.values,
      [
        "tick at 10.0 seconds", "once at 15.0 seconds", "tick at 20.0 seconds",
        "tick at 30.0 seconds",
      ]
    )
    XCTAssertEqual(clock.now.offset, .seconds(30))
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testRunReportsASleeperThatNeverStops() {
    let executor = TestExecutor()
    let clock = TestClock()
    let task = executor.spawn {
      while !Task.isCancelled { try? await clock.sleep(for: .seconds(1)) }
    }
    executor.runUntilIdle()
    let failures = withExpectedFailures { clock.run(maxWakeUps: 10) }
    XCTAssertEqual(
      failures,
      [
        "TestClock.run() woke 10 sleepers and more are still pending; is an effect sleeping in a "
          + "loop? Advance the clock by a fixed duration instead."
      ]
    )
    XCTAssertEqual(clock.now.offset, .seconds(10))
    task.cancel()
    executor.runUntilIdle()
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testATickingTaskAdvancedOneSecondAtATime() {
    let executor = TestExecutor()
    let clock = TestClock()
    let ticks = Lock(0)
    executor.spawn {
      for _ in 1...1_000 {
        try? await clock.sleep(for: .seconds(1))
        ticks.withLock { $0 += 1 }
      }
    }
    executor.runUntilIdle()
    for expected in 1...1_000 {
      clock.advance(by: .seconds(1))
      XCTAssertEqual(ticks.value, expected)
    }
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testTheAsyncOverloadsAdvanceLikeTheSynchronousOnes() async {
    let executor = TestExecutor()
    let clock = TestClock()
    let log = Recorder<String>()
    executor.spawn {
      try? await clock.sleep(for: .seconds(1))
      log.append("woke at \(clock.now)")
      try? await clock.sleep(for: .seconds(1))
      log.append("woke at \(clock.now)")
      try? await clock.sleep(for: .seconds(1))
      log.append("woke at \(clock.now)")
    }
    executor.runUntilIdle()
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(log.values, ["woke at 1.0 seconds"])
    await clock.advance(to: TestClock<Duration>.Instant(offset: .seconds(2)))
    XCTAssertEqual(log.values, ["woke at 1.0 seconds", "woke at 2.0 seconds"])
    await clock.run()
    XCTAssertEqual(
      log.values, ["woke at 1.0 seconds", "woke at 2.0 seconds", "woke at 3.0 seconds"]
    )
  }

  @MainActor
  func testWorksFromAMainActorTestThroughAnExistential() async {
    let executor = TestExecutor()
    let clock = TestClock()
    let environment = Environment(clock: clock)
    let log = Recorder<String>()
    executor.spawn {
      try? await environment.clock.sleep(for: .seconds(1))
      log.append("woke")
    }
    executor.runUntilIdle()
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(log.values, ["woke"])
  }
}

private struct Environment: Sendable {
  var clock: any Clock<Duration>
}
