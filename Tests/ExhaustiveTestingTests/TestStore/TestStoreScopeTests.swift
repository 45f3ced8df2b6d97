import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// `TestStore.scope(state:action:)`: assertions on a view state, view actions sent, the
/// feature's actions received, every check of a test store kept.
final class TestStoreScopeTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler

  private func makeStore(_ state: ScopeState = ScopeState()) -> TestStore<
    ScopeState, ScopeAction, ScopeEnvironment
  > {
    TestStore(
      initialState: state, reducer: scopeReducer,
      environment: ScopeEnvironment(mainQueue: scheduler.eraseToAnyScheduler()))
  }

  func testSendsViewActionsAndAssertsOnTheViewState() {
    let store = makeStore()
    let failures = withExpectedFailures {
      store.scope(state: { $0.view }, action: ScopeAction.view).assert(
        .send(.incrementTapped) { $0.count = 1 },
        .send(.delayedIncrementTapped) { $0.isLoading = true },
        .do { self.scheduler.advance(by: 1) },
        .receive(.incrementResponse(10)) {
          $0.isLoading = false
          $0.count = 11
        }
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testStartsFromTheCurrentStateAndLeavesTheParentAlone() {
    let store = makeStore()
    store.send(.view(.incrementTapped)) { $0.count = 1 }
    let scoped = store.scope(state: { $0.view }, action: ScopeAction.view)

    let failures = withExpectedFailures {
      scoped.send(.incrementTapped) { $0.count = 2 }
    }

    XCTAssertEqual(failures, [])
    XCTAssertEqual(scoped.state, ViewState(count: 2, isLoading: false))
    XCTAssertEqual(store.state.count, 1)
  }

  func testAChangeOutsideTheViewNeedsNoClosure() {
    let store = makeStore()
    let failures = withExpectedFailures {
      store.scope(state: { $0.view }, action: ScopeAction.view).assert(
        .send(.logTapped)
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testAnUnassertedViewChangeFailsWithTheViewsDiff() {
    let store = makeStore()
    let failures = withExpectedFailures {
      store.scope(state: { $0.view }, action: ScopeAction.view, line: 1).assert(
        .send(.incrementTapped, line: 2),
        line: 3
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          ViewState(
        −   count: 0,
        +   count: 1,
            isLoading: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send ScopeAction.view(.incrementTapped) (TestStoreScopeTests.swift:2)
            state changed
        """
      ])
  }

  func testAClosureThatChangesNothingInTheViewFails() {
    let store = makeStore()
    let failures = withExpectedFailures {
      store.scope(state: { $0.view }, action: ScopeAction.view).send(.logTapped, line: 1) {
        _ in
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected state to change, but no change occurred.

        Timeline:
          send ScopeAction.view(.logTapped) (TestStoreScopeTests.swift:1)
        """
      ])
  }

  func testAnUnreceivedActionFails() {
    let store = makeStore()
    let failures = withExpectedFailures {
      let scoped = store.scope(state: { $0.view }, action: ScopeAction.view)
      scoped.assert(
        .send(.delayedIncrementTapped, line: 1) { $0.isLoading = true },
        .do(line: 2) { self.scheduler.advance(by: 1) },
        line: 3
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received 1 unexpected action: …

        Unhandled actions: [
          ScopeAction.incrementResponse(10),
        ]

        Timeline:
          send ScopeAction.view(.delayedIncrementTapped) (TestStoreScopeTests.swift:1)
            state changed
            effect #1 started
          do (TestStoreScopeTests.swift:2)
            effect #1 sent ScopeAction.incrementResponse(10)
            effect #1 finished
            scheduler advanced by 1s (0s → 1s), ran 2 work items
          end of assert (TestStoreScopeTests.swift:3)

        To accept the actual behaviour, write:

          store.receive(.incrementResponse(10))

        These steps leave out the state the actions change: it shows when they are received, \
        or `store.record = .failures` writes it.
        """
      ])
  }

  func testAnEffectStillRunningAtTheEndFails() {
    let store = makeStore()
    let failures = withExpectedFailures {
      store.scope(state: { $0.view }, action: ScopeAction.view, line: 1).assert(
        .send(.delayedIncrementTapped, line: 2) { $0.isLoading = true },
        line: 3
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send ScopeAction.view(.delayedIncrementTapped) \
        (TestStoreScopeTests.swift:2)

        2 work items are pending on a TestScheduler, the next due at 1s (now 0s): advance the \
        scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send ScopeAction.view(.delayedIncrementTapped) (TestStoreScopeTests.swift:2)
            state changed
            effect #1 started
          end of assert (TestStoreScopeTests.swift:3)
        """
      ])
  }

  func testScopingOnlyTheStateSendsTheFeaturesActions() {
    let store = makeStore()
    let failures = withExpectedFailures {
      store.scope(state: { $0.view.count }).assert(
        .send(.view(.incrementTapped)) { $0 = 1 },
        .send(.view(.logTapped))
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testAScopedStoreScopesFurther() {
    let store = makeStore()
    let failures = withExpectedFailures {
      store.scope(state: { $0.view }, action: ScopeAction.view)
        .scope(state: { $0.count }, action: { (tap: Tap) in ViewAction.incrementTapped })
        .assert(
          .send(Tap()) { $0 = 1 },
          .send(Tap()) { $0 = 2 }
        )
    }
    XCTAssertEqual(failures, [])
  }

  func testReceivingByCasePathOnAScopedStore() {
    let store = makeStore()
    let failures = withExpectedFailures {
      let scoped = store.scope(state: { $0.view }, action: ScopeAction.view)
      scoped.send(.delayedIncrementTapped) { $0.isLoading = true }
      scheduler.advance(by: 1)
      scoped.receive(/ScopeAction.incrementResponse) {
        $0.isLoading = false
        $0.count = 10
      }
    }
    XCTAssertEqual(failures, [])
  }
}

private struct Tap {}

private struct ViewState: Equatable {
  var count = 0
  var isLoading = false
}

private struct ScopeState: Equatable {
  var count = 0
  var isLoading = false
  var log: [String] = []

  var view: ViewState {
    ViewState(count: count, isLoading: isLoading)
  }
}

private enum ViewAction: Equatable {
  case incrementTapped
  case delayedIncrementTapped
  case logTapped
}

private enum ScopeAction: Equatable {
  case view(ViewAction)
  case incrementResponse(Int)
}

private struct ScopeEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

private let scopeReducer = Reducer<ScopeState, ScopeAction, ScopeEnvironment> {
  state, action, environment in
  switch action {
  case .view(.incrementTapped):
    state.count += 1
    return .none
  case .view(.delayedIncrementTapped):
    state.isLoading = true
    return Effect(value: .incrementResponse(10))
      .delay(for: 1, scheduler: environment.mainQueue)
      .eraseToEffect()
  case .view(.logTapped):
    state.log.append("tapped")
    return .none
  case .incrementResponse(let amount):
    state.isLoading = false
    state.count += amount
    return .none
  }
}
