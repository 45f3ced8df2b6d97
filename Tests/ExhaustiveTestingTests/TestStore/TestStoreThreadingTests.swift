import ExhaustiveTesting
import Foundation
import XCTest

/// Effects deliver from any thread; the store queues what they send without blocking.
final class TestStoreThreadingTests: XCTestCase {
  /// The episode's real-time path: the effect fires on the main queue while a `.do` step spins
  /// the main run loop. (A real-time test by design; the wait is 50 ms.)
  func testOutputOnTheMainQueueDuringADoStepIsReceived() {
    let reducer = Reducer<FeatureState, FeatureAction, Void> { state, action, _ in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return Effect(value: .searchResponse([query]))
          .debounce(id: SearchID(), for: .milliseconds(10), scheduler: DispatchQueue.main)
      case .searchResponse(let results):
        state.results = results
        return .none
      default:
        return .none
      }
    }
    let store = TestStore(initialState: FeatureState(), reducer: reducer, environment: ())
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .do {
          _ = XCTWaiter.wait(for: [self.expectation(description: "wait")], timeout: 0.05)
        },
        .receive(.searchResponse(["a"])) { $0.results = ["a"] }
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testOutputsFromManyThreadsAreAllQueued() {
    let ticks = ManualEffect<FeatureAction>()
    let reducer = Reducer<FeatureState, FeatureAction, Void> { state, action, _ in
      switch action {
      case .timerToggled: return ticks.effect
      case .timerTicked:
        state.count += 1
        return .none
      default: return .none
      }
    }
    let store = TestStore(initialState: FeatureState(), reducer: reducer, environment: ())
    store.send(.timerToggled)
    DispatchQueue.concurrentPerform(iterations: 100) { _ in ticks.emit(.timerTicked) }
    ticks.finish()
    for count in 1...100 {
      store.receive(.timerTicked) { $0.count = count }
    }
  }
}
