import ExhaustiveTesting
import Foundation
import Testing

// Swift Testing, script and calls, sync and async, each test wrong or incomplete on purpose; a
// recording run makes them pass (compare Goldens/SearchSwiftTestingTests.swift.golden).
struct SearchSwiftTestingTests {
  let scheduler = DispatchQueue.testScheduler

  @Test func scriptStateMismatch() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.refreshTapped),
      .send(.timerTapped),
      .do { scheduler.advance(by: 5) },
      .receive(.ticked) { $0.ticks = 2 }
    )
  }

  @Test func scriptEndingInDo() {
    let store = makeSearchStore(scheduler)
    store.assert(
      .send(.timerTapped),
      .do { scheduler.advance(by: 5) }
    )
  }

  @Test func missingReceiveAtTheEnd() {
    let store = makeSearchStore(scheduler)
    store.send(.timerTapped)
    scheduler.advance(by: 5)
  }

  @Test func asyncMissingReceiveAtTheEnd() async {
    let store = makeSearchStore(scheduler)
    await store.send(.queryChanged("swift")) {
      $0.query = "swift"
      $0.isLoading = true
    }
    await scheduler.advance(by: 1)
  }

  @Test func asyncMissingReceiveBeforeASend() async {
    let store = makeSearchStore(scheduler)
    await store.send(.timerTapped)
    await scheduler.advance(by: 5)
    await store.send(.refreshTapped)
  }

  @Test func wrongReceivedAction() {
    let store = makeSearchStore(scheduler)
    store.send(.timerTapped)
    scheduler.advance(by: 5)
    store.receive(.refreshTapped)
  }

  @Test func closureThatChangedNothing() async {
    let store = makeSearchStore(scheduler)
    await store.send(.refreshTapped) {
      $0.results = []
    }
  }
}
