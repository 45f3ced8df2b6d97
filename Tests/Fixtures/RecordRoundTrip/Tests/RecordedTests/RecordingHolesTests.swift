import ExhaustiveTesting
import XCTest

// Record mode's last holes, end to end: a missing receive noticed by `await self.store.finish()`
// goes before it, in the test's own call shape; a replaced receive keeps its `timeout:`; a `{`
// in a string argument is not read as code (compare Goldens/RecordingHolesTests.swift.golden).
final class RecordingHolesTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler
  var store: TestStore<SearchState, SearchAction, SearchEnvironment>!

  func testMissingReceiveBeforeFinish() async {
    self.store = makeSearchStore(scheduler)
    await self.store.send(.loadTapped) { $0.isLoading = true }
    await self.store.finish()
  }

  func testWrongReceivedActionKeepsItsTimeout() async {
    let store = makeSearchStore(scheduler)
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(.ticked, timeout: .seconds(1))
  }

  func testABraceInAStringArgument() async {
    let store = makeSearchStore(scheduler)
    await store.send(.queryChanged("{b"))
    await scheduler.advance(by: 1)
  }
}
