import ExhaustiveCore
import Todos

/// The terminal app's actions: the Todos app's, plus deleting, which the episodes' list (a
/// SwiftUI `List` without `onDelete`) does not have.
enum TerminalAction: Equatable, Sendable {
  /// An action of the Todos app.
  case app(AppAction)
  /// Remove the todo at this index.
  case delete(index: Int)
}

/// The Todos app's reducer, unchanged, pulled back into the terminal's actions, plus deleting.
let terminalReducer: Reducer<AppState, TerminalAction, AppEnvironment> = .combine(
  appReducer.pullback(
    state: \AppState.self,
    action: /TerminalAction.app,
    environment: { $0 }
  ),
  Reducer { state, action, _ in
    guard case .delete(let index) = action else { return .none }
    state.todos.remove(at: index)
    return .none
  }
)
