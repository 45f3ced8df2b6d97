// The feature exactly as the "Getting started" article builds it (Documentation/Exhaustive.docc).
// If this file stops compiling, the article is wrong.

import ExhaustiveCore
import Foundation

struct Todo: Equatable, Identifiable {
  var isComplete = false
  var description = ""
  var id: UUID
}

struct AppState: Equatable {
  var todos: [Todo] = []
}

enum TodoAction: Equatable {
  case checkboxTapped
  case textFieldChanged(String)
}

enum AppAction: Equatable {
  case addButtonTapped
  case todo(index: Int, action: TodoAction)
  case todoDelayCompleted
}

struct AppEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: () -> UUID
}

let todoReducer = Reducer<Todo, TodoAction, Void> { todo, action, _ in
  switch action {
  case .checkboxTapped:
    todo.isComplete.toggle()
    return .none
  case .textFieldChanged(let text):
    todo.description = text
    return .none
  }
}

let appReducer: Reducer<AppState, AppAction, AppEnvironment> = .combine(
  todoReducer.forEach(
    state: \AppState.todos,
    action: /AppAction.todo(index:action:),
    environment: { _ in () }
  ),
  Reducer { state, action, environment in
    switch action {
    case .addButtonTapped:
      state.todos.insert(Todo(id: environment.uuid()), at: 0)
      return .none

    case .todo(index: _, action: .checkboxTapped):
      struct CancelDelayId: Hashable {}
      return Effect(value: .todoDelayCompleted)
        .debounce(id: CancelDelayId(), for: 1, scheduler: environment.mainQueue)

    case .todo:
      return .none

    case .todoDelayCompleted:
      state.todos = state.todos.filter { !$0.isComplete } + state.todos.filter(\.isComplete)
      return .none
    }
  }
)
