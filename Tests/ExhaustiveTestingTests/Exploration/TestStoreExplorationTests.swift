import ExhaustiveCore
import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// A dashboard that loads its profile and its feed at once when it appears.
private struct Dashboard: Equatable {
  var name: String?
  var posts: [String] = []
}

private enum DashboardAction: Equatable {
  case appeared
  case profileLoaded(String)
  case feedLoaded([String])
}

private let dashboardReducer = Reducer<Dashboard, DashboardAction, Void> { state, action, _ in
  switch action {
  case .appeared:
    return .merge(
      .task { .profileLoaded("Blob") },
      .task { .feedLoaded(["Hello"]) }
    )
  case .profileLoaded(let name):
    state.name = name
    return .none
  case .feedLoaded(let posts):
    state.posts = posts
    return .none
  }
}

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
          initialState: Dashboard(), reducer: dashboardReducer, environment: ())
        await store.send(.appeared)
        await store.receive(.profileLoaded("Blob")) { $0.name = "Blob" }
        await store.receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] }
      }
    }
    let sent = "started by send DashboardAction.appeared at TestStoreExplorationTests.swift:\(line)"
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Schedule 1 of .random(count: 20, seed: 7) failed; schedule 0, first in, first out, passed.

        Replay it: EXHAUSTIVE_SCHEDULE=random-20-7:1:\(scope(line: line - 3)):1.1.2 swift test \
        --filter 'TestStoreExplorationTests/testAStoreTestPinningTheOrderOfConcurrentEffectsFails'

        Where it left first-in-first-out order:
          1. At choice 1 it ran effect task 2 (\(sent)) before effect task 1 (\(sent)), which \
        was queued first: both were ready on the test store's executor, which stands in for the \
        global executor and, like it, promises no order.

        Received unexpected action: …

        − DashboardAction.profileLoaded("Blob")
        + DashboardAction.feedLoaded(
        +   [
        +     "Hello",
        +   ]
        + )

        (Expected: −, Received: +)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          Dashboard(
        −   name: "Blob",
        +   name: nil,
        −   posts: []
        +   posts: [
        +     "Hello",
        +   ]
          )

        (Expected: −, Actual: +)

        Timeline:
          send DashboardAction.appeared (TestStoreExplorationTests.swift:\(line))
            effect #1 started
            effect #1 sent DashboardAction.feedLoaded(["Hello"])
            effect #1 sent DashboardAction.profileLoaded("Blob")
            effect #1 finished
          receive DashboardAction.profileLoaded("Blob") (TestStoreExplorationTests.swift:\(line + 1)) \
        — got DashboardAction.feedLoaded(["Hello"])
            state changed

        To accept the actual behaviour, write:

          await store.receive(.feedLoaded(["Hello"])) {
            $0.posts = ["Hello"]
          }

        Received unexpected action: …

        − DashboardAction.feedLoaded(
        −   [
        −     "Hello",
        −   ]
        − )
        + DashboardAction.profileLoaded("Blob")

        (Expected: −, Received: +)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          Dashboard(
        −   name: nil,
        +   name: "Blob",
            posts: […]
          )

        (Expected: −, Actual: +)

        Timeline:
          send DashboardAction.appeared (TestStoreExplorationTests.swift:\(line))
            effect #1 started
            effect #1 sent DashboardAction.feedLoaded(["Hello"])
            effect #1 sent DashboardAction.profileLoaded("Blob")
            effect #1 finished
          receive DashboardAction.profileLoaded("Blob") (TestStoreExplorationTests.swift:\(line + 1)) \
        — got DashboardAction.feedLoaded(["Hello"])
            state changed
          receive DashboardAction.feedLoaded(["Hello"]) (TestStoreExplorationTests.swift:\(line + 2)) \
        — got DashboardAction.profileLoaded("Blob")
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
      buggy: {
        let store = TestStore(
          initialState: Dashboard(), reducer: dashboardReducer, environment: ())
        await store.send(.appeared)
        await store.receive(.profileLoaded("Blob")) { $0.name = "Blob" }
        await store.receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] }
      },
      fixed: {
        let store = TestStore(
          initialState: Dashboard(), reducer: dashboardReducer, environment: ())
        await store.send(.appeared)
        await store.receive(
          inAnyOrder:
            .receive(.profileLoaded("Blob")) { $0.name = "Blob" },
          .receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] })
      })
  }

  /// Outside an exploring scope the store's executor runs its jobs first in, first out, and
  /// names no effect.
  @MainActor
  func testFirstInFirstOutStaysTheDefault() async {
    await withMainSerialExecutor {
      XCTAssertNil(ScheduleChooser.current)
      let store = TestStore(initialState: Dashboard(), reducer: dashboardReducer, environment: ())
      await store.send(.appeared)
      await store.receive(.profileLoaded("Blob")) { $0.name = "Blob" }
      await store.receive(.feedLoaded(["Hello"])) { $0.posts = ["Hello"] }
    }
  }

  private func scope(line: Int) -> String {
    ScheduleToken.scopeID(
      of: SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: UInt(line), column: 0))
  }
}
