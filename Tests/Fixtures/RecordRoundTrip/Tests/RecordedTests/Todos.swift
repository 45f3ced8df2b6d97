import ExhaustiveTesting
import Foundation

/// The todo list of the effects article's walkthrough: ticking a row sorts the list a second
/// later.
struct Todo: Equatable {
  var isComplete = false
  var description = ""
  var id: UUID
}

/// The whole list.
struct AppState: Equatable {
  var todos: [Todo] = []
}

/// What the user taps, and the debounced sort.
enum AppAction: Equatable {
  case todo(index: Int, action: TodoAction)
  case todoDelayCompleted
}

/// What the user does to one row.
enum TodoAction: Equatable {
  case checkboxTapped
}

/// The list's dependencies.
struct AppEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

/// The list's logic: a tap toggles the row and sorts a second after the last tap.
let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, environment in
  switch action {
  case .todo(let index, action: .checkboxTapped):
    state.todos[index].isComplete.toggle()
    return Effect(value: .todoDelayCompleted)
      .debounce(id: "sort", for: 1, scheduler: environment.mainQueue)
  case .todoDelayCompleted:
    state.todos = state.todos.filter { !$0.isComplete } + state.todos.filter(\.isComplete)
    return .none
  }
}
