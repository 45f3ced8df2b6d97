import ExhaustiveCore
import ExhaustiveTesting
import XCTest

// A `Store` driven from plain XCTest methods, as TCA 0.1's StoreTests were.
final class Swift5LanguageModeStoreTests: XCTestCase {
  func testAStoreScopedWithACaseConstructor() {
    let scheduler = DispatchQueue.testScheduler
    let store = Store(
      initialState: AppState(),
      reducer: appReducer.debug(printer: { _ in }),
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )
    let counterStore = store.scope(state: { $0.counter }, action: AppAction.counter)

    counterStore.send(.incrementTapped)
    counterStore.send(.delayedIncrementTapped)
    XCTAssertEqual(counterStore.state, CounterState(count: 1, isLoading: true))

    scheduler.advance(by: 1)
    XCTAssertEqual(store.state.counter, CounterState(count: 2, isLoading: false))
  }
}
