import Dispatch
import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// What runs inside `withMainSerialExecutor`, and when.
final class MainSerialExecutorTests: XCTestCase {
  @MainActor
  func testSettleRunsAnUnstructuredMainActorTask() async {
    await withMainSerialExecutor {
      let log = MainLog()
      Task { log.append("task") }
      XCTAssertEqual(log.entries, [])
      await settle()
      XCTAssertEqual(log.entries, ["task"])
    }
  }

  @MainActor
  func testSettleFollowsEveryHopThroughNonisolatedCode() async {
    await withMainSerialExecutor {
      let log = MainLog()
      Task {
        for index in 1...50 {
          await nonisolatedHop()
          log.append("hop \(index)")
        }
      }
      await settle()
      XCTAssertEqual(log.entries.count, 50)
    }
  }

  /// Two tasks that suspend at every step interleave in one order, every time.
  @MainActor
  func testInterleavingIsDeterministic() async {
    for _ in 1...100 {
      await withMainSerialExecutor {
        let log = MainLog()
        Task {
          for index in 0..<3 {
            log.append("a\(index)")
            await Task.yield()
          }
        }
        Task {
          for index in 0..<3 {
            log.append("b\(index)")
            await Task.yield()
          }
        }
        await settle()
        XCTAssertEqual(log.entries, ["a0", "b0", "a1", "b1", "a2", "b2"])
      }
    }
  }

  @MainActor
  func testChildTasksRunOnTheQueue() async {
    await withMainSerialExecutor {
      let log = MainLog()
      Task {
        let sum = await withTaskGroup(of: Int.self) { group in
          for index in 1...10 { group.addTask { index } }
          var sum = 0
          for await value in group { sum += value }
          return sum
        }
        async let doubled = double(sum)
        log.append("\(await doubled)")
      }
      await settle()
      XCTAssertEqual(log.entries, ["110"])
    }
  }

  @MainActor
  func testDefaultActorsRunOnTheQueue() async {
    await withMainSerialExecutor {
      let counter = CounterActor()
      let log = MainLog()
      for index in 1...20 {
        Task {
          let value = await counter.increment()
          log.append("\(index):\(value)")
        }
      }
      await settle()
      XCTAssertEqual(log.entries, (1...20).map { "\($0):\($0)" })
    }
  }

  /// A test that is not isolated to the main actor gets the same queue.
  func testANonisolatedTest() async {
    let log = Recorder<String>()
    await withMainSerialExecutor {
      Task { log.append("task") }
      await settle()
      XCTAssertEqual(log.values, ["task"])
    }
  }

  /// A synchronous test on the main thread settles synchronously.
  func testTheSynchronousFormWithASynchronousSettle() {
    let log = Recorder<String>()
    withMainSerialExecutor {
      Task { log.append("task") }
      XCTAssertEqual(log.values, [])
      settle()
      XCTAssertEqual(log.values, ["task"])
    }
  }

  /// A task woken by a real-time sleep (outside the scope's sight) comes back to the queue; the
  /// test awaiting it waits for it rather than report a stall.
  @MainActor
  func testARealTimeSleepResumesOnTheQueue() async {
    await withMainSerialExecutor {
      let log = MainLog()
      let task = Task {
        try await Task.sleep(for: .milliseconds(5))
        await nonisolatedHop()
        log.append("woke")
      }
      try? await task.value
      XCTAssertEqual(log.entries, ["woke"])
    }
  }

  @MainActor
  func testATestSchedulerSettlesWhatItResumes() async {
    await withMainSerialExecutor {
      let scheduler = DispatchQueue.test
      let log = MainLog()
      Task {
        await withCheckedContinuation { continuation in
          scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
            continuation.resume()
          }
        }
        log.append("resumed")
        await nonisolatedHop()
        log.append("hopped")
      }
      await settle()
      await scheduler.advance(by: .seconds(1))
      XCTAssertEqual(log.entries, ["resumed", "hopped"])
    }
  }

  @MainActor
  func testATestClockSettlesEachSleeperBeforeTheNext() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let log = MainLog()
      Task {
        for tick in 1...3 {
          try await clock.sleep(for: .seconds(1))
          await nonisolatedHop()
          log.append("tick \(tick)")
        }
      }
      await settle()
      await clock.advance(by: .seconds(3))
      XCTAssertEqual(log.entries, ["tick 1", "tick 2", "tick 3"])
    }
  }

  /// A task the test cancels and that ends is not a failure when the scope ends.
  @MainActor
  func testACancelledTaskIsNotReported() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let task = Task { try await Task.never() }
        await settle()
        task.cancel()
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor
  func testAllowsUnfinishedTasksLeavesThemRunning() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let log = MainLog()
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(allowsUnfinishedTasks: true) {
        Task {
          for await value in stream { log.append("\(value)") }
          log.append("finished")
        }
        await settle()
      }
    }
    XCTAssertEqual(failures, [])
    continuation.yield(1)
    continuation.finish()
    while log.entries.count < 2 { await Task.yield() }
    XCTAssertEqual(log.entries, ["1", "finished"])
  }
}

/// Tests of several scopes at once: each captures only its own tasks.
final class MainSerialExecutorParallelTests: XCTestCase {
  func testScopesInParallelKeepTheirOwnQueues() async {
    await withTaskGroup(of: (Int, [String]).self) { group in
      for scope in 0..<8 {
        group.addTask { (scope, await interleavedScenario(scope)) }
      }
      for await (scope, log) in group {
        XCTAssertEqual(
          log, ["a0", "b0", "a1", "b1", "a2", "b2"].map { "\(scope)-\($0)" })
      }
    }
  }
}

/// Two tasks in one scope, interleaving through hops; returns their log.
@MainActor
func interleavedScenario(_ scope: Int) async -> [String] {
  let log = MainLog()
  await withMainSerialExecutor {
    for name in ["a", "b"] {
      Task {
        for index in 0..<3 {
          log.append("\(scope)-\(name)\(index)")
          await Task.yield()
        }
      }
    }
    await settle()
  }
  return log.entries
}

@MainActor
final class MainLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

actor CounterActor {
  private var count = 0
  func increment() -> Int {
    count += 1
    return count
  }
}

nonisolated func nonisolatedHop() async {}

nonisolated private func double(_ value: Int) async -> Int { value * 2 }
