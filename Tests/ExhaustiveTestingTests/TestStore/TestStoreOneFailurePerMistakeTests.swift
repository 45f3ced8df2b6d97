import ExhaustiveTesting
import XCTest

/// Each mistake is one failure that says what to do: a receive that finds nothing says why and
/// lists what still runs (which the end of the test then leaves alone), and a wrong receive
/// carries the state it produced as a section of its own message.
final class TestStoreOneFailurePerMistakeTests: XCTestCase {
  func testReceivingBeforeAdvancingTheSchedulerSaysWhatIsPending() {
    let failures = withRecordedFailures {
      let (store, _) = makeFeatureStore(line: 1)
      store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
      store.receive(.searchResponse(["a1", "a2"]), line: 3) { $0.results = ["a1", "a2"] }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Expected to receive an action, but received none.

        1 work item is pending on a TestScheduler, due at 0.5s (now 0s): advance the scheduler.

        Running effects:
          effect #1, started by send FeatureAction.queryChanged("a") \
        (TestStoreOneFailurePerMistakeTests.swift:2), cancellation id: SearchID()

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreOneFailurePerMistakeTests.swift:2)
            state changed
            effect #1 started, cancellation id: SearchID()
          receive FeatureAction.searchResponse(["a1", "a2"]) \
        (TestStoreOneFailurePerMistakeTests.swift:3)
        """
      ])
    // The running effect was listed with the receive: releasing the store adds no failure.
    XCTAssertEqual(failures.map(\.location.line), [3])
  }

  // The cancelled debounce's work left the scheduler's queue (issue 16 §15), so no pending work
  // item suggests advancing: advancing would not bring the action.
  func testReceivingAfterTheEffectWasCancelledSaysSo() {
    let failures = withExpectedFailures {
      let (store, _) = makeFeatureStore(line: 1)
      store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
      store.send(.cancelSearchTapped, line: 3)
      store.receive(.searchResponse(["a1", "a2"]), line: 4) { $0.results = ["a1", "a2"] }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none.

        Effect #1 was cancelled by the previous step, so it sends nothing more.

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreOneFailurePerMistakeTests.swift:2)
            state changed
            effect #1 started, cancellation id: SearchID()
          send FeatureAction.cancelSearchTapped (TestStoreOneFailurePerMistakeTests.swift:3)
            effect #1 cancelled
          receive FeatureAction.searchResponse(["a1", "a2"]) \
        (TestStoreOneFailurePerMistakeTests.swift:4)

        To accept the actual behaviour, delete this step.
        """
      ])
  }

  func testAWrongReceiveWithAWrongStateIsOneFailure() {
    let failures = withRecordedFailures {
      let (store, scheduler) = makeFeatureStore(line: 1)
      store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
      scheduler.advance(by: 0.5)
      store.receive(.searchResponse(["a1", "b2"]), line: 3) { $0.results = ["a1", "b2"] }
    }
    XCTAssertEqual(
      failures.map(\.message),
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

        The state after it does not match the expectation either:

        State change does not match expectation: …

          FeatureState(
            count: 0,
            query: "a",
            results: [
              "a1",
        −     "b2",
        +     "a2",
            ],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreOneFailurePerMistakeTests.swift:2)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          receive FeatureAction.searchResponse(["a1", "b2"]) \
        (TestStoreOneFailurePerMistakeTests.swift:3) — got FeatureAction.searchResponse(["a1", "a2"])
            state changed

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"])) {
            $0.results = ["a1", "a2"]
          }
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [3])
  }

  func testReceivingWhileAnAsyncEffectWaitsSaysToAwait() {
    let fixture = AsyncFixture()
    let failures = withExpectedFailures {
      let store = fixture.makeStore()
      store.send(.listen, line: 1)
      store.receive(.event(1), line: 2) { $0.events = [1] }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none.

        The effects still running have sent nothing yet: let them run first (advance the clock \
        they wait on, feed what they await, or use `await store.receive(…)` for async effects).

        Running effects:
          effect #1, started by send AsyncAction.listen \
        (TestStoreOneFailurePerMistakeTests.swift:1), cancellation id: ListenID()

        Timeline:
          send AsyncAction.listen (TestStoreOneFailurePerMistakeTests.swift:1)
            effect #1 started, cancellation id: ListenID()
          receive AsyncAction.event(1) (TestStoreOneFailurePerMistakeTests.swift:2)
        """
      ])
  }

  func testAsyncReceiveStalledOnATestSchedulerSaysToAdvanceIt() async {
    let failures = await withExpectedFailures {
      let (store, _) = makeFeatureStore(line: 1)
      await store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
      await store.receive(.searchResponse(["a1", "a2"]), line: 3) { $0.results = ["a1", "a2"] }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none: effects are stalled.

        1 effect is suspended and 1 work item is pending on a TestScheduler, due at 0.5s \
        (now 0s). Nothing queued can resume them: advance the scheduler or cancel them.

        Running effects:
          effect #1, started by send FeatureAction.queryChanged("a") \
        (TestStoreOneFailurePerMistakeTests.swift:2), cancellation id: SearchID()

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreOneFailurePerMistakeTests.swift:2)
            state changed
            effect #1 started, cancellation id: SearchID()
          receive FeatureAction.searchResponse(["a1", "a2"]) \
        (TestStoreOneFailurePerMistakeTests.swift:3)
        """
      ])
  }

  func testAsyncReceiveAfterTheEffectWasCancelledSaysSo() async {
    let fixture = AsyncFixture()
    let failures = await withExpectedFailures {
      let store = fixture.makeStore()
      await store.send(.listen, line: 1)
      await store.send(.stopListening, line: 2)
      await store.receive(.event(1), line: 3) { $0.events = [1] }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none.

        Effect #1 was cancelled by the previous step, so it sends nothing more.

        Timeline:
          send AsyncAction.listen (TestStoreOneFailurePerMistakeTests.swift:1)
            effect #1 started, cancellation id: ListenID()
          send AsyncAction.stopListening (TestStoreOneFailurePerMistakeTests.swift:2)
            effect #1 cancelled
          receive AsyncAction.event(1) (TestStoreOneFailurePerMistakeTests.swift:3)

        To accept the actual behaviour, delete this step.
        """
      ])
  }

  func testAsyncFinishStalledOnATestSchedulerSaysToAdvanceIt() async {
    let failures = await withExpectedFailures {
      let (store, _) = makeFeatureStore(line: 1)
      await store.send(.timerToggled, line: 2) { $0.isTimerOn = true }
      await store.finish(line: 3)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected all effects to finish, but they are stalled.

        1 effect is suspended and 1 work item is pending on a TestScheduler, due at 1s (now 0s). \
        Nothing queued can resume them: advance the scheduler or cancel them.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled \
        (TestStoreOneFailurePerMistakeTests.swift:2), cancellation id: TimerID()

        Timeline:
          send FeatureAction.timerToggled (TestStoreOneFailurePerMistakeTests.swift:2)
            state changed
            effect #1 started, cancellation id: TimerID()
          finish (TestStoreOneFailurePerMistakeTests.swift:3)
        """
      ])
  }
}
