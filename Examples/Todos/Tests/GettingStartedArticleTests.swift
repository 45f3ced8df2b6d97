import ExhaustiveTesting
import XCTest

@testable import Todos

final class CompletingTodoTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  func testCompletingTodo() {
    let store = TestStore(
      initialState: AppState(todos: [Todo(description: "Milk", id: UUID(0))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do { self.scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted)
    )
  }
}
