import ExhaustiveCore

/// What a receive expects: an equal action, or any action a predicate or case path accepts.
enum ActionMatcher<Action: Equatable> {
  case action(Action)
  case predicate((Action) -> Bool)
  case casePath((Action) -> Bool)

  /// Matches any action that holds the case `casePath` names, whatever its payload.
  static func casePath<Value>(_ casePath: CasePath<Action, Value>) -> Self {
    .casePath { casePath.extract(from: $0) != nil }
  }

  /// The action a timeline shows for this receive: only an exact expectation names one.
  var expectedAction: Action? {
    if case .action(let expected) = self { expected } else { nil }
  }

  func matches(_ action: Action) -> Bool {
    switch self {
    case .action(let expected): expected == action
    case .predicate(let isMatching), .casePath(let isMatching): isMatching(action)
    }
  }
}
