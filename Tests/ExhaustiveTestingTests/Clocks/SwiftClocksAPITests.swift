import ExhaustiveCore
import ExhaustiveTesting
import Testing
import XCTest

/// swift-clocks 1.1.1's API as it spells it: clocks generic over their duration, the static
/// members, `checkSuspension()`, `run(timeout:)`, `timer(interval:)` and `AnyClock`. Work runs
/// inside `withMainSerialExecutor`, so what the clock wakes has run when `advance` returns.
final class SwiftClocksAPITests: XCTestCase {
  func testTheClocksInferSwiftDurationAndTakeAnyOther() {
    let test: TestClock<Duration> = TestClock()
    let immediate: ImmediateClock<Duration> = ImmediateClock()
    let unimplemented: UnimplementedClock<Duration> = UnimplementedClock()
    XCTAssertEqual(test.now.offset, .zero)
    XCTAssertEqual(immediate.now.offset, .zero)
    _ = unimplemented

    let ticking = TestClock<Ticks>(now: .init(offset: Ticks(3)))
    ticking.advance(by: Ticks(2))
    XCTAssertEqual(ticking.now.offset, Ticks(5))
    XCTAssertEqual(ticking.now.description, "5 ticks")
  }

  func testTheStaticMembersMakeEachClock() {
    func clock<C: Clock<Duration>>(_ clock: C) -> String { "\(type(of: clock))" }
    XCTAssertEqual(clock(.test), "TestClock<Duration>")
    XCTAssertEqual(clock(.immediate), "ImmediateClock<Duration>")
    XCTAssertEqual(clock(.unimplemented()), "UnimplementedClock<Duration>")
  }

  func testAnUnimplementedClockNamedAsSwiftClocksNamesItReportsItsSleep() async {
    let clock: UnimplementedClock<Duration> = .unimplemented("mainClock")
    let failures = await withExpectedFailures {
      try? await clock.sleep(for: .seconds(1))
    }
    XCTAssertEqual(failures, ["Unimplemented: mainClock.sleep(for: 1 second) was called."])
    let labelled = UnimplementedClock(name: "timerClock")
    let more = await withExpectedFailures {
      try? await labelled.sleep(for: .milliseconds(250))
    }
    XCTAssertEqual(more, ["Unimplemented: timerClock.sleep(for: 250 milliseconds) was called."])
  }

  @MainActor
  func testCheckSuspensionThrowsWhileATaskSleepsOnTheClock() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task { try await clock.sleep(for: .seconds(1)) }
      do {
        try await clock.checkSuspension()
        XCTFail("checkSuspension() did not throw while a task slept")
      } catch {
        XCTAssertEqual(error as? SuspensionError, SuspensionError())
      }
      await clock.advance(by: .seconds(1))
      try await clock.checkSuspension()
      try await task.value
    }
  }

  @MainActor
  func testCheckSuspensionDoesNotThrowOnceTheSleeperIsCancelled() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task { try await clock.sleep(for: .seconds(1)) }
      await settle()
      task.cancel()
      try await clock.checkSuspension()
      let result = await task.result
      XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }
  }

  @MainActor
  func testRunWithATimeoutRunsEverySleeperOut() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let log = Recorder<String>()
      let task = Task {
        for _ in 1...5 {
          try await clock.sleep(for: .seconds(1))
          log.append("woke at \(clock.now)")
        }
      }
      await clock.run(timeout: .seconds(30))
      XCTAssertEqual(
        log.values,
        [
          "woke at 1.0 seconds", "woke at 2.0 seconds", "woke at 3.0 seconds",
          "woke at 4.0 seconds", "woke at 5.0 seconds",
        ])
      _ = await task.result
    }
  }

  @MainActor
  func testRunReportsATimerThatOutlastsItsTimeout() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task {
        while true { try await clock.sleep(for: .seconds(1)) }
      }
      await settle()
      // A zero timeout expires after the first wake-up, whatever the machine's speed.
      let failures = await withExpectedFailures { await clock.run(timeout: .zero) }
      XCTAssertEqual(
        failures,
        [
          """
          TestClock.run(timeout:) gave up after 0 seconds of real time: 1 sleeper is still \
          pending on the clock, the next due at 2 seconds (the clock's now: 1 second). Is an \
          effect sleeping in a loop? Advance the clock by a fixed duration instead, or cancel \
          what sleeps before running the clock out. Pass a longer timeout only if the sleepers \
          are slow to finish, not endless.
          """
        ])
      task.cancel()
      _ = await task.result
    }
  }

  @MainActor
  func testATimerTicksEveryIntervalOfTheClock() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let ticks = Recorder<String>()
      let task = Task {
        for await instant in clock.timer(interval: .seconds(2)).prefix(3) {
          ticks.append("\(instant)")
        }
        ticks.append("done")
      }
      await settle()
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(ticks.values, [])
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(ticks.values, ["2.0 seconds"])
      await clock.advance(by: .seconds(4))
      XCTAssertEqual(ticks.values, ["2.0 seconds", "4.0 seconds", "6.0 seconds", "done"])
      await task.value
    }
  }

  @MainActor
  func testATimerEndsWhenItsTaskIsCancelled() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task { () -> Int in
        var count = 0
        for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
        return count
      }
      await clock.advance(by: .seconds(3))
      task.cancel()
      let count = await task.value
      XCTAssertEqual(count, 3)
    }
  }

  @MainActor
  func testAnErasedClockReadsAndSleepsOnTheClockItWraps() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      await clock.advance(by: .seconds(10))
      let erased = AnyClock(clock)
      XCTAssertEqual(erased.now.duration(to: erased.now), .zero)
      let log = Recorder<String>()
      let task = Task {
        try await erased.sleep(for: .seconds(2))
        log.append("woke at \(clock.now)")
      }
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(log.values, [])
      XCTAssertEqual(erased.now.duration(to: AnyClock(clock).now), .seconds(-1))
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(log.values, ["woke at 12.0 seconds"])
      XCTAssertEqual(erased.minimumResolution, .zero)
      _ = await task.result
    }
  }

  /// Outside `withMainSerialExecutor`, as swift-clocks' own tests run, the async `advance` wakes
  /// a task sleeping on the clock, and that task then finishes without another advance.
  ///
  /// Whether the woken task has finished by the time `advance` returns is not asserted: outside
  /// a scope the clock only yields (as swift-clocks does), and `sleep` is nonisolated, so the
  /// task reaches its sleep and leaves it through the global executor, whose threads a loaded
  /// machine can delay past any number of yields (seen on two cores under a load of 16). The
  /// test waits, in real time and boundedly, for the sleep to start instead.
  @MainActor
  func testAdvanceOutsideTheScopeWakesTheSleepingTask() async throws {
    let clock = TestClock()
    let isFinished = Lock(false)
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      isFinished.withLock { $0 = true }
    }
    let start = ContinuousClock.now
    while clock.sleeperCount == 0, ContinuousClock.now - start < .seconds(30) {
      try await Task.sleep(for: .milliseconds(1))
    }
    XCTAssertEqual(clock.sleeperCount, 1)
    await clock.advance(by: .seconds(1))
    // Woken, the task ends by itself; should it not have been (the assertion above failed),
    // cancelling it ends the test with that failure instead of a wait that never ends.
    if clock.sleeperCount != 0 { task.cancel() }
    _ = await task.result
    XCTAssertEqual(isFinished.value, true)
    XCTAssertEqual(clock.sleeperCount, 0)
  }
}

/// The same under Swift Testing, where a failure goes to the running test.
@Suite struct SwiftClocksAPISwiftTestingTests {
  @Test @MainActor func checkSuspensionThrowsWhileATaskSleeps() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task { try await clock.sleep(for: .seconds(1)) }
      await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
      await clock.advance(by: .seconds(1))
      try await clock.checkSuspension()
      try await task.value
    }
  }

  @Test @MainActor func runReportsATimerThatOutlastsItsTimeout() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task { while true { try await clock.sleep(for: .seconds(1)) } }
      await settle()
      let failures = await withExpectedFailures { await clock.run(timeout: .zero) }
      #expect(failures.count == 1)
      #expect(failures.first?.hasPrefix("TestClock.run(timeout:) gave up after 0 seconds") == true)
      task.cancel()
      _ = await task.result
    }
  }
}

/// A duration type of its own, to show the clocks are generic over it.
private struct Ticks: DurationProtocol, Hashable, CustomStringConvertible {
  var count: Int
  init(_ count: Int) { self.count = count }

  static var zero: Ticks { Ticks(0) }
  static func + (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.count + rhs.count) }
  static func - (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.count - rhs.count) }
  static func < (lhs: Ticks, rhs: Ticks) -> Bool { lhs.count < rhs.count }
  static func / (lhs: Ticks, rhs: Int) -> Ticks { Ticks(lhs.count / rhs) }
  static func * (lhs: Ticks, rhs: Int) -> Ticks { Ticks(lhs.count * rhs) }
  static func / (lhs: Ticks, rhs: Ticks) -> Double { Double(lhs.count) / Double(rhs.count) }
  var description: String { "\(count) ticks" }
}

/// swift-clocks' `UnimplementedClock(_ base:)`: time read from the wrapped clock, and a sleep
/// still reported.
final class UnimplementedClockWrappingTests: XCTestCase {
  func testItReadsTheWrappedClocksTimeAndReportsASleep() async {
    let base = TestClock()
    await base.advance(by: .seconds(5))
    let clock = UnimplementedClock(base)
    XCTAssertEqual(clock.now.offset, .zero)
    await base.advance(by: .seconds(2))
    XCTAssertEqual(clock.now.offset, .seconds(2))
    let failures = await withExpectedFailures {
      do {
        try await clock.sleep(for: .seconds(1))
        XCTFail("the sleep returned")
      } catch {
        XCTAssertTrue(error is CancellationError)
      }
    }
    XCTAssertEqual(
      failures, ["Unimplemented: TestClock<Duration>.sleep(for: 1 second) was called."])
  }
}
