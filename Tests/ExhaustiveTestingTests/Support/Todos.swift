import ExhaustiveTesting
import Foundation

/// Episode 103's todo list, reduced to what the TestStore tests need: a `forEach` over the
/// todos, the delayed sort cancelled in flight, UUIDs from the environment, and an `optional`
/// editor for one todo.
struct Todo: Equatable, Identifiable {
  var isComplete = false
  var description = ""
  let id: UUID
}

enum TodoAction: Equatable {
  case checkboxTapped
  case textFieldChanged(String)
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

struct TodosState: Equatable {
  var todos: [Todo] = []
  var editor: Todo?
}

enum TodosAction: Equatable {
  case addButtonTapped
  case todo(index: Int, action: TodoAction)
  case todoDelayCompleted
  case editor(TodoAction)
}

struct TodosEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: UUIDGenerator
}

let todosReducer = Reducer<TodosState, TodosAction, TodosEnvironment>.combine(
  todoReducer.forEach(
    state: \TodosState.todos,
    action: /TodosAction.todo(index:action:),
    environment: { _ in () }
  ),
  todoReducer.optional().pullback(
    state: \TodosState.editor,
    action: /TodosAction.editor,
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
        .delay(for: 1, scheduler: environment.mainQueue)
        .eraseToEffect()
        .cancellable(id: CancelDelayId(), cancelInFlight: true)

    case .todo, .editor:
      return .none

    case .todoDelayCompleted:
      state.todos = state.todos
        .enumerated()
        .sorted { lhs, rhs in
          (!lhs.element.isComplete && rhs.element.isComplete)
            || (lhs.element.isComplete == rhs.element.isComplete && lhs.offset < rhs.offset)
        }
        .map(\.element)
      return .none
    }
  }
)

/// Milk and eggs, neither complete, as in the episode.
let milkAndEggs = TodosState(todos: [
  Todo(description: "Milk", id: UUID(0)),
  Todo(description: "Eggs", id: UUID(1)),
])
