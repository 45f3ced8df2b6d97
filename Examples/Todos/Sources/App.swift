import ExhaustiveCore
import Foundation

/// The whole list.
public struct AppState: Equatable, Sendable {
  /// The todos, newest first; completed ones sink to the bottom a second after the last tap.
  public var todos: [Todo]

  /// Creates the state, empty by default.
  public init(todos: [Todo] = []) {
    self.todos = todos
  }
}

/// Everything that can happen in the app: the user's taps and the effect's answer.
public enum AppAction: Equatable, Sendable {
  /// "Add" was tapped: inserts an empty todo at the top.
  case addButtonTapped
  /// Something happened in the row at `index`.
  case todo(index: Int, action: TodoAction)
  /// A second passed since the last checkbox tap: time to sort.
  case todoDelayCompleted
}

/// The app's dependencies, controlled in tests (episodes 102 and 103).
public struct AppEnvironment {
  /// Where the sort delay is scheduled: `DispatchQueue.main` live, a `TestScheduler` in tests.
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  /// Makes the id of each new todo: `UUID.init` live, `UUID.incrementing` in tests.
  public var uuid: () -> UUID

  /// Creates an environment from its dependencies.
  public init(mainQueue: AnySchedulerOf<DispatchQueue>, uuid: @escaping () -> UUID) {
    self.mainQueue = mainQueue
    self.uuid = uuid
  }
}

/// The app's logic: the rows' reducer for every todo, plus adding and the debounced sort.
public let appReducer: Reducer<AppState, AppAction, AppEnvironment> = .combine(
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
      state.todos.sinkCompleted()
      return .none
    }
  }
)
