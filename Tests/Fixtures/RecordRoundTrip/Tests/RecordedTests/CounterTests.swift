import ExhaustiveTesting
import XCTest

// Each test is wrong or incomplete on purpose: a recording run rewrites this file so that all
// of them pass (compare Goldens/CounterTests.swift.golden).
final class CounterTests: XCTestCase {
  func makeStore() -> TestStore<CounterState, CounterAction, CounterEnvironment> {
    TestStore(
      initialState: CounterState(),
      reducer: counterReducer,
      environment: CounterEnvironment(uuid: UUID.incrementing)
    )
  }

  func testScriptWithWrongAndMissingExpectations() {
    let store = makeStore()
    store.assert(
      .send(.incrementTapped) {
        $0.count = 5
      },
      .send(.incrementTapped),
      .send(.factTapped) { $0.isLoading = true },
      .send(.clearTapped)
    )
  }

  func testImperativeWithAMissingReceiveAtTheEnd() {
    let store = makeStore()
    store.send(.incrementTapped) { $0.count = 1 }
    store.send(.factTapped) {
      $0.isLoading = true
    }
  }

  func testAsync() async {
    let store = makeStore()
    await store.send(.incrementTapped) { state in
      state.count = 9
    }
  }
}
