import ExhaustiveTesting
import XCTest

@testable import Todos

/// The case study with its rows in an `IdentifiedArray`: the same flows as `TodosTests`, with
/// rows addressed by id, so an action still reaches its todo after the list was re-sorted.
final class IdentifiedTodosTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  func testCompletingTodoThenSorting() {
    let milk = UUID(0)
    let eggs = UUID(1)
    let store = TestStore(
      initialState: IdentifiedAppState(todos: [
        Todo(description: "Milk", id: milk), Todo(description: "Eggs", id: eggs),
      ]),
      reducer: identifiedAppReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: { UUID(2) })
    )

    store.send(.todo(id: milk, action: .checkboxTapped)) {
      $0.todos[id: milk]?.isComplete = true
    }
    scheduler.advance(by: 1)
    store.receive(.todoDelayCompleted) {
      $0.todos.move(fromOffsets: [0], toOffset: 2)
    }
    // Milk is now second; its id still addresses it.
    store.send(.todo(id: milk, action: .textFieldChanged("Oat milk"))) {
      $0.todos[id: milk]?.description = "Oat milk"
    }
  }

  func testAddTodoInsertsAtTheTop() {
    let store = TestStore(
      initialState: IdentifiedAppState(todos: [Todo(description: "Milk", id: UUID(0))]),
      reducer: identifiedAppReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: { UUID(7) })
    )

    store.send(.addButtonTapped) {
      $0.todos.insert(Todo(id: UUID(7)), at: 0)
    }
  }

  func testAWrongSortExpectationShowsTheMoveByID() {
    let store = TestStore(
      initialState: IdentifiedAppState(todos: [
        Todo(description: "Milk", id: UUID(0)), Todo(description: "Eggs", id: UUID(1)),
      ]),
      reducer: identifiedAppReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: { UUID(2) })
    )
    let failures = withExpectedFailures {
      store.send(.todo(id: UUID(0), action: .checkboxTapped)) {
        $0.todos[id: UUID(0)]?.isComplete = true
      }
      scheduler.advance(by: 1)
      store.receive(.todoDelayCompleted)
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "\n\nTimeline:")[0] },
      [
        """
        State change does not match expectation: …

          IdentifiedAppState(
            todos: [
        −     Todo(
        −       isComplete: true,
        −       description: "Milk",
        −       id: 00000000-0000-0000-0000-000000000000
        −     ),
              Todo(
                isComplete: false,
                description: "Eggs",
                id: 00000000-0000-0000-0000-000000000001
              ),
        +     Todo(
        +       isComplete: true,
        +       description: "Milk",
        +       id: 00000000-0000-0000-0000-000000000000
        +     ),
            ]
          )

        (Expected: −, Actual: +)
        """
      ]
    )
  }
}
