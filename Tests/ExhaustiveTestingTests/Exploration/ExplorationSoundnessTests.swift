import ExhaustiveCore
import Observation
import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// Entries appended on the main actor.
@MainActor
final class MainActorLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

/// Exploration never produces an order the runtime could not: the main actor's jobs keep their
/// order, delayed work waits until it is due, and a schedule starts with nothing left of the
/// last.
final class ExplorationSoundnessTests: XCTestCase {
  /// Main actor jobs are first in, first out among themselves in every schedule, while the
  /// global executor's jobs are reordered around them.
  @MainActor
  func testMainActorJobsKeepTheirOrderInEverySchedule() async {
    let orders = Lock<Set<[String]>>([])
    for schedules in [Schedules.deviations(upTo: 3, limit: 400), .random(count: 200), .pct()] {
      let failures = await withExpectedFailures {
        await withMainSerialExecutor(schedules: schedules) {
          let log = MainActorLog()
          for index in 0..<3 {
            Task { log.append("main \(index)") }
          }
          for index in 0..<2 {
            Task.detached { await log.append("global \(index)") }
          }
          await settle()
          expectNoDifference(
            log.entries.filter { $0.hasPrefix("main") }, ["main 0", "main 1", "main 2"])
          orders.withLock { _ = $0.insert(log.entries) }
        }
      }
      XCTAssertEqual(failures, [], "\(schedules)")
    }
    // The exploration did reorder: the global jobs landed between the main actor's.
    XCTAssertGreaterThan(orders.withLock { $0.count }, 3)
  }

  /// A task sleeping on a test clock is never run before the clock reaches its deadline,
  /// whatever the schedule.
  @MainActor
  func testDelayedWorkNeverRunsEarly() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(schedules: .deviations(upTo: 3, limit: 400)) {
        let clock = TestClock()
        let log = Lock<[String]>([])
        Task.detached {
          try? await clock.sleep(for: .seconds(1))
          log.withLock { $0.append("woke") }
        }
        Task.detached { log.withLock { $0.append("ran") } }
        await settle()
        expectNoDifference(log.withLock { $0 }, ["ran"])
        await clock.advance(by: .seconds(1))
        expectNoDifference(log.withLock { $0 }, ["ran", "woke"])
      }
    }
    XCTAssertEqual(failures, [])
  }

  /// Every schedule starts with no task of the one before alive: each runs in a scope of its
  /// own, which ends with its tasks finished (or reported).
  @MainActor
  func testEachScheduleStartsAfresh() async {
    let live = Lock<[Int]>([])
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(schedules: .random(count: 30)) {
        live.withLock { $0.append(SerialScope.current?.liveTaskCount ?? -1) }
        Task.detached { await Task.detached {}.value }
        Task { await Task.detached {}.value }
        await settle()
      }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(live.withLock { $0 }, Array(repeating: 0, count: 30))
  }

  /// A task a later schedule leaves suspended is that schedule's failure, cancelled with the
  /// scope, and no schedule runs after it.
  @MainActor
  func testATaskALaterScheduleLeavesSuspendedIsItsFailure() async {
    let runs = RunCounter()
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(schedules: .random(count: 50, seed: 3)) {
        runs.increment()
        let bus = MessageBus()
        startOffTheMainActor {
          // Waits for one message, which is lost when it is posted before the subscription.
          for await _ in bus.subscribe() { break }
        }
        startOffTheMainActor { bus.post("ready") }
        await settle()
      }
    }
    XCTAssertEqual(failures.count, 1)
    let failure = failures.first ?? ""
    let number = Int(failure.dropFirst("Schedule ".count).prefix { $0.isNumber }) ?? -1
    XCTAssert(failure.hasPrefix("Schedule \(number) of .random(count: 50, seed: 3) failed"))
    XCTAssert(failure.contains("withMainSerialExecutor ended while 1 task is still running"))
    // An exploring scope does not suggest allowsUnfinishedTasks, which it refuses.
    XCTAssertFalse(failure.contains("allowsUnfinishedTasks"), failure)
    XCTAssert(failure.hasSuffix("and the test a TestClock. They were cancelled."), failure)
    XCTAssertEqual(runs.value, number + 1)
  }

  /// A model harness's steps inside an exploring scope run on the scope's queue, so they follow
  /// the schedule: the stale response of the corpus is found through the harness too.
  @MainActor
  func testModelHarnessStepsFollowTheSchedule() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(schedules: .random()) {
        let harness = ModelHarness(SearchModel(cancelsStaleSearches: false) { [$0] })
        harness.run {
          $0.queryChanged("a")
          $0.queryChanged("ab")
        } expecting: {
          $0.results = ["ab"]
        }
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssert(failures.first?.hasPrefix("Schedule ") ?? false, "\(failures)")
  }
}

/// Starts `work` in an unstructured task on the global executor (a task created outside any
/// actor), which inherits the scope's task-locals as app code's tasks do.
nonisolated func startOffTheMainActor(_ work: @escaping @Sendable () async -> Void) {
  Task { await work() }
}
