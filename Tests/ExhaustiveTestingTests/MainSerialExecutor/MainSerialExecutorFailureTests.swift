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
    let line = #line + 4
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(stallTimeout: .zero) {
        // The task is created on the line `line` names.
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

        1 task is suspended and nothing queued can resume them:
          • a task created in closure #1 in closure #1 in \
        MainSerialExecutorFailureTests.testAStallIsReportedAndCancelledInsteadOfHanging() at \
        MainSerialExecutorFailureTests.swift:\(line)

        Feed what they await (a stream, a continuation), or cancel them before awaiting. A task \
        sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot advance \
        it: give the model a clock, and the test a TestClock. The scope's tasks were cancelled so \
        the test can go on.
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
        The test is suspended inside withMainSerialExecutor and nothing arrived to resume it \
        within the stall timeout (10 milliseconds); no task started in the scope is alive, so what it \
        awaits is outside the scope's sight.

        A task sleeping in real time (Task.sleep, ContinuousClock) longer than the stall timeout \
        waits where the scope cannot advance it: give the model a clock, and the test a TestClock, or \
        pass a longer stallTimeout. Otherwise it awaits what nothing will deliver: feed what it awaits \
        (a stream, a continuation). The scope's tasks were cancelled so the test can go on.
        """
      ])
  }

  @MainActor
  func testTasksStillRunningWhenTheScopeEnds() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    let clock = TestClock()
    let log = MainLog()
    let line = #line + 3
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
        queued to resume them):
          • a task created in closure #1 in closure #1 in \
        MainSerialExecutorFailureTests.testTasksStillRunningWhenTheScopeEnds() at \
        MainSerialExecutorFailureTests.swift:\(line)
          • a task created in closure #1 in closure #1 in \
        MainSerialExecutorFailureTests.testTasksStillRunningWhenTheScopeEnds() at \
        MainSerialExecutorFailureTests.swift:\(line + 4), sleeping on a TestClock until 1 second \
        (the clock's now: 0 seconds)

        Advance the test clock, feed what they await (a stream, a continuation), or cancel them \
        before the scope ends. Pass allowsUnfinishedTasks: true to leave them running. They were \
        cancelled.
        """
      ])
    XCTAssertEqual(log.entries, ["stream ended", "sleep cancelled"])
  }

  /// Each task is named by the function that created it, in the order they were created.
  @MainActor
  func testTasksCreatedInTwoFunctionsAreEachNamed() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    let clock = TestClock()
    var lines: [Int] = []
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        lines.append(listen(to: stream))
        lines.append(sleep(on: clock))
        await settle()
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 2 tasks are still running (suspended with nothing \
        queued to resume them):
          • a task created in MainSerialExecutorFailureTests.listen(to:) at \
        MainSerialExecutorFailureTests.swift:\(lines[0])
          • a task created in MainSerialExecutorFailureTests.sleep(on:) at \
        MainSerialExecutorFailureTests.swift:\(lines[1]), sleeping on a TestClock until 1 \
        second (the clock's now: 0 seconds)

        Advance the test clock, feed what they await (a stream, a continuation), or cancel them \
        before the scope ends. Pass allowsUnfinishedTasks: true to leave them running. They were \
        cancelled.
        """
      ])
  }

  /// Tasks that finished are not listed, whether or not the test still holds them; nor are
  /// child tasks (they live inside the task that awaits them, which is listed).
  @MainActor
  func testOnlyTasksStillAliveAreListed() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    var line = 0
    var held: Task<Void, Never>?
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        held = Task {}
        Task {}
        line = listenInChildTask(to: stream)
        await settle()
      }
    }
    XCTAssertNotNil(held)
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing \
        queued to resume them):
          • a task created in MainSerialExecutorFailureTests.listenInChildTask(to:) at \
        MainSerialExecutorFailureTests.swift:\(line)

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
  }

  /// A task that settles the queue itself runs other tasks' ends inside its own job; those do
  /// not count as its own end.
  @MainActor
  func testATaskThatSettlesInsideItselfIsStillListed() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    let line = #line + 3
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        Task { @MainActor in
          Task {}
          await settle()
          for await _ in stream {}
        }
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
        MainSerialExecutorFailureTests.testATaskThatSettlesInsideItselfIsStillListed() at \
        MainSerialExecutorFailureTests.swift:\(line)

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
  }

  /// A task started on an executor of its own never passes through the scope's queue: it is
  /// counted (it holds the scope's marker) but cannot be placed, and the list says so.
  @MainActor
  func testATaskOnItsOwnExecutorIsCountedButNotPlaced() async throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      throw XCTSkip("Task executor preference needs macOS 15 / iOS 18 / tvOS 18 / watchOS 11")
    }
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let (other, otherContinuation) = AsyncStream.makeStream(of: Int.self)
    let line = #line + 4
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        Task(executorPreference: QueueTaskExecutor()) { for await _ in stream {} }
        Task { for await _ in other {} }
        await settle()
      }
    }
    continuation.finish()
    otherContinuation.finish()
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 2 tasks are still running (suspended with nothing \
        queued to resume them):
          • a task created in closure #1 in closure #1 in \
        MainSerialExecutorFailureTests.testATaskOnItsOwnExecutorIsCountedButNotPlaced() at \
        MainSerialExecutorFailureTests.swift:\(line)
          • 1 more task the scope cannot place (created on an executor of its own, out of its \
        sight)

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
  }

  /// A long list shows its first and last ten tasks and how many are between, as the test
  /// store's lists do.
  @MainActor
  func testALongListKeepsItsEnds() async {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    var line = 0
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        for _ in 1...25 { line = listen(to: stream) }
        await settle()
      }
    }
    let task =
      "  • a task created in MainSerialExecutorFailureTests.listen(to:) at "
      + "MainSerialExecutorFailureTests.swift:\(line)"
    let tenTasks = Array(repeating: task, count: 10).joined(separator: "\n")
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 25 tasks are still running (suspended with nothing \
        queued to resume them):
        \(tenTasks)
          … (5 more)
        \(tenTasks)

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
  }

  /// The synchronous form (a synchronous test on the main thread) reports its tasks as well.
  @MainActor
  func testTheSynchronousFormNamesItsTasks() {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    var line = 0
    let failures = withExpectedFailures {
      withMainSerialExecutor {
        line = listen(to: stream)
        settle()
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing \
        queued to resume them):
          • a task created in MainSerialExecutorFailureTests.listen(to:) at \
        MainSerialExecutorFailureTests.swift:\(line)

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
  }

  /// Starts a task that waits on `stream`; returns the line that creates it.
  @MainActor
  private func listen(to stream: AsyncStream<Int>) -> Int {
    Task { for await _ in stream {} }
    return #line - 1
  }

  /// Starts a task that sleeps on `clock`; returns the line that creates it.
  @MainActor
  private func sleep(on clock: TestClock<Duration>) -> Int {
    Task { try? await clock.sleep(for: .seconds(1)) }
    return #line - 1
  }

  /// Starts a task that waits on `stream` in an `async let` child; returns the line that
  /// creates the task.
  @MainActor
  private func listenInChildTask(to stream: AsyncStream<Int>) -> Int {
    Task {
      async let child: Void = { for await _ in stream {} }()
      await child
    }
    return #line - 4
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

/// A task executor of its own: jobs run on a global dispatch queue, out of any scope's sight.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class QueueTaskExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
