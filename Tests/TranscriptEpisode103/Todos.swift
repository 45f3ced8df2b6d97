// The app code of Point-Free episode #103, "A Tour of the Composable Architecture: Part 4", as the
// episode leaves it, with only the import changed (`ComposableArchitecture` → `ExhaustiveCore`).
//
// One deviation, forced by the transcript rather than by our API: `case .todo(index: let index,
// action: let action)` binds values it never uses, which is a warning; it reads
// `case .todo(index: _, action: _)` here.
//
// The stable-sort comparator is kept exactly as the episode wrote it (it is not a strict weak
// ordering; the Todos case study fixes it).

import ExhaustiveCore
import Foundation

struct Todo: Equatable, Identifiable {
  var isComplete = false
  var description = ""
  let id: UUID
}

enum TodoAction: Equatable {
  case checkboxTapped
  case textFieldChanged(String)
}

struct TodoEnvironment {
}

let todoReducer = Reducer<Todo, TodoAction, TodoEnvironment> { todo, action, _ in
  switch action {
  case .checkboxTapped:
    todo.isComplete.toggle()
    return .none
  case .textFieldChanged(let text):
    todo.description = text
    return .none
  }
}

struct AppState: Equatable {
  var todos: [Todo] = []
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

let appReducer: Reducer<AppState, AppAction, AppEnvironment> = .combine(
  todoReducer.forEach(
    state: \AppState.todos,
    action: /AppAction.todo(index:action:),
    environment: { _ in TodoEnvironment() }
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

    case .todo(index: _, action: _):
      return .none

    case .todoDelayCompleted:
      state.todos = state.todos
        .enumerated()
        .sorted(by: { lhs, rhs in
          (rhs.element.isComplete && !lhs.element.isComplete)
            || lhs.offset < rhs.offset
        })
        .map(\.element)
      return .none
    }
  }
)
