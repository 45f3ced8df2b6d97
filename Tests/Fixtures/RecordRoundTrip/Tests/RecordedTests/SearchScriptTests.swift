import ExhaustiveTesting
import XCTest

// Step scripts, each wrong or incomplete on purpose; a recording run makes them pass (compare
// Goldens/SearchScriptTests.swift.golden).
final class SearchScriptTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler

  func testStateMismatchAfterSend() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) { $0.query = "b" },
      .do { self.scheduler.advance(by: 1) },
      .receive(.response(["a 1", "a 2"])) {
        $0.isLoading = false
        $0.results = ["a 1", "a 2"]
      }
    )
  }

  func testStateMismatchAfterReceive() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) {
        $0.query = "a"
        $0.isLoading = true
      },
      .do { self.scheduler.advance(by: 1) },
      .receive(.response(["a 1", "a 2"])) { $0.results = [] }
    )
  }

  func testMissingReceiveBeforeASend() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) {
        $0.query = "a"
        $0.isLoading = true
      },
      .do { self.scheduler.advance(by: 1) },
      .send(.refreshTapped)
    )
  }

  func testMissingReceiveBeforeADo() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) {
        $0.query = "a"
        $0.isLoading = true
      },
      .do { self.scheduler.advance(by: 1) },
      .do { self.scheduler.advance(by: 1) }
    )
  }

  func testMissingReceiveBeforeAnEnvironmentStep() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) {
        $0.query = "a"
        $0.isLoading = true
      },
      .do { self.scheduler.advance(by: 1) },
      .environment { $0.mainQueue = DispatchQueue.immediate.eraseToAnyScheduler() }
    )
  }

  // The effects article's walkthrough: the script ends in the `.do` that made the action arrive.
  func testMissingReceiveAtTheEndOfAScriptEndingInDo() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) {
        $0.query = "a"
        $0.isLoading = true
      },
      .do { self.scheduler.advance(by: 1) }
    )
  }

  func testTwoMissingReceivesBeforeASend() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) {
        $0.query = "a"
        $0.isLoading = true
      },
      .send(.timerTapped),
      .do { self.scheduler.advance(by: 5) },
      .send(.refreshTapped)
    )
  }

  func testWrongReceivedAction() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.queryChanged("a")) {
        $0.query = "a"
        $0.isLoading = true
      },
      .do { self.scheduler.advance(by: 1) },
      .receive(.ticked) { $0.ticks = 1 }
    )
  }

  func testClosureThatChangedNothing() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.refreshTapped) { _ in },
      .send(.queryChanged("")) {
        $0.isLoading = true
      },
      .do { self.scheduler.advance(by: 1) },
      .receive(.response([" 1", " 2"])) {
        $0.isLoading = false
        $0.results = [" 1", " 2"]
      }
    )
  }

  func testReceiveOfAnActionThatNeverCame() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.refreshTapped),
      .receive(.ticked) { $0.ticks = 1 }
    )
  }
}
