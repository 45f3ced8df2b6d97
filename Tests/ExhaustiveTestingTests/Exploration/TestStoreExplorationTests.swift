import ExhaustiveCore
import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// A test store's async effects inside an exploring scope follow the scope's schedule.
final class TestStoreExplorationTests: XCTestCase {
  /// A test that pins the order two concurrent effects answer in: first in, first out passes,
  /// the schedule that runs the feed's task first fails, and the failure names both effects by
  /// the step that started them.
  @MainActor
  func testAStoreTestPinningTheOrderOfConcurrentEffectsFails() async {
    let line = #line + 5
    let failures = await withRecordedFailures {
      await withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
        let store = TestStore(
          initialState: ProfileFeature.State(), reducer: ProfileFeature.reducer, environment: ())
        await store.send(.appeared)
        await store.receive(.profileLoaded("Blob")) { $0.name = "Blob" }
        await store.receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] }
      }
    }
    let sent =
      "started by send ProfileFeature.Action.appeared at TestStoreExplorationTests.swift:\(line)"
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Schedule 1 of .random(count: 20, seed: 7) failed; schedule 0, first in, first out, passed.

        Replay it: EXHAUSTIVE_SCHEDULE=random-20-7:1:\(scope(line: line - 3)):1.1.2 swift test \
        --filter 'TestStoreExplorationTests/testAStoreTestPinningTheOrderOfConcurrentEffectsFails'

        Where it left first-in-first-out order:
          1. At choice 1 it ran effect task 2 (\(sent)) before effect task 1 (\(sent)), which \
        was queued first: both were ready on a TestExecutor (a test store's effects run on one), \
        which stands in for the global executor and, like it, promises no order.

        Received unexpected action: …

        − ProfileFeature.Action.profileLoaded("Blob")
        + ProfileFeature.Action.feedLoaded(
        +   [
        +     "Hello",
        +   ]
        + )

        (Expected: −, Received: +)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          ProfileFeature.State(
        −   name: "Blob",
        +   name: nil,
        −   posts: []
        +   posts: [
        +     "Hello",
        +   ]
          )

        (Expected: −, Actual: +)

        Timeline:
          send ProfileFeature.Action.appeared (TestStoreExplorationTests.swift:\(line))
            effect #1 started
            effect #1 sent ProfileFeature.Action.feedLoaded(["Hello"])
            effect #1 sent ProfileFeature.Action.profileLoaded("Blob")
            effect #1 finished
          receive ProfileFeature.Action.profileLoaded("Blob") (TestStoreExplorationTests.swift:\(line + 1)) \
        — got ProfileFeature.Action.feedLoaded(["Hello"])
            state changed

        To accept the actual behaviour, write:

          await store.receive(.feedLoaded(["Hello"])) {
            $0.posts = ["Hello"]
          }

        Received unexpected action: …

        − ProfileFeature.Action.feedLoaded(
        −   [
        −     "Hello",
        −   ]
        − )
        + ProfileFeature.Action.profileLoaded("Blob")

        (Expected: −, Received: +)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          ProfileFeature.State(
        −   name: nil,
        +   name: "Blob",
            posts: […]
          )

        (Expected: −, Actual: +)

        Timeline:
          send ProfileFeature.Action.appeared (TestStoreExplorationTests.swift:\(line))
            effect #1 started
            effect #1 sent ProfileFeature.Action.feedLoaded(["Hello"])
            effect #1 sent ProfileFeature.Action.profileLoaded("Blob")
            effect #1 finished
          receive ProfileFeature.Action.profileLoaded("Blob") (TestStoreExplorationTests.swift:\(line + 1)) \
        — got ProfileFeature.Action.feedLoaded(["Hello"])
            state changed
          receive ProfileFeature.Action.feedLoaded(["Hello"]) (TestStoreExplorationTests.swift:\(line + 2)) \
        — got ProfileFeature.Action.profileLoaded("Blob")
            state changed

        To accept the actual behaviour, write:

          await store.receive(.profileLoaded("Blob")) {
            $0.name = "Blob"
          }
        """
      ])
    // At the first assertion that failed in the schedule.
    XCTAssertEqual(failures.map(\.location.line), [UInt(line + 1)])
  }

  /// The same store test, buggy and fixed, through the corpus's checks: first in, first out
  /// passes the one that pins the order, the default strategy finds it, its token replays it,
  /// and the one that receives the answers in any order passes every strategy.
  @MainActor
  func testReceivingInAnyOrderPassesEverySchedule() async {
    await checkCorpusBug(
      buggy: { await ProfileFeature.test(fixed: false) },
      fixed: { await ProfileFeature.test(fixed: true) })
  }

  /// Outside an exploring scope the store's executor runs its jobs first in, first out, and
  /// names no effect.
  @MainActor
  func testFirstInFirstOutStaysTheDefault() async {
    await withMainSerialExecutor {
      XCTAssertNil(ScheduleChooser.current)
      let store = TestStore(
        initialState: ProfileFeature.State(), reducer: ProfileFeature.reducer, environment: ())
      await store.send(.appeared)
      await store.receive(.profileLoaded("Blob")) { $0.name = "Blob" }
      await store.receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] }
    }
  }

  /// A `TestExecutor` the test drains itself is explored too; the tasks it spawns for the test
  /// have no step to be named by.
  @MainActor
  func testATestExecutorTheTestDrainsIsExplored() async {
    let line = #line + 2
    let failures = await withRecordedFailures {
      await withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
        let executor = TestExecutor()
        let log = Locked<[String]>([])
        executor.spawn { log.withLock { $0.append("a") } }
        executor.spawn { log.withLock { $0.append("b") } }
        executor.runUntilIdle()
        expectNoDifference(log.withLock { $0 }, ["a", "b"])
      }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Schedule 1 of .random(count: 20, seed: 7) failed; schedule 0, first in, first out, passed.

        Replay it: EXHAUSTIVE_SCHEDULE=random-20-7:1:\(scope(line: line)):1.1.2 swift test \
        --filter 'TestStoreExplorationTests/testATestExecutorTheTestDrainsIsExplored'

        Where it left first-in-first-out order:
          1. At choice 1 it ran a task on a TestExecutor before a task on a TestExecutor, which \
        was queued first: both were ready on a TestExecutor (a test store's effects run on one), \
        which stands in for the global executor and, like it, promises no order.

        expectNoDifference failed: …

          [
        −   "b",
            "a",
        +   "b",
          ]

        (Expected: −, Actual: +)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line + 6)])
  }

  private func scope(line: Int) -> String {
    ScheduleToken.scopeID(
      of: SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: UInt(line), column: 0))
  }
}
