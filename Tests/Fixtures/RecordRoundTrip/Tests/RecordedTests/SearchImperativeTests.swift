import ExhaustiveTesting
import XCTest

// Synchronous `send` and `receive` calls, each test wrong or incomplete on purpose; a recording
// run makes them pass (compare Goldens/SearchImperativeTests.swift.golden).
final class SearchImperativeTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler

  func testStateMismatchAfterSend() {
    let store = makeSearchStore(scheduler)
    store.send(.queryChanged("a")) { $0.query = "a" }
    scheduler.advance(by: 1)
    store.receive(.response(["a 1", "a 2"])) {
      $0.isLoading = false
      $0.results = ["a 1", "a 2"]
    }
  }

  func testStateMismatchAfterReceive() {
    let store = makeSearchStore(scheduler)
    store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.isLoading = true
    }
    scheduler.advance(by: 1)
    store.receive(.response(["a 1", "a 2"]))
  }

  func testMissingReceiveBeforeASend() {
    let store = makeSearchStore(scheduler)
    store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.isLoading = true
    }
    scheduler.advance(by: 1)
    store.send(.refreshTapped)
  }

  // The debounce: the response arrives during the `advance`, after the last step.
  func testMissingReceiveAtTheEndAfterAnAdvance() {
    let store = makeSearchStore(scheduler)
    store.send(.queryChanged("swift")) {
      $0.query = "swift"
      $0.isLoading = true
    }
    scheduler.advance(by: 1)
  }

  func testWrongReceivedAction() {
    let store = makeSearchStore(scheduler)
    store.send(.timerTapped)
    scheduler.advance(by: 5)
    store.receive(.refreshTapped)
  }

  func testClosureThatChangedNothing() {
    let store = makeSearchStore(scheduler)
    store.send(.refreshTapped) { $0.ticks = 0 }
  }

  func testReceiveOfAnActionThatNeverCame() {
    let store = makeSearchStore(scheduler)
    store.send(.refreshTapped)
    store.receive(.ticked) { $0.ticks = 1 }
  }
}
