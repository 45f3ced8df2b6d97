import ExhaustiveTesting
import XCTest

// A scoped store, its closures on the view state, each test wrong or incomplete on purpose; a
// recording run makes them pass (compare Goldens/SearchScopedTests.swift.golden).
final class SearchScopedTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler

  func testStateMismatchAfterReceive() {
    let store = makeSearchStore(scheduler).scope(state: { $0.ticks })
    store.send(.timerTapped)
    scheduler.advance(by: 5)
    store.receive(.ticked) { $0 = 2 }
  }

  func testMissingReceiveAtTheEnd() {
    let store = makeSearchStore(scheduler).scope(state: { $0.results })
    store.send(.queryChanged("a"))
    scheduler.advance(by: 1)
  }

  func testMissingReceiveInAScript() {
    let store = makeSearchStore(scheduler).scope(state: { $0.ticks })
    store.assert(
      .send(.timerTapped),
      .do { self.scheduler.advance(by: 5) }
    )
  }
}
