import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// The failures of `withMainSerialExecutor` and `settle()`, pinned whole.
final class MainSerialExecutorFailureTests: XCTestCase {
  /// The test awaits a task that waits on a stream only the test feeds: reported (at once with a
  /// zero timeout) and cancelled, so the test goes on.
  @MainActor
  func testAStallIsReportedAndCancelledInsteadOfHanging() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(stallTimeout: .zero) {
        let task = Task { for await _ in stream {} }
        await task.value
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The test is suspended inside withMainSerialExecutor, but nothing queued can resume it: \
        it awaits work that waits on the test.

        1 task is suspended and nothing queued can resume them. Feed what they await (a stream, \
        a continuation), advance the test clock, or cancel them before awaiting. The scope's \
        tasks were cancelled so the test can go on.
        """
      ])
  }

  /// The test itself awaits what only it could provide.
  @MainActor
  func testAStallOfTheTestAlone() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(stallTimeout: .milliseconds(10)) {
        for await _ in stream {}
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The test is suspended inside withMainSerialExecutor, but nothing queued can resume it: \
        it awaits work that waits on the test.

        No other task is alive. Feed what they await (a stream, a continuation), advance the \
        test clock, or cancel them before awaiting. The scope's tasks were cancelled so the test \
        can go on.
        """
      ])
  }

  @MainActor
  func testTasksStillRunningWhenTheScopeEnds() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    let clock = TestClock()
    let log = MainLog()
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        Task {
          for await _ in stream {}
          log.append("stream ended")
        }
        Task {
          do {
            try await clock.sleep(for: .seconds(1))
          } catch {
            log.append("sleep cancelled")
          }
        }
        await settle()
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 2 tasks are still running (suspended with nothing \
        queued to resume them).

        Feed what they await, advance the test clock, or cancel them before the scope ends; pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
    XCTAssertEqual(log.entries, ["stream ended", "sleep cancelled"])
  }

  @MainActor
  func testSettleOutsideAScope() async {
    let failures = await withExpectedFailures {
      await settle()
    }
    XCTAssertEqual(
      failures,
      [
        """
        settle() was called outside withMainSerialExecutor, so there is no queue to run. Wrap \
        the test in withMainSerialExecutor { … }.
        """
      ])
  }

  func testSynchronousSettleOffTheMainThread() async {
    let failures = await withExpectedFailures {
      await Task { settle() }.value
    }
    XCTAssertEqual(
      failures,
      [
        """
        settle() was called off the main thread. The scope's queue runs on the main thread: \
        call it from the main thread, or await it.
        """
      ])
  }
}
