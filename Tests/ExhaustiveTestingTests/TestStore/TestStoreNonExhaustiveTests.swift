import ExhaustiveTesting
import XCTest

/// `exhaustivity = .off`: check only what the test asks about.
final class TestStoreNonExhaustiveTests: XCTestCase {
  func testClosureIsCheckedOnlyForWhatItTouches() {
    let (store, _) = makeFeatureStore()
    store.exhaustivity = .off
    let failures = withExpectedFailures {
      store.send(.queryChanged("a"))  // changes query, not asserted
      store.send(.incrementTapped) { $0.count = 1 }  // query untouched by the closure
      store.skipInFlightEffects()
    }
    XCTAssertEqual(failures, [])
  }

  func testWhatTheClosureTouchesMustStillMatch() {
    let (store, _) = makeFeatureStore()
    store.exhaustivity = .off
    let failures = withExpectedFailures {
      store.send(.incrementTapped, line: 1) { $0.count = 5 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 5,
        +   count: 1,
            query: "",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.incrementTapped (TestStoreNonExhaustiveTests.swift:1)
            state changed

        To accept the actual behaviour, write:

          store.send(.incrementTapped) {
            $0.count = 1
          }
        """
      ])
  }

  func testUnreceivedActionsAndRunningEffectsDoNotFail() {
    let failures = withExpectedFailures {
      let (store, scheduler) = makeFeatureStore()
      store.exhaustivity = .off
      store.assert(
        .send(.timerToggled),
        .do { scheduler.advance(by: 3) },
        .send(.incrementTapped) { $0.count = 4 }  // the three ticks were reduced first
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testReceiveSkipsEarlierActionsButReducesThem() {
    let (store, scheduler) = makeFeatureStore()
    store.exhaustivity = .off
    let failures = withExpectedFailures {
      store.send(.timerToggled)
      store.send(.queryChanged("a"))
      scheduler.advance(by: 1)
      store.receive(.timerTicked) { $0.count = 1 }  // searchResponse came first
      XCTAssertEqual(store.state.results, ["a1", "a2"])
      store.send(.timerToggled)
    }
    XCTAssertEqual(failures, [])
  }

  func testShowSkippedAssertionsReportsNotesNotFailures() {
    var notes: [String] = []
    let failures = withExpectedFailures {
      notes = withNotes {
        let (store, scheduler) = makeFeatureStore(line: 1)
        store.exhaustivity = .off(showSkippedAssertions: true)
        store.send(.queryChanged("a"), line: 2)
        scheduler.advance(by: 0.5)
        store.send(.incrementTapped, line: 3) { $0.count = 1 }
        store.send(.timerToggled, line: 4)
      }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(
      notes,
      [
        """
        Skipped assertions: …

        State change does not match expectation: …

          FeatureState(
            count: 0,
        −   query: "",
        +   query: "a",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)
        """,
        """
        Skipped assertions: …

        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          FeatureAction.searchResponse(
            [
              "a1",
              "a2",
            ]
          ),
        ]
        """,
        """
        Skipped assertions: …

        State change does not match expectation: …

          FeatureState(
            count: 1,
            query: "a",
            results: […],
        −   isTimerOn: false
        +   isTimerOn: true
          )

        (Expected: −, Actual: +)
        """,
        """
        Skipped assertions: …

        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #2, started by send FeatureAction.timerToggled (TestStoreNonExhaustiveTests.swift:4), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 1.5s (now 0.5s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.
        """,
      ])
  }

  func testSkipReceivedActionsReducesThem() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 0.5)
      store.skipReceivedActions()
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(store.state.results, ["a1", "a2"])
  }

  func testStrictSkipReceivedActionsFailsWhenThereIsNothingToSkip() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.skipReceivedActions(line: 1)
      store.skipReceivedActions(strict: false)
    }
    XCTAssertEqual(
      failures,
      [
        """
        There were no received actions to skip.

        Timeline:
          skipReceivedActions (TestStoreNonExhaustiveTests.swift:1)
        """
      ])
  }

  func testSkipInFlightEffectsCancelsThem() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.timerToggled) { $0.isTimerOn = true }
      store.skipInFlightEffects()
      scheduler.advance(by: 5)
    }
    XCTAssertEqual(failures, [])
  }

  func testStrictSkipInFlightEffectsFailsWhenThereIsNothingToSkip() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.skipInFlightEffects(line: 1)
      store.skipInFlightEffects(strict: false)
    }
    XCTAssertEqual(
      failures,
      [
        """
        There were no in-flight effects to skip.

        Timeline:
          skipInFlightEffects (TestStoreNonExhaustiveTests.swift:1)
        """
      ])
  }
}
