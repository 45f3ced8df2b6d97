import ExhaustiveTesting
import XCTest

// The effects article's walkthrough, recorded end to end (compare
// Goldens/TodosWalkthroughTests.swift.golden).
final class TodosWalkthroughTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler

  func makeStore() -> TestStore<AppState, AppAction, AppEnvironment> {
    TestStore(
      initialState: AppState(todos: [
        Todo(description: "Milk", id: UUID(0)),
        Todo(description: "Eggs", id: UUID(1)),
      ]),
      reducer: appReducer,
      environment: AppEnvironment(mainQueue: scheduler.eraseToAnyScheduler())
    )
  }

  func testSortingScript() {
    let store = makeStore()
    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos = [
          Todo(isComplete: false, description: "Eggs", id: UUID(1)),
          Todo(isComplete: true, description: "Milk", id: UUID(0)),
        ]
      },
      .do { self.scheduler.advance(by: 1) }
    )
  }

  func testSortingCalls() {
    let store = makeStore()
    store.send(.todo(index: 0, action: .checkboxTapped)) {
      $0.todos[0].isComplete = true
    }
    scheduler.advance(by: 1)
  }
}
