import ExhaustiveTesting
import XCTest

/// Receiving the actions effects send back: lazily reduced, compared, and tracked like sends.
final class TestStoreReceiveTests: XCTestCase {
  func testReceivingTheDebouncedResponsePasses() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .do { scheduler.advance(by: 0.5) },
        .receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testReceivedActionsAreReducedOnlyWhenTheTestReceivesThem() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a")) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    XCTAssertEqual(store.state.results, [])
    store.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
    XCTAssertEqual(store.state.results, ["a1", "a2"])
  }

  func testReceivingADifferentActionFailsWithTheDiff() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a"), line: 1) { $0.query = "a" },
        .do(line: 2) { scheduler.advance(by: 0.5) },
        .receive(.searchResponse(["a1", "b2"]), line: 3) { $0.results = ["a1", "a2"] },
        line: 4
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          FeatureAction.searchResponse(
            [
              "a1",
        −     "b2",
        +     "a2",
            ]
          )

        (Expected: −, Received: +)

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreReceiveTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
          do (TestStoreReceiveTests.swift:2)
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          receive FeatureAction.searchResponse(["a1", "b2"]) (TestStoreReceiveTests.swift:3) \
        — got FeatureAction.searchResponse(["a1", "a2"])
            state changed

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"])) {
            $0.results = ["a1", "a2"]
          }
        """
      ])
    XCTAssertEqual(store.state.results, ["a1", "a2"])
  }

  func testReceivingWithNothingQueuedFails() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.receive(.timerTicked, line: 1)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none.

        Timeline:
          receive FeatureAction.timerTicked (TestStoreReceiveTests.swift:1)

        To accept the actual behaviour, delete this step.
        """
      ])
  }

  func testReceivingByPredicate() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a")) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    let failures = withExpectedFailures {
      store.receive({ if case .searchResponse = $0 { true } else { false } }) {
        $0.results = ["a1", "a2"]
      }
    }
    XCTAssertEqual(failures, [])
  }

  func testReceivingByPredicateThatDoesNotMatchFails() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.timerToggled, line: 1) { $0.isTimerOn = true }
    scheduler.advance(by: 1)
    let failures = withExpectedFailures {
      store.receive({ $0 == .incrementTapped }, line: 2) { $0.count = 1 }
      store.send(.timerToggled) { $0.isTimerOn = false }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          FeatureAction.timerTicked

        (Expected an action matching the predicate.)

        Timeline:
          send FeatureAction.timerToggled (TestStoreReceiveTests.swift:1)
            state changed
            effect #1 started, cancellation id: TimerID()
            effect #1 sent FeatureAction.timerTicked
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          receive an action matching the predicate (TestStoreReceiveTests.swift:2) \
        — got FeatureAction.timerTicked
            state changed
        """
      ])
  }

  func testReceivingByCasePath() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a")) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    let failures = withExpectedFailures {
      store.receive(/FeatureAction.searchResponse) { $0.results = ["a1", "a2"] }
    }
    XCTAssertEqual(failures, [])
  }

  func testReceivingByCasePathThatDoesNotMatchFails() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a"), line: 1) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    let failures = withExpectedFailures {
      store.receive(/FeatureAction.queryChanged, line: 2) { $0.results = ["a1", "a2"] }
    }
    // A case with a payload cannot be built to read its name: its path is named by its type.
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          FeatureAction.searchResponse(
            [
              "a1",
              "a2",
            ]
          )

        (Expected an action matching the case path CasePath<FeatureAction, String>.)

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreReceiveTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          receive CasePath<FeatureAction, String> (TestStoreReceiveTests.swift:2) \
        — got FeatureAction.searchResponse(["a1", "a2"])
            state changed
        """
      ])
  }

  func testReceivingByAPayloadFreeCasePathThatDoesNotMatchNamesTheCase() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a"), line: 1) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    let failures = withExpectedFailures {
      store.receive(/FeatureAction.timerTicked, line: 2) { $0.results = ["a1", "a2"] }
      store.receive(/FeatureAction.timerTicked, line: 3)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          FeatureAction.searchResponse(
            [
              "a1",
              "a2",
            ]
          )

        (Expected an action matching the case path /FeatureAction.timerTicked.)

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreReceiveTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          receive /FeatureAction.timerTicked (TestStoreReceiveTests.swift:2) \
        — got FeatureAction.searchResponse(["a1", "a2"])
            state changed
        """,
        """
        Expected to receive an action, but received none.

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreReceiveTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          receive /FeatureAction.timerTicked (TestStoreReceiveTests.swift:2) \
        — got FeatureAction.searchResponse(["a1", "a2"])
            state changed
          receive /FeatureAction.timerTicked (TestStoreReceiveTests.swift:3)

        To accept the actual behaviour, delete this step.
        """,
      ])
  }

  /// Receiving the search response starts the timer.
  private let chainedReducer = Reducer<FeatureState, FeatureAction, FeatureEnvironment> {
    state, action, environment in
    switch action {
    case .searchResponse:
      return Effect(value: .timerToggled)
    default:
      return featureReducer.run(&state, action, environment)
    }
  }

  func testEffectsStartedByAReceivedActionAndThenHandledPass() {
    let (store, scheduler) = makeFeatureStore()
    let chained = TestStore(
      initialState: FeatureState(), reducer: chainedReducer, environment: store.environment)
    let failures = withExpectedFailures {
      chained.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .do { scheduler.advance(by: 0.5) },
        .receive(.searchResponse(["a1", "a2"])),
        .receive(.timerToggled) { $0.isTimerOn = true },
        .do { scheduler.advance(by: 1) },
        .receive(.timerTicked) { $0.count = 1 },
        .send(.timerToggled) { $0.isTimerOn = false }
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testEffectsStartedByAReceivedActionAreTrackedLikeSends() {
    let (store, scheduler) = makeFeatureStore()
    let chained = TestStore(
      initialState: FeatureState(), reducer: chainedReducer, environment: store.environment)
    let failures = withExpectedFailures {
      chained.assert(
        .send(.queryChanged("a"), line: 1) { $0.query = "a" },
        .do(line: 2) { scheduler.advance(by: 0.5) },
        .receive(.searchResponse(["a1", "a2"]), line: 3),
        .receive(.timerToggled, line: 4) { $0.isTimerOn = true },
        line: 5
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #3, started by receive FeatureAction.timerToggled (TestStoreReceiveTests.swift:4), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 1.5s (now 0.5s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreReceiveTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
          do (TestStoreReceiveTests.swift:2)
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          receive FeatureAction.searchResponse(["a1", "a2"]) (TestStoreReceiveTests.swift:3)
            effect #2 started
            effect #2 sent FeatureAction.timerToggled
            effect #2 finished
          receive FeatureAction.timerToggled (TestStoreReceiveTests.swift:4)
            state changed
            effect #3 started, cancellation id: TimerID()
          end of assert (TestStoreReceiveTests.swift:5)
        """
      ])
    chained.skipInFlightEffects()
  }
}
