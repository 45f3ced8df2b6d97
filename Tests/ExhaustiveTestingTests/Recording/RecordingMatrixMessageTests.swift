import ExhaustiveTesting
import XCTest

/// The failures record mode added to its matrix, pinned in full: a wrong received action prints
/// the receive that replaces it, a receive of an action that can never come says to delete the
/// step, and recording a failure it cannot fix says "Not recorded:", why, and what to do.
final class RecordingMatrixMessageTests: XCTestCase {
  func testAWrongReceivedActionPrintsTheReceiveThatReplacesIt() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 1)
      store.receive(.incrementTapped)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

        − FeatureAction.incrementTapped
        + FeatureAction.searchResponse(
        +   [
        +     "a1",
        +     "a2",
        +   ]
        + )

        (Expected: −, Received: +)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          FeatureState(
            count: 0,
            query: "a",
        −   results: [],
        +   results: [
        +     "a1",
        +     "a2",
        +   ],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.queryChanged("a") (RecordingMatrixMessageTests.swift:11)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          receive FeatureAction.incrementTapped (RecordingMatrixMessageTests.swift:13) — got FeatureAction.searchResponse(["a1", "a2"])
            state changed

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"])) {
            $0.results = ["a1", "a2"]
          }
        """
      ])
  }

  func testAReceiveOfAnActionThatCanNeverComeSaysToDeleteTheStep() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.nothingTapped)
      store.receive(.timerTicked)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none.

        Timeline:
          send FeatureAction.nothingTapped (RecordingMatrixMessageTests.swift:70)
          receive FeatureAction.timerTicked (RecordingMatrixMessageTests.swift:71)

        To accept the actual behaviour, delete this step.
        """
      ])
  }

  func testAReceiveWhileEffectsRunIsNotRecorded() {
    let (store, _) = makeFeatureStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      store.receive(.searchResponse(["a1", "a2"]))
      store.skipInFlightEffects()
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none.

        1 work item is pending on a TestScheduler, due at 0.5s (now 0s): advance the scheduler.

        Running effects:
          effect #1, started by send FeatureAction.queryChanged("a") (RecordingMatrixMessageTests.swift:92), cancellation id: SearchID()

        Timeline:
          send FeatureAction.queryChanged("a") (RecordingMatrixMessageTests.swift:92)
            state changed
            effect #1 started, cancellation id: SearchID()
          receive FeatureAction.searchResponse(["a1", "a2"]) (RecordingMatrixMessageTests.swift:93)

        Not recorded: effects are still running or a scheduler has work (listed above), so the action may still come once the test advances what they wait on. The file is unchanged: advance the scheduler or clock before this step, or delete the step if no action should come.
        """
      ])
  }

  func testEffectsStillRunningAreNotRecorded() {
    let (store, _) = makeFeatureStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" }
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.queryChanged("a") (RecordingMatrixMessageTests.swift:123), cancellation id: SearchID()

        1 work item is pending on a TestScheduler, due at 0.5s (now 0s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.queryChanged("a") (RecordingMatrixMessageTests.swift:123)
            state changed
            effect #1 started, cancellation id: SearchID()
          end of assert (RecordingMatrixMessageTests.swift:122)

        Not recorded: an effect still running is not an expectation the test wrote, and only its author knows whether it should finish or be cancelled. The file is unchanged: end it as described above.
        """
      ])
  }

  func testAPredicateThatMatchesAnotherActionIsNotRecorded() {
    let (store, scheduler) = makeFeatureStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 1)
      store.receive({ $0 == .incrementTapped }) { $0.results = ["a1", "a2"] }
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

        (Expected an action matching the predicate.)

        Timeline:
          send FeatureAction.queryChanged("a") (RecordingMatrixMessageTests.swift:157)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          receive an action matching the predicate (RecordingMatrixMessageTests.swift:159) — got FeatureAction.searchResponse(["a1", "a2"])
            state changed

        Not recorded: the step matches with a predicate or a case path, which the recorder does not rewrite. The file is unchanged: make it match the action received above, or receive that action before this step.
        """
      ])
  }
}
