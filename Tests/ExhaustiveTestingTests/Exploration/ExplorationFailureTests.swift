import ExhaustiveCore
import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// A log two detached tasks write to, in the order they reach it.
actor OrderLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

/// The failures of schedule exploration, pinned whole.
final class ExplorationFailureTests: XCTestCase {
  /// The first failing schedule, once: which, that first in, first out passed, the replay
  /// command, the interleaving, then the assertion's own message, at the assertion's line.
  @MainActor
  func testTheFirstFailingScheduleIsReportedOnceAtTheAssertion() async {
    let line = #line + 4
    let failures = await withRecordedFailures {
      await withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
        let log = OrderLog()
        Task.detached { await log.append("a") }
        Task.detached { await log.append("b") }
        await settle()
        let entries = await log.entries
        expectNoDifference(entries, ["a", "b"])
      }
    }
    let creator =
      "closure #1 in closure #1 in "
      + "ExplorationFailureTests.testTheFirstFailingScheduleIsReportedOnceAtTheAssertion()"
    let task1 = "task 1 (created in \(creator) at ExplorationFailureTests.swift:\(line))"
    let task2 = "task 2 (created in \(creator) at ExplorationFailureTests.swift:\(line + 1))"
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Schedule 3 of .random(count: 20, seed: 7) failed; schedule 0, first in, first out, passed.

        Replay it: EXHAUSTIVE_SCHEDULE=random-20-7:3:407a56:1.1.2+2.1.2 swift test --filter \
        'ExplorationFailureTests/testTheFirstFailingScheduleIsReportedOnceAtTheAssertion'

        Where it left first-in-first-out order:
          1. At choice 1 it ran \(task2) before \(task1), which was queued first: both were ready \
        for the global executor, which promises no order.
          2. At choice 2 it ran \(task2) before \(task1), which was queued first: both were ready \
        for the global executor, which promises no order.

        expectNoDifference failed: …

          [
        −   "b",
            "a",
        +   "b",
          ]

        (Expected: −, Actual: +)
        """
      ])
    // At the assertion that failed.
    XCTAssertEqual(failures.map(\.location.line), [UInt(line + 4)])
  }

  /// A replay that cannot make its recorded choices says so, and reports nothing else.
  @MainActor
  func testADivergingReplaySaysSo() async {
    // The token of the scope below, as if recorded where three jobs were legal at choice 1.
    let scope = ScheduleToken.scopeID(
      of: SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: #line + 5, column: 0))
    let token = "random-20-7:3:\(scope):1.1.3"
    let failures = await ExplorationPlan.$testEnvironment.withValue(["EXHAUSTIVE_SCHEDULE": token])
    {
      await withExpectedFailures {
        await withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
          let log = OrderLog()
          Task.detached { await log.append("a") }
          Task.detached { await log.append("b") }
          await settle()
          let entries = await log.entries
          expectNoDifference(entries, ["a", "b"])
        }
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        EXHAUSTIVE_SCHEDULE=\(token) replays schedule 3 of .random(count: 20, seed: 7), but the \
        run no longer makes the recorded choices: at choice 1 it found 2 legal jobs where the \
        recording had 3. Something the scope does not see orders the work differently from run \
        to run (a real-time sleep, I/O, hashing order, a random number), or the code changed \
        since the token was printed. The run's failures are not reported: they would not be the \
        recorded ones.
        """
      ])
  }

  /// A failure of schedule 0 is reported as it always was, and no other schedule runs.
  @MainActor
  func testAFailureOfFirstInFirstOutIsReportedAsUsual() async {
    let runs = RunCounter()
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(schedules: .random(count: 20)) {
        runs.increment()
        expectNoDifference(1, 2)
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectNoDifference failed: …

        − 1
        + 2

        (Expected: −, Actual: +)
        """
      ])
    XCTAssertEqual(runs.value, 1)
  }

  /// Exploration and allowsUnfinishedTasks do not combine: the scope says why and runs once.
  @MainActor
  func testAllowsUnfinishedTasksIsRefused() async {
    let runs = RunCounter()
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(schedules: .random(count: 20), allowsUnfinishedTasks: true) {
        runs.increment()
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor cannot explore schedules with allowsUnfinishedTasks: tasks one \
        schedule leaves running would run on into the next and change its order. Await or cancel \
        them before the operation returns, or explore without allowsUnfinishedTasks. The \
        operation ran once, first in, first out.
        """
      ])
    XCTAssertEqual(runs.value, 1)
  }

  /// An environment value that is no strategy, or no token, is reported, and the scope explores
  /// with its own schedules.
  @MainActor
  func testAMalformedEnvironmentIsReported() async {
    let runs = RunCounter()
    let environment = ["EXHAUSTIVE_SCHEDULES": "ranodm,count=5", "EXHAUSTIVE_SCHEDULE": "17"]
    let failures = await ExplorationPlan.$testEnvironment.withValue(environment) {
      await withExpectedFailures {
        await withMainSerialExecutor(schedules: .random(count: 3)) { runs.increment() }
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        EXHAUSTIVE_SCHEDULES=ranodm,count=5 is not a strategy. Write fifo, random, pct or \
        deviations, followed by any of count=, seed= (a number, or random), depth=, upTo= and \
        limit=, separated by commas: random,count=5000,seed=random. The scope explores with its \
        own schedules, .random(count: 3, seed: 0).

        EXHAUSTIVE_SCHEDULE=17 is not a schedule token. Copy it whole from the replay command of \
        a failure (it looks like random-100-0:17:3f9a1c:4.1.2). No schedule is replayed.
        """
      ])
    XCTAssertEqual(runs.value, 3)
  }

  /// EXHAUSTIVE_SCHEDULES replaces the strategy and count of an exploring scope, and leaves a
  /// scope that asked for first in, first out alone.
  @MainActor
  func testTheEnvironmentOverridesTheStrategy() async {
    let runs = RunCounter()
    let environment = ["EXHAUSTIVE_SCHEDULES": "pct,count=7,depth=3,seed=2"]
    let failures = await ExplorationPlan.$testEnvironment.withValue(environment) {
      await withExpectedFailures {
        await withMainSerialExecutor(schedules: .random(count: 3)) { runs.increment() }
        await withMainSerialExecutor(schedules: .fifo) { runs.increment() }
      }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(runs.value, 8)
  }

  /// An error thrown in a later schedule is that schedule's failure, reported at the scope.
  @MainActor
  func testAnErrorThrownInALaterScheduleIsItsFailure() async {
    struct OutOfOrder: Error {}
    let line = #line + 2
    let failures = await withRecordedFailures {
      try? await withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
        let log = OrderLog()
        Task.detached { await log.append("a") }
        Task.detached { await log.append("b") }
        await settle()
        if await log.entries != ["a", "b"] { throw OutOfOrder() }
      }
    }
    XCTAssertEqual(failures.count, 1)
    let message = failures.first?.message ?? ""
    XCTAssert(
      message.hasPrefix(
        "Schedule 3 of .random(count: 20, seed: 7) failed; schedule 0, first in, first out, "
          + "passed."), message)
    XCTAssert(message.hasSuffix("\n\nThe operation threw an error: OutOfOrder()"), message)
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
  }

  /// An XCTest assertion cannot be held back: XCTest reports it where it fails. The schedule
  /// still counts as failed, the exploration stops, and one more failure, on the assertion's
  /// line, names the schedule and quotes the assertion.
  @MainActor
  func testAnXCTestFailureOfALaterScheduleStopsTheExplorationAndNamesIt() async {
    let runs = RunCounter()
    let line = #line + 11
    let failures = await withRecordedFailures {
      await withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
        runs.increment()
        let log = OrderLog()
        Task.detached { await log.append("a") }
        Task.detached { await log.append("b") }
        await settle()
        // What XCTest's observer hears of a failing XCTAssertEqual (which would fail this test).
        if await log.entries != ["a", "b"] {
          TestLifecycle.currentXCTest?.noteFailure(
            .init(
              description: #"XCTAssertEqual failed: ("["b", "a"]") is not equal to ("["a", "b"]")"#,
              file: "\(#filePath)", line: line))
        }
      }
    }
    XCTAssertEqual(failures.count, 1)
    let message = failures.first?.message ?? ""
    XCTAssert(message.hasPrefix("Schedule 3 of .random(count: 20, seed: 7) failed;"), message)
    XCTAssert(
      message.hasSuffix(
        #"""


        The failure is the XCTest assertion reported just before this one at ExplorationFailureTests.swift:\#(line):
          XCTAssertEqual failed: ("["b", "a"]") is not equal to ("["a", "b"]")
        XCTest reports its assertions itself, as they fail, so they cannot wait for the schedule \#
        to be named. The library's assertions (expectNoDifference, XCTAssertNoDifference) and \#
        #expect are reported here instead, once.
        """#), message)
    // On the assertion's line, in the test's file.
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
    XCTAssertEqual(runs.value, 4)
  }

  /// Without word of where XCTest's failure was, the schedule's failure is said at the scope.
  func testAnXCTestFailureWithoutAPlaceIsNamedAtTheScope() {
    XCTAssertEqual(
      ExplorationMessages.xcTestFailureAbove(nil),
      """
      The failure is the XCTest assertion reported just before this one.
      XCTest reports its assertions itself, as they fail, so they cannot wait for the schedule \
      to be named. The library's assertions (expectNoDifference, XCTAssertNoDifference) and \
      #expect are reported here instead, once.
      """)
  }

  /// The synchronous form explores too, with the failures that go through the library.
  @MainActor
  func testTheSynchronousFormExplores() {
    let failures = withExpectedFailures {
      withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
        let log = Lock<[String]>([])
        Task.detached { log.withLock { $0.append("a") } }
        Task.detached { log.withLock { $0.append("b") } }
        settle()
        expectNoDifference(log.withLock { $0 }, ["a", "b"])
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssert(
      failures.first?.hasPrefix("Schedule 3 of .random(count: 20, seed: 7) failed;") ?? false)
  }
}

/// Counts the runs of a body.
final class RunCounter: Sendable {
  private let count = Lock(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}
