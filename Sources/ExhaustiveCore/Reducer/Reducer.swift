/// A feature's logic: it mutates the state for an action and returns the effect to run next.
///
/// The environment carries the feature's dependencies (schedulers, clocks, API clients).
///
/// ```swift
/// let counterReducer = Reducer<Int, CounterAction, Void> { count, action, _ in
///   switch action {
///   case .increment: count += 1
///   case .decrement: count -= 1
///   }
///   return .none
/// }
/// ```
///
/// `Reducer` is `Sendable` whatever its type parameters, so it can live in a global `let` in
/// Swift 6 mode: it wraps one `@Sendable` closure.
public struct Reducer<State, Action, Environment>: Sendable {
  private let reducer: @Sendable (inout State, Action, Environment) -> Effect<Action, Never>

  /// Creates a reducer from a closure.
  ///
  /// `@preconcurrency` so that, in Swift 5 language mode, the closure's body is not checked as
  /// concurrent code: there it may pass enum case constructors (`.map(AppAction.response)`) to
  /// `@Sendable` parameters, as 2020-era code does. Swift 6 mode checks it in full.
  @preconcurrency
  public init(
    _ reducer: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action, Never>
  ) {
    self.reducer = reducer
  }

  /// Runs the reducer: mutates `state` and returns the effect to start.
  public func run(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Runs the reducer; the same as ``run(_:_:_:)``.
  public func callAsFunction(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }
}
