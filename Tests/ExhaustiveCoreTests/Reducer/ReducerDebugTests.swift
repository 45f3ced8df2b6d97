import Foundation
import XCTest

@testable import ExhaustiveCore

final class ReducerDebugTests: XCTestCase {
  func testPrintsTheActionAndTheStateDiff() {
    let printed = Lock<[String]>([])
    let reducer = appReducer.debug(printer: { block in printed.withLock { $0.append(block) } })

    var state = AppState(todos: [Todo(isComplete: false, description: "Milk", id: UUID(0))])
    _ = reducer.run(&state, .todo(index: 0, action: .checkboxTapped), ())

    XCTAssertEqual(
      printed.value,
      [
        """
        received action:
          AppAction.todo(index: 0, action: TodoAction.checkboxTapped)
          AppState(
            todos: [
              Todo(
        \u{2212}       isComplete: false,
        +       isComplete: true,
                description: "Milk",
                id: 00000000-0000-0000-0000-000000000000
              ),
            ]
          )
        """
      ]
    )
    XCTAssertTrue(state.todos[0].isComplete)
  }

  func testPrintsAnInsertionWithAPrefix() {
    let printed = Lock<[String]>([])
    let reducer = appReducer.debug(
      "todos", printer: { block in printed.withLock { $0.append(block) } })

    var state = AppState(todos: [Todo(description: "Milk", id: UUID(0))])
    _ = reducer.run(&state, .addButtonTapped, ())

    XCTAssertEqual(
      printed.value,
      [
        """
        todos: received action:
          AppAction.addButtonTapped
          AppState(
            todos: [
        +     Todo(
        +       isComplete: false,
        +       description: "",
        +       id: 00000000-0000-0000-0000-000000000001
        +     ),
              Todo(
                isComplete: false,
                description: "Milk",
                id: 00000000-0000-0000-0000-000000000000
              ),
            ]
          )
        """
      ]
    )
  }

  func testSaysWhenTheStateDidNotChange() {
    let printed = Lock<[String]>([])
    let reducer = appReducer.debug(printer: { block in printed.withLock { $0.append(block) } })

    var state = AppState()
    _ = reducer.run(&state, .todoDelayCompleted, ())

    XCTAssertEqual(
      printed.value,
      [
        """
        received action:
          AppAction.todoDelayCompleted
          (No state changes)
        """
      ]
    )
  }

  func testPassesTheEffectThrough() {
    let reducer = Reducer<Int, Int, Void> { state, action, _ in
      state += action
      return action > 0 ? Effect(value: -action) : .none
    }
    .debug(printer: { _ in })

    let run = runReducer(reducer, 0, 2, ())

    XCTAssertEqual(run.state, 2)
    XCTAssertEqual(run.outputs, [-2])
    XCTAssertTrue(run.finished)
  }
}

private struct Todo: Equatable, Identifiable {
  var isComplete = false
  var description = ""
  let id: UUID
}

private enum TodoAction: Equatable {
  case checkboxTapped
  case textFieldChanged(String)
}

private struct AppState: Equatable {
  var todos: [Todo] = []
}

private enum AppAction: Equatable {
  case addButtonTapped
  case todo(index: Int, action: TodoAction)
  case todoDelayCompleted
}

private let appReducer = Reducer<AppState, AppAction, Void> { state, action, _ in
  switch action {
  case .addButtonTapped:
    state.todos.insert(Todo(id: UUID(state.todos.count)), at: 0)
  case .todo(let index, .checkboxTapped):
    state.todos[index].isComplete.toggle()
  case .todo(let index, .textFieldChanged(let text)):
    state.todos[index].description = text
  case .todoDelayCompleted:
    break
  }
  return .none
}

extension UUID {
  fileprivate init(_ value: Int) {
    self.init(uuidString: String(format: "00000000-0000-0000-0000-%012X", value))!
  }
}
