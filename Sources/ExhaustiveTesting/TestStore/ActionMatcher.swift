import ExhaustiveCore

/// What a receive expects: an equal action, or any action a predicate or case path accepts.
enum ActionMatcher<Action: Equatable> {
  case action(Action)
  case predicate((Action) -> Bool)
  /// `name` describes the case path for failures; it runs only when one is reported.
  case casePath((Action) -> Bool, name: () -> String)

  /// Matches any action that holds the case `casePath` names, whatever its payload.
  static func casePath<Value>(_ casePath: CasePath<Action, Value>) -> Self {
    .casePath({ casePath.extract(from: $0) != nil }, name: { name(of: casePath) })
  }

  /// What the test asked for, as a timeline line shows it: `AppAction.addButtonTapped`,
  /// `/AppAction.todoDelayCompleted`, `CasePath<AppAction, String>`, or
  /// `an action matching the predicate`.
  var expectation: String {
    switch self {
    case .action(let expected): Dumping.oneLine(expected)
    case .predicate: "an action matching the predicate"
    case .casePath(_, let name): name()
    }
  }

  func matches(_ action: Action) -> Bool {
    switch self {
    case .action(let expected): expected == action
    case .predicate(let isMatching), .casePath(let isMatching, _): isMatching(action)
    }
  }

  /// `/AppAction.todoDelayCompleted` for a case without a payload, which the path can build to
  /// see its name; a case with a payload cannot be built without a value, so its path is named by
  /// its type, `CasePath<AppAction, String>`.
  private static func name<Value>(of casePath: CasePath<Action, Value>) -> String {
    if Value.self == Void.self, let unit = () as? Value {
      return "/" + Dumping.oneLine(casePath.embed(unit))
    }
    return String(describing: CasePath<Action, Value>.self)
  }
}
