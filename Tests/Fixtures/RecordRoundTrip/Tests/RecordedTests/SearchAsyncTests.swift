import ExhaustiveTesting
import XCTest

// `await store.send` and `await store.receive`, each test wrong or incomplete on purpose; a
// recording run makes them pass (compare Goldens/SearchAsyncTests.swift.golden).
final class SearchAsyncTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler

  func testStateMismatchAfterSend() async {
    let store = makeSearchStore(scheduler)
    await store.send(.loadTapped)
    await store.receive(.response(["loaded"])) { $0.results = ["loaded"] }
  }

  // The first example, async: the response arrives during the `advance`.
  func testMissingReceiveAtTheEndAfterAnAdvance() async {
    let store = makeSearchStore(scheduler)
    await store.send(.queryChanged("swift")) {
      $0.query = "swift"
      $0.isLoading = true
    }
    await scheduler.advance(by: 1)
  }

  // The `await` that ran the effect is the send itself: the response is pending at the next one.
  func testMissingReceiveOfAnAwaitedEffectBeforeASend() async {
    let store = makeSearchStore(scheduler)
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.send(.refreshTapped)
  }

  func testMissingReceiveOfAnAwaitedEffectAtTheEnd() async {
    let store = makeSearchStore(scheduler)
    await store.send(.loadTapped) { $0.isLoading = true }
  }

  func testWrongReceivedAction() async {
    let store = makeSearchStore(scheduler)
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(.ticked)
  }

  func testReceiveOfAnActionThatNeverCame() async {
    let store = makeSearchStore(scheduler)
    await store.send(.refreshTapped)
    await store.receive(.ticked)
  }
}
