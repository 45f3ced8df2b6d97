import ExhaustiveTesting
import XCTest

/// `exhaustivity = .on(except: …)`: one category relaxed, the others still exhaustive.
final class TestStorePartialExhaustivityTests: XCTestCase {
  func testTheSpellingsOfExhaustivity() {
    XCTAssertEqual(Exhaustivity.on, .on(except: []))
    XCTAssertEqual(Exhaustivity.off, .on(except: .all))
    XCTAssertEqual(Exhaustivity.off, .off(showSkippedAssertions: false))
    XCTAssertEqual(
      Exhaustivity.off(showSkippedAssertions: true),
      .on(except: [.state, .receivedActions, .effects], showSkippedAssertions: true))
    let relaxed = Exhaustivity.on(except: .receivedActions)
    XCTAssertTrue(relaxed.isExhaustive(.state))
    XCTAssertFalse(relaxed.isExhaustive(.receivedActions))
    XCTAssertTrue(relaxed.isExhaustive(.effects))
    XCTAssertFalse(relaxed.isExhaustive(.all))
    XCTAssertEqual(relaxed.exhaustive, [.state, .effects])
  }

  // MARK: State

  func testRelaxedStateChecksOnlyWhatTheClosureTouches() {
    let (store, scheduler) = makeFeatureStore()
    store.exhaustivity = .on(except: .state)
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a")),  // changes query, not asserted
        .send(.incrementTapped) { $0.count = 1 },  // query untouched by the closure
        .do { scheduler.advance(by: 0.5) },
        .receive(.searchResponse(["a1", "a2"]))
      )
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(store.state, FeatureState(count: 1, query: "a", results: ["a1", "a2"]))
  }

  func testRelaxedStateStillChecksWhatTheClosureTouchesAndTheOtherCategories() {
    let (store, scheduler) = makeFeatureStore()
    store.exhaustivity = .on(except: .state)
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a"), line: 1) { $0.query = "b" },
        .do(line: 2) { scheduler.advance(by: 0.5) },
        .send(.timerToggled, line: 3),
        line: 4
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
            count: 0,
        −   query: "b",
        +   query: "a",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.queryChanged("a") (TestStorePartialExhaustivityTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()

        To accept the actual behaviour, write:

          store.send(.queryChanged("a")) {
            $0.query = "a"
          }
        """,
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          FeatureAction.searchResponse(
            [
              "a1",
              "a2",
            ]
          ),
        ]

        Timeline:
          send FeatureAction.queryChanged("a") (TestStorePartialExhaustivityTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
          do (TestStorePartialExhaustivityTests.swift:2)
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"]))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """,
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #2, started by send FeatureAction.timerToggled (TestStorePartialExhaustivityTests.swift:3), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 1.5s (now 0.5s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.queryChanged("a") (TestStorePartialExhaustivityTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
          do (TestStorePartialExhaustivityTests.swift:2)
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          send FeatureAction.timerToggled (TestStorePartialExhaustivityTests.swift:3)
            state changed
            effect #2 started, cancellation id: TimerID()
          end of assert (TestStorePartialExhaustivityTests.swift:4)
        """,
      ])
  }

  // MARK: Received actions

  func testRelaxedReceivedActionsSkipsActionsTheTestDoesNotAskFor() {
    let (store, scheduler) = makeFeatureStore()
    store.exhaustivity = .on(except: .receivedActions)
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .send(.timerToggled) { $0.isTimerOn = true },
        .do { scheduler.advance(by: 1) },
        // The search response came first: it is reduced without an assertion.
        .receive(.timerTicked) { $0.count = 1 },
        .send(.timerToggled) { $0.isTimerOn = false },
        .send(.queryChanged("b")) { $0.query = "b" },
        .do { scheduler.advance(by: 0.5) }
        // The second search response is left unreceived.
      )
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(store.state.results, ["a1", "a2"])
  }

  func testRelaxedReceivedActionsKeepsStateAndEffectsExhaustive() {
    let (store, scheduler) = makeFeatureStore()
    store.exhaustivity = .on(except: .receivedActions)
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled, line: 1) { $0.isTimerOn = true },
        .do(line: 2) { scheduler.advance(by: 1) },
        // The tick is reduced before the send: the closure must account for its change too.
        .send(.incrementTapped, line: 3) { $0.count = 1 },
        line: 4
      )
    }
    let timeline = """
      Timeline:
        send FeatureAction.timerToggled (TestStorePartialExhaustivityTests.swift:1)
          state changed
          effect #1 started, cancellation id: TimerID()
        do (TestStorePartialExhaustivityTests.swift:2)
          effect #1 sent FeatureAction.timerTicked
          scheduler advanced by 1s (0s → 1s), ran 1 work item
          skipped receive FeatureAction.timerTicked
          state changed
        send FeatureAction.incrementTapped (TestStorePartialExhaustivityTests.swift:3)
          state changed
      """
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 1,
        +   count: 2,
            query: "",
            results: [],
            isTimerOn: true
          )

        (Expected: −, Actual: +)

        \(timeline)

        To accept the actual behaviour, write:

          store.send(.incrementTapped) {
            $0.count = 2
          }
        """,
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled (TestStorePartialExhaustivityTests.swift:1), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 2s (now 1s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        \(timeline)
          end of assert (TestStorePartialExhaustivityTests.swift:4)
        """,
      ])
  }

  // MARK: Effects

  func testRelaxedEffectsMayOutliveTheTest() {
    let failures = withExpectedFailures {
      let (store, scheduler) = makeFeatureStore()
      store.exhaustivity = .on(except: .effects)
      store.assert(
        .send(.timerToggled) { $0.isTimerOn = true },
        .do { scheduler.advance(by: 1) },
        .receive(.timerTicked) { $0.count = 1 }
      )
      // Released with the timer still running.
    }
    XCTAssertEqual(failures, [])
  }

  func testRelaxedEffectsKeepsStateAndReceivedActionsExhaustive() {
    let (store, scheduler) = makeFeatureStore()
    store.exhaustivity = .on(except: .effects)
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled, line: 1),
        .do(line: 2) { scheduler.advance(by: 1) },
        line: 3
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
            count: 0,
            query: "",
            results: [],
        −   isTimerOn: false
        +   isTimerOn: true
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.timerToggled (TestStorePartialExhaustivityTests.swift:1)
            state changed
            effect #1 started, cancellation id: TimerID()

        To accept the actual behaviour, write:

          store.send(.timerToggled) {
            $0.isTimerOn = true
          }
        """,
        """
        Received 1 unexpected action: …

        Unhandled actions: [
          FeatureAction.timerTicked,
        ]

        Timeline:
          send FeatureAction.timerToggled (TestStorePartialExhaustivityTests.swift:1)
            state changed
            effect #1 started, cancellation id: TimerID()
          do (TestStorePartialExhaustivityTests.swift:2)
            effect #1 sent FeatureAction.timerTicked
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          end of assert (TestStorePartialExhaustivityTests.swift:3)

        To accept the actual behaviour, write:

          store.receive(.timerTicked)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """,
      ])
  }

  // MARK: Notes

  func testNotesCoverOnlyTheRelaxedCategory() {
    var notes: [String] = []
    let failures = withExpectedFailures {
      notes = withNotes {
        let (store, scheduler) = makeFeatureStore()
        store.exhaustivity = .on(except: .effects, showSkippedAssertions: true)
        store.send(.timerToggled, line: 1) { $0.isTimerOn = true }
        scheduler.advance(by: 1)
        store.receive(.timerTicked) { $0.count = 1 }
      }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(
      notes,
      [
        """
        Skipped assertions: …

        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled (TestStorePartialExhaustivityTests.swift:1), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 2s (now 1s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.
        """
      ])
  }
}
