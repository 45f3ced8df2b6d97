import ExhaustiveCore
import StructuralDiff

/// A test store that asserts on a view of a feature's state and sends view actions; made by
/// ``TestStore/scope(state:action:fileID:file:line:column:)``.
///
/// Its generic parameters are TCA 0.1's: the feature's state, the view state, the feature's
/// actions (what effects send back, and what `receive` expects), the view actions (what `send`
/// takes) and the environment.
///
/// It runs the reducer on the whole state through a ``TestStore`` of its own, so every check of
/// a test store applies, with failures showing the view state. As a test store's, its actions
/// need not be `Equatable`: receives match by case path (handing the test the payload, if it
/// likes) or by predicate, and only `receive(_:)` with an action to compare needs `Equatable`.
public final class ScopedTestStore<
  State: Equatable, LocalState: Equatable, Action, LocalAction, Environment
> {
  typealias Inner = TestStore<ScopedTestState<State, LocalState>, Action, Environment>

  /// The store that runs the feature; internal so the extensions in other files reach it.
  let store: Inner
  /// The feature's own reducer, to scope further from.
  private let reducer: Reducer<State, Action, Environment>
  private let toLocalState: @Sendable (State) -> LocalState
  /// Internal so the async steps in their own file reach it.
  let fromLocalAction: @Sendable (LocalAction) -> Action

  init(
    state: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    exhaustivity: Exhaustivity,
    toLocalState: @escaping @Sendable (State) -> LocalState,
    fromLocalAction: @escaping @Sendable (LocalAction) -> Action,
    location: SourceCodeLocation
  ) {
    self.reducer = reducer
    self.toLocalState = toLocalState
    self.fromLocalAction = fromLocalAction
    self.store = Inner(
      initialState: ScopedTestState(whole: state, view: toLocalState(state)),
      reducer: scopedTestReducer(reducer, toLocalState),
      environment: environment,
      fileID: location.fileID,
      file: location.filePath,
      line: location.line,
      column: location.column
    )
    self.store.exhaustivity = exhaustivity
    // The inner store records the view's state (see `RecordedStateProjection`) and the feature's
    // actions, which are what a scoped store receives; what it sends is a view action the inner
    // store only sees embedded, so a step that sends is not recorded unless the two are one type.
    if LocalAction.self != Action.self {
      self.store.recorder.sendRefusal = RecordingRefusal.scopedSend
    }
  }

  /// The current view state.
  public var state: LocalState {
    store.state.view
  }

  /// The dependencies the reducer runs with.
  public var environment: Environment {
    get { store.environment }
    set { store.environment = newValue }
  }

  /// How strictly the store checks the test, as ``TestStore/exhaustivity``.
  public var exhaustivity: Exhaustivity {
    get { store.exhaustivity }
    set { store.exhaustivity = newValue }
  }

  /// Runs `steps` in order, then checks that no received action is left unhandled and no effect
  /// is still running.
  public func assert(
    _ steps: Step...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assert(steps, fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Runs `steps` in order, then checks that no received action is left unhandled and no effect
  /// is still running.
  public func assert(
    _ steps: [Step],
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store.assert(
      steps.map(innerStep), fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Sends a view action; `update` turns the previous view state into the one you expect.
  public func send(
    _ action: LocalAction,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    store.send(
      fromLocalAction(action), fileID: fileID, file: filePath, line: line, column: column,
      Self.onView(update))
  }

  /// Receives the next action an effect sent, expecting it to satisfy `isMatching`.
  public func receive(
    _ isMatching: (Action) -> Bool,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    store.receive(
      isMatching, fileID: fileID, file: filePath, line: line, column: column, Self.onView(update))
  }

  /// Receives the next action an effect sent, expecting it to be the case `casePath` names.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    store.receive(
      casePath, fileID: fileID, file: filePath, line: line, column: column, Self.onView(update))
  }

  /// Reduces every action the effects sent that the test has not received, as
  /// ``TestStore/skipReceivedActions(strict:fileID:file:line:column:)``.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store.skipReceivedActions(
      strict: strict, fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Cancels every effect that is still running, as
  /// ``TestStore/skipInFlightEffects(strict:fileID:file:line:column:)``.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store.skipInFlightEffects(
      strict: strict, fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Returns a test store over a view of this store's view, starting from its current state.
  @preconcurrency
  public func scope<ViewState: Equatable, ViewAction>(
    state toViewState: @escaping @Sendable (LocalState) -> ViewState,
    action fromViewAction: @escaping @Sendable (ViewAction) -> LocalAction,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ScopedTestStore<State, ViewState, Action, ViewAction, Environment> {
    let toLocalState = self.toLocalState
    let fromLocalAction = self.fromLocalAction
    return ScopedTestStore<State, ViewState, Action, ViewAction, Environment>(
      state: store.state.whole, reducer: reducer, environment: environment,
      exhaustivity: exhaustivity,
      toLocalState: scopeComposition(toLocalState, toViewState),
      fromLocalAction: scopeComposition(fromViewAction, fromLocalAction),
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Returns a test store over a view of this store's view that sends this store's view actions.
  @preconcurrency
  public func scope<ViewState: Equatable>(
    state toViewState: @escaping @Sendable (LocalState) -> ViewState,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ScopedTestStore<State, ViewState, Action, LocalAction, Environment> {
    scope(
      state: toViewState, action: scopeIdentity(), fileID: fileID, file: filePath, line: line,
      column: column)
  }

  func innerStep(_ step: Step) -> Inner.Step {
    let (fileID, filePath, line, column) = (step.fileID, step.filePath, step.line, step.column)
    switch step.kind {
    case .send(let action, let update):
      return .send(
        fromLocalAction(action), fileID: fileID, file: filePath, line: line, column: column,
        Self.onView(update))
    case .receiveInAnyOrder(let steps):
      return Inner.Step(
        .receiveInAnyOrder(steps.map(innerStep)), fileID: fileID, filePath: filePath, line: line,
        column: column)
    case .receivePredicate(let isMatching, let update):
      return .receive(
        isMatching, fileID: fileID, file: filePath, line: line, column: column,
        Self.onView(update))
    case .receiveMatching(let makeStep):
      return makeStep(fileID, filePath, line, column)
    case .do(let work):
      return .do(fileID: fileID, file: filePath, line: line, column: column, work)
    case .environment(let update):
      return .environment(fileID: fileID, file: filePath, line: line, column: column, update)
    }
  }

  /// A step's closure on the view state, as one on the inner store's state.
  static func onView(_ update: ((inout LocalState) throws -> Void)?)
    -> ((inout ScopedTestState<State, LocalState>) throws -> Void)?
  {
    update.map { update in { try update(&$0.view) } }
  }
}

extension ScopedTestStore {
  /// One step of a ``ScopedTestStore/assert(_:fileID:file:line:column:)-(Step...,_,_,_,_)``
  /// script: the steps of ``TestStore/Step``, sending view actions and asserting on the view
  /// state.
  public struct Step {
    enum Kind {
      case send(LocalAction, ((inout LocalState) throws -> Void)?)
      case receivePredicate((Action) -> Bool, ((inout LocalState) throws -> Void)?)
      /// A case-path receive or one of an equal action, already turned into the inner store's
      /// step (its value type is not one of the store's parameters; `Equatable` is not one of
      /// `Action`'s requirements).
      case receiveMatching((StaticString, StaticString, UInt, UInt) -> Inner.Step)
      case receiveInAnyOrder([Step])
      case `do`(() throws -> Void)
      case environment((inout Environment) throws -> Void)
    }

    let kind: Kind
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(
      _ kind: Kind, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      self.kind = kind
      self.fileID = fileID
      self.filePath = filePath
      self.line = line
      self.column = column
    }

    /// Sends a view action; `update` turns the previous view state into the one you expect.
    public static func send(
      _ action: LocalAction,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout LocalState) throws -> Void)? = nil
    ) -> Step {
      Step(.send(action, update), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Receives the next action an effect sent, expecting it to satisfy `isMatching`.
    public static func receive(
      _ isMatching: @escaping (Action) -> Bool,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout LocalState) throws -> Void)? = nil
    ) -> Step {
      Step(
        .receivePredicate(isMatching, update), fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// Receives the next action an effect sent, expecting it to be the case `casePath` names.
    public static func receive<Value>(
      _ casePath: CasePath<Action, Value>,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout LocalState) throws -> Void)? = nil
    ) -> Step {
      Step(
        .receiveMatching({ fileID, filePath, line, column in
          .receive(
            casePath, fileID: fileID, file: filePath, line: line, column: column,
            ScopedTestStore.onView(update))
        }), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs imperative work between steps: advancing a scheduler, waiting for an expectation.
    public static func `do`(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ work: @escaping () throws -> Void
    ) -> Step {
      Step(.do(work), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Changes the store's environment between steps.
    public static func environment(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: @escaping (inout Environment) throws -> Void
    ) -> Step {
      Step(.environment(update), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// Receiving an equal action: for `Equatable` actions, beside the case path and predicate forms
/// every action has.
extension ScopedTestStore where Action: Equatable {
  /// Receives the next action an effect sent, expecting it to equal `action`, and reduces it.
  public func receive(
    _ action: Action,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    store.receive(
      action, fileID: fileID, file: filePath, line: line, column: column, Self.onView(update))
  }
}

extension ScopedTestStore.Step where Action: Equatable {
  /// Receives the next action an effect sent, expecting it to equal `action`, and reduces it;
  /// `update` turns the previous view state into the one you expect.
  public static func receive(
    _ action: Action,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) -> Self {
    Self(
      .receiveMatching({ fileID, filePath, line, column in
        .receive(
          action, fileID: fileID, file: filePath, line: line, column: column,
          ScopedTestStore.onView(update))
      }), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The state a scoped test store runs: the whole state, which the reducer changes, and the view
/// of it, which the test asserts on.
///
/// Equal when the views are equal, and dumped as the view, so failures read in the view's
/// terms.
struct ScopedTestState<Whole, View>: CustomDumpRepresentable, RecordedStateProjection {
  var whole: Whole
  var view: View

  var customDumpValue: Any { view }
  var recordedState: Any { view }
}

extension ScopedTestState: Equatable where View: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool {
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
) -> Reducer<ScopedTestState<Whole, View>, Action, Environment> {
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
