import Foundation
import Testing
import XCTest

@testable import ExhaustiveTesting

/// A feature that loads two things at once: the responses arrive in whichever order the
/// delays say.
private struct DashboardState: Equatable {
  var users: [String] = []
  var posts: [String] = []
  var isLoading = false
}

private enum DashboardAction: Equatable {
  case onAppear
  case usersResponse([String])
  case postsResponse([String])
  case refreshed
}

private struct DashboardEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var usersDelay: DispatchQueue.SchedulerTimeType.Stride
  var postsDelay: DispatchQueue.SchedulerTimeType.Stride
  var alsoRefresh = false
}

private let dashboardReducer = Reducer<DashboardState, DashboardAction, DashboardEnvironment> {
  state, action, environment in
  switch action {
  case .onAppear:
    state.isLoading = true
    var effects: [Effect<DashboardAction, Never>] = [
      Effect(value: .usersResponse(["Blob"]))
        .delay(for: environment.usersDelay, scheduler: environment.mainQueue).eraseToEffect(),
      Effect(value: .postsResponse(["Hello"]))
        .delay(for: environment.postsDelay, scheduler: environment.mainQueue).eraseToEffect(),
    ]
    if environment.alsoRefresh {
      effects.append(
        Effect(value: .refreshed).delay(for: 0, scheduler: environment.mainQueue).eraseToEffect())
    }
    return .merge(effects)
  case .usersResponse(let users):
    state.users = users
    state.isLoading = !state.posts.isEmpty ? false : state.isLoading
    return .none
  case .postsResponse(let posts):
    state.posts = posts
    state.isLoading = !state.users.isEmpty ? false : state.isLoading
    return .none
  case .refreshed:
    return .none
  }
}

private func makeDashboardStore(
  usersDelay: DispatchQueue.SchedulerTimeType.Stride,
  postsDelay: DispatchQueue.SchedulerTimeType.Stride,
  alsoRefresh: Bool = false
) -> (
  TestStore<DashboardState, DashboardAction, DashboardEnvironment>, TestSchedulerOf<DispatchQueue>
) {
  let scheduler = DispatchQueue.testScheduler
  let store = TestStore(
    initialState: DashboardState(),
    reducer: dashboardReducer,
    environment: DashboardEnvironment(
      mainQueue: scheduler.eraseToAnyScheduler(), usersDelay: usersDelay, postsDelay: postsDelay,
      alsoRefresh: alsoRefresh)
  )
  return (store, scheduler)
}

final class TestStoreReceiveInAnyOrderTests: XCTestCase {
  /// The same test passes whichever response comes first: each step's closure describes its
  /// own action's change, and the store reduces them in the order they came.
  func testEitherOrderPasses() {
    let orders:
      [(
        users: DispatchQueue.SchedulerTimeType.Stride, posts: DispatchQueue.SchedulerTimeType.Stride
      )] = [(1, 2), (2, 1)]
    for (usersDelay, postsDelay) in orders {
      let (store, scheduler) = makeDashboardStore(usersDelay: usersDelay, postsDelay: postsDelay)
      let failures = withExpectedFailures {
        store.send(.onAppear) { $0.isLoading = true }
        scheduler.advance(by: 2)
        store.receive(
          inAnyOrder:
            .receive(.usersResponse(["Blob"])) {
              $0.users = ["Blob"]
              $0.isLoading = usersDelay == 2 ? false : true
            },
          .receive(.postsResponse(["Hello"])) {
            $0.posts = ["Hello"]
            $0.isLoading = postsDelay == 2 ? false : true
          }
        )
      }
      XCTAssertEqual(failures, [])
    }
  }

  /// Steps may match by case path and by predicate; the group finds an assignment whenever one
  /// exists, even where the first arrival matches several steps.
  func testCasePathsAndPredicatesFindAnAssignment() {
    let (store, scheduler) = makeDashboardStore(usersDelay: 1, postsDelay: 2)
    let failures = withExpectedFailures {
      store.send(.onAppear) { $0.isLoading = true }
      scheduler.advance(by: 2)
      store.exhaustivity = .on(except: .state)
      // Arrival 1 (users) matches both steps; the first step must take it so the second can
      // take the posts, which only the predicate matches.
      store.receive(
        inAnyOrder:
          .receive({ if case .postsResponse = $0 { true } else { false } }),
        .receive({ _ in true })
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testAMissingActionFailsNamingIt() {
    let (store, scheduler) = makeDashboardStore(usersDelay: 1, postsDelay: 5)
    let failures = withExpectedFailures {
      store.send(.onAppear, line: 1) { $0.isLoading = true }
      scheduler.advance(by: 1)
      store.receive(
        inAnyOrder:
          .receive(.postsResponse(["Hello"]), line: 3) { $0.posts = ["Hello"] },
        .receive(.usersResponse(["Blob"]), line: 4) { $0.users = ["Blob"] },
        line: 2
      )
      store.skipInFlightEffects()
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive 2 actions in any order, but received 1: …

        Not received: [
          DashboardAction.postsResponse(["Hello"]),
        ]

        Timeline:
          send DashboardAction.onAppear (TestStoreReceiveInAnyOrderTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent DashboardAction.usersResponse(["Blob"])
            scheduler advanced by 1s (0s → 1s), ran 2 work items
          receive DashboardAction.usersResponse(["Blob"]) (TestStoreReceiveInAnyOrderTests.swift:4)
            state changed
        """
      ])
  }

  func testAnActionNoStepExpectsFailsNamingTheStepsLeft() {
    let (store, scheduler) = makeDashboardStore(usersDelay: 1, postsDelay: 2, alsoRefresh: true)
    let failures = withExpectedFailures {
      store.send(.onAppear, line: 1) { $0.isLoading = true }
      scheduler.advance(by: 2)
      store.receive(
        inAnyOrder:
          .receive(.usersResponse(["Blob"]), line: 3) { $0.users = ["Blob"] },
        .receive(.postsResponse(["Hello"]), line: 4) { $0.posts = ["Hello"] },
        line: 2
      )
      store.skipReceivedActions()
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received an action that none of the remaining any-order steps expects: …

          DashboardAction.refreshed

        Still expected, in any order: [
          DashboardAction.usersResponse(["Blob"]),
          DashboardAction.postsResponse(["Hello"]),
        ]

        Timeline:
          send DashboardAction.onAppear (TestStoreReceiveInAnyOrderTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent DashboardAction.refreshed
            effect #1 sent DashboardAction.usersResponse(["Blob"])
            effect #1 sent DashboardAction.postsResponse(["Hello"])
            effect #1 finished
            scheduler advanced by 2s (0s → 2s), ran 6 work items
          receive any of DashboardAction.usersResponse(["Blob"]), DashboardAction.postsResponse(["Hello"]) (TestStoreReceiveInAnyOrderTests.swift:2) — got DashboardAction.refreshed
        """
      ])
  }

  /// A state mismatch points at the step whose action it is, as a plain receive's does.
  func testAStateMismatchPointsAtItsStep() {
    let (store, scheduler) = makeDashboardStore(usersDelay: 2, postsDelay: 1)
    let failures = withExpectedFailures {
      store.send(.onAppear) { $0.isLoading = true }
      scheduler.advance(by: 2)
      store.receive(
        inAnyOrder:
          .receive(.usersResponse(["Blob"]), line: 3) {
            $0.users = ["Blob"]
            $0.isLoading = false
          },
        .receive(.postsResponse(["Hello"]), line: 4) { $0.posts = ["Hi"] }
      )
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.components(separatedBy: "\n\nTimeline:").first,
      """
      State change does not match expectation: …

        DashboardState(
          users: [],
          posts: [
      −     "Hi",
      +     "Hello",
          ],
          isLoading: true
        )

      (Expected: −, Actual: +)
      """)
  }

  /// Actions beyond the group stay queued: here the end of the test reports the third.
  func testActionsBeyondTheGroupStayQueued() {
    let (store, scheduler) = makeDashboardStore(usersDelay: 1, postsDelay: 2, alsoRefresh: true)
    let failures = withExpectedFailures {
      store.send(.onAppear) { $0.isLoading = true }
      scheduler.advance(by: 2)
      store.receive(
        inAnyOrder:
          .receive(.refreshed),
        .receive(.usersResponse(["Blob"])) { $0.users = ["Blob"] }
      )
      store.receive(.postsResponse(["Hello"])) {
        $0.posts = ["Hello"]
        $0.isLoading = false
      }
    }
    XCTAssertEqual(failures, [])
  }

  func testOnlyReceiveStepsAreAllowed() {
    let (store, _) = makeDashboardStore(usersDelay: 1, postsDelay: 2)
    let failures = withExpectedFailures {
      store.receive(inAnyOrder: .receive(.refreshed), .send(.onAppear, line: 7))
    }
    XCTAssertEqual(
      failures,
      [
        """
        An any-order receive takes only `.receive(…)` steps: …

        Send, `.do` and `.environment` steps have an order; write them before or after the group.

        Timeline:
          (nothing happened yet)
        """
      ])
  }

  /// `AnyOrderMatching` against every assignment, on small random tables: it finds a maximum
  /// matching whenever one exists.
  func testTheMatchingIsMaximum() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let n = Int.random(in: 1...5, using: &generator)
      let table = (0..<n).map { _ in (0..<n).map { _ in Bool.random(using: &generator) } }
      let assignment = AnyOrderMatching.assign(n, to: n, where: { table[$0][$1] })
      let steps = assignment.compactMap { $0 }
      XCTAssertEqual(Set(steps).count, steps.count, "a step assigned twice")
      for (action, step) in assignment.enumerated() {
        if let step { XCTAssertTrue(table[action][step]) }
      }
      XCTAssertEqual(steps.count, Self.maximumMatching(table), "\(table)")
    }
  }

  /// The size of a maximum matching, by trying every permutation (n ≤ 5).
  private static func maximumMatching(_ table: [[Bool]]) -> Int {
    func permutations(_ items: [Int]) -> [[Int]] {
      guard items.count > 1 else { return [items] }
      return items.indices.flatMap { index in
        var rest = items
        let first = rest.remove(at: index)
        return permutations(rest).map { [first] + $0 }
      }
    }
    return permutations(Array(table.indices)).map { order in
      order.enumerated().filter { table[$0.offset][$0.element] }.count
    }.max() ?? 0
  }
}

/// The async form waits until as many actions as steps have arrived.
@Suite struct SwiftTestingReceiveInAnyOrderTests {
  @Test func theAsyncFormWaitsForEveryAction() async {
    let store = AsyncFixture().makeStore()
    await store.send(.sendTwice)
    await store.receive(inAnyOrder: .receive(.echo(2)), .receive(.echo(1)))
  }

  @Test func theAsyncFormFailsAtOnceWhenOneNeverComes() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.listen)
    fixture.events.continuation.yield(1)
    let failures = await withExpectedFailures {
      await store.receive(
        inAnyOrder: .receive(.event(2)) { $0.events = [1, 2] },
        .receive(.event(1)) { $0.events = [1] },
        line: 9)
    }
    #expect(
      failures.first?.components(separatedBy: "\n\nTimeline:").first
        == """
        Expected to receive 2 actions in any order, but received 1: …

        Not received: [
          AsyncAction.event(2),
        ]
        """)
    await store.send(.stopListening)
  }
}
