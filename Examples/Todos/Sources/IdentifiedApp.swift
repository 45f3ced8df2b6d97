import ExhaustiveCore
import Foundation

// The same app with its rows in an `IdentifiedArray`, addressed by id (TCA 0.1's later
// spelling of the case study): a row's action names the todo, not a position that shifts when
// the list is sorted or a todo is added above it.

/// The whole list, its rows identified by id.
public struct IdentifiedAppState: Equatable, Sendable {
  /// The todos, newest first; completed ones sink to the bottom a second after the last tap.
  public var todos: IdentifiedArrayOf<Todo>

  /// Creates the state, empty by default.
  public init(todos: IdentifiedArrayOf<Todo> = []) {
    self.todos = todos
  }
}

/// Everything that can happen in the app, rows addressed by id.
public enum IdentifiedAppAction: Equatable, Sendable {
  /// "Add" was tapped: inserts an empty todo at the top.
  case addButtonTapped
  /// Something happened in the row of the todo with this id.
  case todo(id: UUID, action: TodoAction)
  /// A second passed since the last checkbox tap: time to sort.
  case todoDelayCompleted
}

/// The app's logic with rows addressed by id: the rows' reducer for every todo, plus adding and
/// the debounced sort.
public let identifiedAppReducer: Reducer<IdentifiedAppState, IdentifiedAppAction, AppEnvironment> =
  .combine(
    todoReducer.forEach(
      state: \IdentifiedAppState.todos,
      action: /IdentifiedAppAction.todo(id:action:),
      environment: { _ in TodoEnvironment() }
    ),
    Reducer { state, action, environment in
      switch action {
      case .addButtonTapped:
        state.todos.insert(Todo(id: environment.uuid()), at: 0)
        return .none

      case .todo(id: _, action: .checkboxTapped):
        struct CancelDelayId: Hashable {}

        return Effect(value: .todoDelayCompleted)
          .debounce(id: CancelDelayId(), for: 1, scheduler: environment.mainQueue)

      case .todo(id: _, action: _):
        return .none

      case .todoDelayCompleted:
        // A stable partition, as `sinkCompleted()` does for the array version.
        let order = state.todos.filter { !$0.isComplete } + state.todos.filter(\.isComplete)
        state.todos = IdentifiedArrayOf(order)
        return .none
      }
    }
  )
