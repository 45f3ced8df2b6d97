import ExhaustiveCore
import ExhaustiveTesting
import Testing
import XCTest

/// What a stall and the scope's end say about sleeping tasks: a test clock sleep is named with
/// its deadline and the clock's now, and only then is the test told to advance the test clock;
/// a task sleeping in real time is never told to.
final class ScopeSleepTests: XCTestCase {
  @MainActor
  func testAStallNamesTheTestClockSleep() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    let line = #line + 4
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(stallTimeout: .zero) {
        // The task is created on the line `line` names.
        let task = Task { try await clock.sleep(for: .milliseconds(1500)) }
        _ = await task.result
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The test is suspended inside withMainSerialExecutor, but nothing queued can resume it: \
        it awaits work that waits on the test.

        1 task is suspended and nothing queued can resume them:
          • a task created in closure #1 in closure #1 in \
        ScopeSleepTests.testAStallNamesTheTestClockSleep() at ScopeSleepTests.swift:\(line), \
        sleeping on a TestClock until 3.5 seconds (the clock's now: 2 seconds)

        Advance the test clock, feed what they await (a stream, a continuation), or cancel them \
        before awaiting. The scope's tasks were cancelled so the test can go on.
        """
      ])
  }

  @MainActor
  func testATaskSleepingInRealTimeIsNotToldToAdvanceATestClock() async {
    let line = #line + 4
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        // The task is created on the line `line` names.
        Task { try await Task.sleep(for: .seconds(60)) }
        await settle()
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing \
        queued to resume them):
          • a task created in closure #1 in closure #1 in \
        ScopeSleepTests.testATaskSleepingInRealTimeIsNotToldToAdvanceATestClock() at \
        ScopeSleepTests.swift:\(line)

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
  }

  /// The test's own real-time sleep, longer than the stall timeout, is reported as what it may
  /// be: a sleep outside the scope's sight, not work that waits on the test, and never a test
  /// clock to advance. (The sleep is cancelled by the report, long before it would end.)
  @MainActor
  func testTheTestSleepingInRealTimeIsReportedAsOutsideTheScopesSight() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(stallTimeout: .milliseconds(50)) {
        try? await Task.sleep(for: .seconds(600))
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The test is suspended inside withMainSerialExecutor and nothing arrived to resume it \
        within the stall timeout (50 milliseconds); no task started in the scope is alive, so \
        what it awaits is outside the scope's sight.

        A task sleeping in real time (Task.sleep, ContinuousClock) longer than the stall timeout \
        waits where the scope cannot advance it: give the model a clock, and the test a \
        TestClock, or pass a longer stallTimeout. Otherwise it awaits what nothing will \
        deliver: feed what it awaits (a stream, a continuation). The scope's tasks were \
        cancelled so the test can go on.
        """
      ])
  }

  /// A sleep that is over (woken by the test) is not named.
  @MainActor
  func testAWokenSleepIsNotNamed() async {
    let clock = TestClock()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        Task {
          try await clock.sleep(for: .seconds(1))
          for await _ in stream {}
        }
        await settle()
        await clock.advance(by: .seconds(1))
      }
    }
    continuation.finish()
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.contains("sleeping on a TestClock"), false)
    XCTAssertEqual(failures.first?.contains("Advance the test clock"), false)
  }
}

@Suite struct SwiftTestingScopeSleepTests {
  @Test @MainActor func theScopesEndNamesTheTestClockSleep() async {
    let clock = TestClock()
    let line = #line + 4
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        // The task is created on the line `line` names.
        Task { try await clock.sleep(for: .seconds(1)) }
        await settle()
      }
    }
    #expect(
      failures == [
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing \
        queued to resume them):
          • a task created in closure #1 in closure #1 in \
        SwiftTestingScopeSleepTests.theScopesEndNamesTheTestClockSleep() at \
        ScopeSleepTests.swift:\(line), sleeping on a TestClock until 1 second (the clock's now: \
        0 seconds)

        Advance the test clock, feed what they await (a stream, a continuation), or cancel them \
        before the scope ends. Pass allowsUnfinishedTasks: true to leave them running. They were \
        cancelled.
        """
      ])
  }
}
