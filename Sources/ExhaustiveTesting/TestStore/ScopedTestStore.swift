import ExhaustiveCore
import StructuralDiff

/// A test store that asserts on a view of a feature's state and sends view actions; made by
/// ``TestStoreProtocol/scope(state:action:fileID:file:line:column:)``.
///
/// Its generic parameters are TCA 0.1's: the feature's state, the view state, the feature's
/// actions (what effects send back, and what `receive` expects), the view actions (what `send`
/// takes) and the environment.
///
/// It runs the reducer on the whole state with an engine of its own, so every check of a test
/// store applies, with failures showing the view state; its steps, script and imperative, sync
/// and async, are ``TestStoreProtocol``'s, as a ``TestStore``'s are. As a test store's, its
/// actions need not be `Equatable`: receives match by case path (handing the test the payload,
/// if it likes) or by predicate, and only `receive(_:)` with an action to compare needs
/// `Equatable`.
///
/// ```swift
/// let store = TestStore(initialState: AppState(), reducer: appReducer, environment: .test)
///   .scope(state: ViewState.init, action: AppAction.init)
/// await store.send(.refreshPulled) { $0.isLoading = true }
/// await store.receive(/AppAction.response) { $0.isLoading = false }
/// ```
public final class ScopedTestStore<
  State: Equatable, LocalState: Equatable, Action, LocalAction, Environment
>: TestStoreProtocol {
  /// Not API: the state the store's engine runs, the whole state and its view.
  public typealias _EngineState = _ScopedTestState<State, LocalState>

  /// Not API: the engine that runs the store's steps.
  public let _engine: _TestStoreEngine<_ScopedTestState<State, LocalState>, Action, Environment>
  /// Not API: the feature's own reducer, to scope further from.
  public let _reducer: Reducer<State, Action, Environment>
  /// Not API: the view of the whole state.
  public let _toLocalState: @Sendable (State) -> LocalState
  /// Not API: the action a sent view action is.
  public let _fromLocalAction: @Sendable (LocalAction) -> Action

  init(
    state: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    exhaustivity: Exhaustivity,
    toLocalState: @escaping @Sendable (State) -> LocalState,
    fromLocalAction: @escaping @Sendable (LocalAction) -> Action,
    location: SourceCodeLocation
  ) {
    self._reducer = reducer
    self._toLocalState = toLocalState
    self._fromLocalAction = fromLocalAction
    self._engine = _TestStoreEngine(
      initialState: _ScopedTestState(whole: state, view: toLocalState(state)),
      reducer: scopedTestReducer(reducer, toLocalState),
      environment: environment,
      location: location
    )
    self._engine.exhaustivity = exhaustivity
    // The engine records the view's state (see `RecordedStateProjection`) and the feature's
    // actions, which are what a scoped store receives; what it sends is a view action the engine
    // only sees embedded, so a step that sends is not recorded unless the two are one type.
    if LocalAction.self != Action.self {
      self._engine.recorder.sendRefusal = RecordingRefusal.scopedSend
    }
  }

  /// The current view state.
  public var state: LocalState { _engine.state.view }

  /// Not API: the whole state, to scope further from.
  public var _wholeState: State { _engine.state.whole }

  /// Not API: a step's closure on the view state, as one on the engine's state.
  public static func _onLocalState(
    _ update: ((inout LocalState) throws -> Void)?
  ) -> ((inout _ScopedTestState<State, LocalState>) throws -> Void)? {
    update.map { update in { try update(&$0.view) } }
  }
}

/// The state a scoped test store runs: the whole state, which the reducer changes, and the view
/// of it, which the test asserts on.
///
/// Equal when the views are equal, and dumped as the view, so failures read in the view's
/// terms. Not API: public only because ``ScopedTestStore/_EngineState`` names it.
public struct _ScopedTestState<Whole, View>: CustomDumpRepresentable, RecordedStateProjection {
  var whole: Whole
  var view: View

  /// The view: what a failure dumps.
  public var customDumpValue: Any { view }
  package var recordedState: Any { view }
}

extension _ScopedTestState: Equatable where View: Equatable {
  /// Whether the views are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.view == rhs.view
  }
}

// The `@Sendable` closures below are made in functions whose type parameters carry no
// conformances: made inside the store, whose parameters are `Equatable`, each would capture
// those parameters' metatypes, which Swift 6 cannot prove `Sendable`.

/// Runs `reducer` on the whole state, then brings the view up to date.
private func scopedTestReducer<Whole, View, Action, Environment>(
  _ reducer: Reducer<Whole, Action, Environment>,
  _ toView: @escaping @Sendable (Whole) -> View
) -> Reducer<_ScopedTestState<Whole, View>, Action, Environment> {
  Reducer { scoped, action, environment in
    let effect = reducer.run(&scoped.whole, action, environment)
    scoped.view = toView(scoped.whole)
    return effect
  }
}

/// `first`, then `second`.
func scopeComposition<A, B, C>(
  _ first: @escaping @Sendable (A) -> B, _ second: @escaping @Sendable (B) -> C
) -> @Sendable (A) -> C {
  { second(first($0)) }
}

/// The function that returns its argument.
func scopeIdentity<A>() -> @Sendable (A) -> A {
  { $0 }
}
