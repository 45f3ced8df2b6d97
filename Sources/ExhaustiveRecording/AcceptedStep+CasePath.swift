import StructuralDiff

/// Receives of actions that are not `Equatable` are written by case path.
///
/// `receive(_:)` with an action to compare needs `Equatable`, so a recorded
/// `store.receive(.usersResponse(…))` would not compile for such an action (and one carrying an
/// error or a closure has no literal at all). The recorder writes
/// `store.receive(/UsersAction.usersResponse) { … }` instead: it matches the case whatever its
/// payload, and the closure still pins the state the action left.
extension AcceptedStep {
  /// The case path a `receive` of `action` is written with, when `Action` is not `Equatable`;
  /// nil when the step writes its action.
  static func casePath<Action>(_ verb: Verb, _ action: Action) -> Result<String, SourceProblem>? {
    guard verb == .receive, !(Action.self is any Equatable.Type) else { return nil }
    return SwiftSource.casePath(of: action, in: Action.self)
  }

  /// Why this step cannot be written as code, if it cannot: its action has no Swift source, or
  /// no case path names it.
  var sourceProblem: SourceProblem? {
    switch casePath {
    case .failure(let problem)?: return problem
    case .success?: return nil
    case nil:
      if case .failure(let problem) = SwiftSource.expression(of: action, width: 60) {
        return problem
      }
      return nil
    }
  }
}

extension Acceptance {
  /// Why the code cannot be written into the test: the first step written whole whose action has
  /// no source form (the code shows it as a comment, which would not pass). A step whose trailing
  /// closure alone is replaced keeps its action as written.
  var unwritableStep: SourceProblem? {
    switch placement {
    case .deletingStep: nil
    case .step: steps.dropFirst().lazy.compactMap(\.sourceProblem).first
    default: steps.lazy.compactMap(\.sourceProblem).first
    }
  }
}
