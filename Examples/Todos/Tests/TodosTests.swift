import ExhaustiveTesting
import XCTest

@testable import Todos

/// The four tests of episodes 102 and 103, in their final form (episode 103, on a test
/// scheduler). Only the imports differ from the transcripts, plus one spelling: the episodes'
/// `$0.todos.swap(0, 1)` is not an `Array` method in any Swift version, so it is `swapAt`.
final class TodosTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  func testCompletingTodo() {
    let store = TestStore(
      initialState: AppState(
        todos: [
          Todo(
            description: "Milk",
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
            isComplete: false
          )
        ]
      ),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")! }
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do {
        self.scheduler.advance(by: 1)
      },
      .receive(.todoDelayCompleted)
    )
  }

  func testAddTodo() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")! }
      )
    )

    store.assert(
      .send(.addButtonTapped) {
        $0.todos = [
          Todo(
            description: "",
            id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
            isComplete: false
          )
        ]
      }
    )
  }

  func testTodoSorting() {
    let store = TestStore(
      initialState: AppState(
        todos: [
          Todo(
            description: "Milk",
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
            isComplete: false
          ),
          Todo(
            description: "Eggs",
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
            isComplete: false
          ),
        ]
      ),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: unimplemented("AppEnvironment.uuid", placeholder: UUID(0))
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do {
        self.scheduler.advance(by: 1)
      },
      .receive(.todoDelayCompleted) {
        $0.todos.swapAt(0, 1)
      }
    )
  }

  func testTodoSorting_Cancellation() {
    let todos = [
      Todo(
        isComplete: false,
        description: "Milk",
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
      ),
      Todo(
        isComplete: false,
        description: "Eggs",
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
      ),
    ]

    let store = TestStore(
      initialState: AppState(todos: todos),
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
      .do {
        self.scheduler.advance(by: 0.5)
      },
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = false
      },
      .do {
        self.scheduler.advance(by: 1)
      },
      .receive(.todoDelayCompleted)
    )
  }
}
