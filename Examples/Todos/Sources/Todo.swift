import ExhaustiveCore
import Foundation

/// One row of the list: the domain episode 102 builds, with its fields in the order the
/// transcripts' failure messages print them.
public struct Todo: Equatable, Identifiable, Sendable {
  /// Whether the checkbox is ticked.
  public var isComplete: Bool
  /// What to do.
  public var description: String
  /// A stable identity, so a reordered list diffs as a move rather than as rewritten rows.
  public var id: UUID

  /// Creates a todo with every field spelled out, in declaration order (episode 103's spelling).
  public init(isComplete: Bool, description: String, id: UUID) {
    self.isComplete = isComplete
    self.description = description
    self.id = id
  }

  /// Creates a todo the way episode 102 does: `Todo(id: environment.uuid())`, or
  /// `Todo(description: "Milk", id: …, isComplete: false)`.
  public init(description: String = "", id: UUID, isComplete: Bool = false) {
    self.init(isComplete: isComplete, description: description, id: id)
  }
}

/// What the user can do to one todo.
public enum TodoAction: Equatable, Sendable {
  /// The checkbox was tapped: toggles completion.
  case checkboxTapped
  /// The text field now holds this text.
  case textFieldChanged(String)
}

/// A todo row needs no dependencies.
public struct TodoEnvironment: Sendable {
  /// Creates the (empty) environment.
  public init() {}
}

/// The logic of one row; ``appReducer`` runs it for every todo with `forEach`.
public let todoReducer = Reducer<Todo, TodoAction, TodoEnvironment> { todo, action, _ in
  switch action {
  case .checkboxTapped:
    todo.isComplete.toggle()
    return .none

  case .textFieldChanged(let text):
    todo.description = text
    return .none
  }
}
