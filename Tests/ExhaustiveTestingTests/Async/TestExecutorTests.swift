import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class TestExecutorTests: XCTestCase {
  func testNothingRunsUntilTheTestDrains() {
    let executor = TestExecutor()
    let log = Recorder<String>()
    executor.spawn { log.append("ran") }
    XCTAssertEqual(log.values, [])
    XCTAssertFalse(executor.isIdle)
    XCTAssertEqual(executor.runUntilIdle(), 1)
    XCTAssertEqual(log.values, ["ran"])
    XCTAssertTrue(executor.isIdle)
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testTasksRunInTheOrderTheyWereSpawned() {
    let executor = TestExecutor()
    let log = Recorder<String>()
    for name in ["a", "b", "c"] { executor.spawn { log.append(name) } }
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["a", "b", "c"])
  }

  func testChildTasksAndDefaultActorsRunWithinOneDrain() {
    let executor = TestExecutor()
    let log = Recorder<String>()
    let counter = Counter()
    executor.spawn {
      async let child: Void = log.append("async let")
      await child
      await withTaskGroup(of: Void.self) { group in
        group.addTask { log.append("group child") }
      }
      log.append("actor \(await counter.increment())")
      log.append("done")
    }
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["async let", "group child", "actor 1", "done"])
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testAResumedContinuationRunsOnlyWhenTheTestDrains() {
    let executor = TestExecutor()
    let log = Recorder<String>()
    let gate = Gate()
    executor.spawn {
      log.append("waiting")
      await gate.wait()
      log.append("resumed")
    }
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["waiting"])
    XCTAssertTrue(gate.isWaiting)
    XCTAssertEqual(executor.liveTaskCount, 1)

    gate.open()
    XCTAssertEqual(log.values, ["waiting"])
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["waiting", "resumed"])
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testAStreamSubscriptionHandlesEachElementOnDrain() {
    let executor = TestExecutor()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let log = Recorder<Int>()
    executor.spawn {
      for await element in stream { log.append(element) }
    }
    executor.runUntilIdle()
    continuation.yield(1)
    executor.runUntilIdle()
    XCTAssertEqual(log.values, [1])
    continuation.yield(2)
    executor.runUntilIdle()
    XCTAssertEqual(log.values, [1, 2])
    continuation.finish()
    executor.runUntilIdle()
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testJobsEnqueuedWhileDrainingRunInTheSameDrain() {
    let executor = TestExecutor()
    let log = Recorder<String>()
    let gate = Gate()
    executor.spawn {
      await gate.wait()
      log.append("second")
    }
    executor.spawn {
      log.append("first")
      gate.open()
    }
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["first", "second"])
  }

  func testANestedDrainKeepsFirstInFirstOutOrder() {
    let executor = TestExecutor()
    let log = Recorder<String>()
    executor.spawn {
      log.append("a")
      executor.spawn { log.append("c") }
      executor.runUntilIdle()
      log.append("a done")
    }
    executor.spawn { log.append("b") }
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["a", "b", "c", "a done"])
  }

  func testExecutorsDoNotShareTheirQueues() {
    let first = TestExecutor()
    let second = TestExecutor()
    let log = Recorder<String>()
    first.spawn { log.append("first") }
    second.spawn { log.append("second") }
    second.runUntilIdle()
    XCTAssertEqual(log.values, ["second"])
    first.runUntilIdle()
    XCTAssertEqual(log.values, ["second", "first"])
  }

  func testSpawnedTasksKnowTheirExecutor() {
    let executor = TestExecutor()
    let sawExecutor = Recorder<Bool>()
    executor.spawn { sawExecutor.append(TestExecutor.current === executor) }
    executor.runUntilIdle()
    XCTAssertEqual(sawExecutor.values, [true])
    XCTAssertNil(TestExecutor.current)
  }

  func testCancellingASpawnedTaskCancelsItsWork() {
    let executor = TestExecutor()
    let log = Recorder<String>()
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    let task = executor.spawn {
      for await _ in stream {}
      log.append("ended, cancelled: \(Task.isCancelled)")
    }
    executor.runUntilIdle()
    task.cancel()
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["ended, cancelled: true"])
    XCTAssertEqual(executor.liveTaskCount, 0)
  }

  func testStallIsNilWhenEveryEffectFinished() {
    let executor = TestExecutor()
    executor.spawn {}
    XCTAssertNil(executor.stall())
  }

  func testStallCountsSuspendedEffectsAndPendingSleepers() {
    let executor = TestExecutor()
    let clock = TestClock()
    let gate = Gate()
    executor.spawn { try? await clock.sleep(for: .seconds(2)) }
    executor.spawn { try? await clock.sleep(for: .milliseconds(500)) }
    executor.spawn { await gate.wait() }
    XCTAssertEqual(
      executor.stall(),
      EffectStall(suspendedEffects: 3, pendingSleepers: [.milliseconds(500), .seconds(2)])
    )
    clock.advance(by: .seconds(1))
    XCTAssertEqual(
      executor.stall(), EffectStall(suspendedEffects: 2, pendingSleepers: [.seconds(1)])
    )
    clock.advance(by: .seconds(1))
    XCTAssertEqual(executor.stall(), EffectStall(suspendedEffects: 1, pendingSleepers: []))
    gate.open()
    XCTAssertNil(executor.stall())
  }

  func testWaitForWorkReturnsWhenAJobArrivesFromAnotherThread() async {
    // The real-time path: work arriving from outside the executor (a network callback).
    let executor = TestExecutor()
    let gate = Gate()
    let log = Recorder<String>()
    executor.spawn {
      await gate.wait()
      log.append("resumed")
    }
    executor.runUntilIdle()
    Thread.detachNewThread { gate.open() }
    let arrived = await executor.waitForWork(timeout: .seconds(10))
    XCTAssertTrue(arrived)
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["resumed"])
  }

  func testWaitForWorkTimesOutWhenNothingArrives() async {
    // The real-time path, kept tiny.
    let executor = TestExecutor()
    let arrived = await executor.waitForWork(timeout: .milliseconds(10))
    XCTAssertFalse(arrived)
  }
}

private actor Counter {
  private var count = 0

  func increment() -> Int {
    count += 1
    return count
  }
}

/// The shape of the `TestExecutor` documentation example: plain async code, no store.
final class TestExecutorDocumentationTests: XCTestCase {
  func testACountdownModelDrivenByATestClock() {
    let executor = TestExecutor()
    let clock = TestClock()
    let model = CountdownModel(clock: clock)
    executor.spawn { await model.start() }
    XCTAssertEqual(model.count, 10)
    executor.runUntilIdle()
    XCTAssertEqual(model.count, 10)
    clock.advance(by: .seconds(1))
    XCTAssertEqual(model.count, 9)
    clock.advance(by: .seconds(9))
    XCTAssertEqual(model.count, 0)
    XCTAssertTrue(model.isConfettiVisible)
  }
}

/// Episode 239's countdown demo as a model.
private final class CountdownModel: Sendable {
  private let state = Lock((count: 10, isConfettiVisible: false))
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  var count: Int { state.value.count }
  var isConfettiVisible: Bool { state.value.isConfettiVisible }

  func start() async {
    while true {
      if count == 0 {
        state.withLock { $0.isConfettiVisible = true }
        return
      }
      try? await clock.sleep(for: .seconds(1))
      state.withLock { $0.count -= 1 }
    }
  }
}
