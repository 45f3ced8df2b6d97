import ExhaustiveCore

/// What a receive expects: an equal action, or any action a predicate or case path accepts.
///
/// Not constrained to `Equatable` actions: an action that carries an error or a closure is
/// matched by case path or predicate, and `.action` carries the equality it was made with.
enum ActionMatcher<Action> {
  /// An action equal to the first, by the second (the `==` of an `Equatable` action).
  case action(Action, equals: (Action) -> Bool)
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
    case .action(let expected, _): Dumping.oneLine(expected)
    case .predicate: "an action matching the predicate"
    case .casePath(_, let name): name()
    }
  }

  func matches(_ action: Action) -> Bool {
    switch self {
    case .action(_, let equals): equals(action)
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

extension ActionMatcher where Action: Equatable {
  /// An action equal to `expected`.
  static func action(_ expected: Action) -> Self {
    .action(expected, equals: { $0 == expected })
  }
}
