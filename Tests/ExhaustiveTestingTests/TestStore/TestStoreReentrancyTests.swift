import ExhaustiveTesting
import XCTest

/// A step called from inside another step's expected-state closure is refused with one failure.
final class TestStoreReentrancyTests: XCTestCase {
  func testSendingFromInsideASendsClosureFailsOnceAtTheInnerCall() {
    let (store, _) = makeFeatureStore()
    let failures = withRecordedFailures {
      store.send(.incrementTapped, line: 1) {
        $0.count = 1
        store.send(.incrementTapped, line: 2) { $0.count = 2 }
      }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        send(_:) was called from inside another step's expected-state closure; the call was \
        ignored.

        A trailing closure only describes the state its step should produce: change its \
        argument there, and make the next call after the step returns.

        Timeline:
          send FeatureAction.incrementTapped (TestStoreReentrancyTests.swift:1)
            state changed
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
    XCTAssertEqual(store.state.count, 1)
  }

  func testReceivingFromInsideAReceivesClosureIsRefusedToo() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a"), line: 0) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    let failures = withRecordedFailures {
      store.assert(
        .receive(.searchResponse(["a1", "a2"]), line: 1) {
          $0.results = ["a1", "a2"]
          store.receive(.searchResponse(["a1", "a2"]), line: 2)
          store.skipReceivedActions(line: 3)
        })
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        receive(_:) was called from inside another step's expected-state closure; the call was \
        ignored.

        A trailing closure only describes the state its step should produce: change its \
        argument there, and make the next call after the step returns.

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreReentrancyTests.swift:0)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          receive FeatureAction.searchResponse(["a1", "a2"]) (TestStoreReentrancyTests.swift:1)
            state changed
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
    XCTAssertEqual(store.state.results, ["a1", "a2"])
  }

  func testANonExhaustiveStoreReportsTheRefusedCallOnce() {
    let (store, _) = makeFeatureStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    let failures = withExpectedFailures {
      store.send(.incrementTapped) {
        $0.count = 1
        store.send(.incrementTapped)
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.components(separatedBy: ";").first,
      "send(_:) was called from inside another step's expected-state closure")
    XCTAssertEqual(store.state.count, 1)
  }

  func testStepsAfterTheRefusedCallRunNormally() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped) {
        $0.count = 1
        store.send(.incrementTapped)
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(withExpectedFailures { store.send(.incrementTapped) { $0.count = 2 } }, [])
  }

  // MARK: From the reducer or a starting effect (issue 16 §10)

  func testAnEffectSendingThroughTheStoreIsRefusedWithTheTimelineOnce() {
    let (store, reference) = makeReentryStore()
    reference.send = { reference.store?.send(.other, line: 2) }
    let failures = withRecordedFailures {
      store.send(.effectCallsTheStore, line: 1)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        send(_:) was called while the store was running the reducer or starting the effect it \
        returned; the call was ignored.

        An effect sends actions back by emitting them, not by calling the store: emit the \
        action from the effect, and receive it in the test with receive(_:).

        Timeline:
          send ReentryAction.effectCallsTheStore (TestStoreReentrancyTests.swift:1)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
    XCTAssertEqual(store.state, 0)
  }

  func testTheReducerSendingThroughTheStoreIsRefused() {
    let (store, reference) = makeReentryStore()
    reference.send = { reference.store?.send(.other, line: 2) }
    let failures = withRecordedFailures {
      store.send(.reducerCallsTheStore, line: 1) { $0 = 1 }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        send(_:) was called while the store was running the reducer or starting the effect it \
        returned; the call was ignored.

        An effect sends actions back by emitting them, not by calling the store: emit the \
        action from the effect, and receive it in the test with receive(_:).

        Timeline:
          send ReentryAction.reducerCallsTheStore (TestStoreReentrancyTests.swift:1)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
    XCTAssertEqual(store.state, 1)
  }

  func testEveryStepIsRefusedFromAStartingEffectAndTheNextStepRunsNormally() {
    let (store, reference) = makeReentryStore()
    reference.send = {
      reference.store?.receive(.other)
      reference.store?.skipReceivedActions(strict: false)
      reference.store?.assert(.send(.other))
    }
    let failures = withExpectedFailures {
      store.send(.effectCallsTheStore)
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: " was called")[0] }, ["receive(_:)"])
    XCTAssertEqual(withExpectedFailures { store.send(.other) { $0 = 10 } }, [])
  }
}

enum ReentryAction: Equatable {
  case effectCallsTheStore
  case reducerCallsTheStore
  case other
}

/// Lets the reducer and its effects call back into the store that runs them, as a mistaken
/// test might.
///
/// Unchecked: the tests set `send` before the store runs, and it is called only while the store
/// reduces or starts an effect, on the test's thread.
final class StoreReference: @unchecked Sendable {
  weak var store: TestStore<Int, ReentryAction, StoreReference>?
  var send: () -> Void = {}
}

let reentryReducer = Reducer<Int, ReentryAction, StoreReference> { state, action, reference in
  switch action {
  case .effectCallsTheStore:
    return .fireAndForget { reference.send() }
  case .reducerCallsTheStore:
    reference.send()
    state += 1
    return .none
  case .other:
    state += 10
    return .none
  }
}

private func makeReentryStore() -> (TestStore<Int, ReentryAction, StoreReference>, StoreReference) {
  let reference = StoreReference()
  let store = TestStore(initialState: 0, reducer: reentryReducer, environment: reference)
  reference.store = store
  return (store, reference)
}
