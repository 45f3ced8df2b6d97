import ExhaustiveCore

/// The steps of a test store, written once for ``TestStore`` and for the ``ScopedTestStore`` its
/// ``scope(state:action:fileID:file:line:column:)`` returns.
///
/// Its associated types are TCA 0.1's generic parameters: the feature's ``State``, the
/// ``LocalState`` the steps assert on (a test store's own state, or a scoped store's view of
/// it), the feature's ``Action`` (what effects send back, and what `receive` expects), the
/// ``LocalAction`` that `send` takes (a test store's own actions, or a scoped store's view
/// actions) and the ``Environment``.
///
/// ```swift
/// func checkIncrement(_ store: some TestStoreProtocol<CounterState, CounterAction>) {
///   store.send(.incrementTapped) { $0.count = 1 }
/// }
/// ```
///
/// Only ``TestStore`` and ``ScopedTestStore`` conform: the requirements whose names start with
/// an underscore connect a store to the engine that runs its steps, and are not API.
public protocol TestStoreProtocol<LocalState, LocalAction>: AnyObject {
  /// The feature's state, which the reducer changes.
  associatedtype State: Equatable
  /// The state the steps assert on: the feature's state, or a scoped store's view of it.
  associatedtype LocalState: Equatable
  /// The feature's actions: what its effects send back, and what `receive` expects.
  associatedtype Action
  /// The actions `send` takes: the feature's own, or a scoped store's view actions.
  associatedtype LocalAction
  /// The dependencies the reducer runs with.
  associatedtype Environment
  /// Not API: the state the store's engine runs.
  associatedtype _EngineState: Equatable

  /// The current state the steps assert on.
  var state: LocalState { get }

  /// Not API: the engine that runs the store's steps.
  var _engine: _TestStoreEngine<_EngineState, Action, Environment> { get }
  /// Not API: the whole state a scoped store starts from.
  var _wholeState: State { get }
  /// Not API: the reducer a scoped store runs.
  var _reducer: Reducer<State, Action, Environment> { get }
  /// Not API: the view the steps assert on, of the whole state.
  var _toLocalState: @Sendable (State) -> LocalState { get }
  /// Not API: the action a sent local action is.
  var _fromLocalAction: @Sendable (LocalAction) -> Action { get }
  /// Not API: a step's closure on the local state, as one on the engine's state.
  static func _onLocalState(
    _ update: ((inout LocalState) throws -> Void)?
  ) -> ((inout _EngineState) throws -> Void)?
}

extension TestStoreProtocol {
  /// One step of a ``TestStoreProtocol/assert(_:fileID:file:line:column:)-(Step...,_,_,_,_)`` script.
  public typealias Step = TestStoreStep<LocalState, Action, LocalAction, Environment>

  /// How the store's steps map onto its engine's state and actions.
  var projection: StoreProjection<_EngineState, LocalState, Action, LocalAction> {
    StoreProjection(embed: _fromLocalAction, lift: Self._onLocalState)
  }

  // MARK: Reading state and changing the environment

  /// The dependencies the reducer runs with; change it between steps with
  /// ``TestStoreStep/environment(fileID:file:line:column:_:)`` or directly.
  public var environment: Environment {
    get { _engine.environment }
    set { _engine.environment = newValue }
  }

  /// How strictly the store checks the test (``Exhaustivity/on`` by default); relax one category
  /// with ``Exhaustivity/on(except:showSkippedAssertions:)``.
  public var exhaustivity: Exhaustivity {
    get { _engine.exhaustivity }
    set { _engine.exhaustivity = newValue }
  }

  /// How long, in real time, an async `receive` or `finish` without a `timeout:` of its own
  /// waits for work outside the store (a real network call, another executor); `nil`, the
  /// default, waits for none, and a stall fails at once.
  ///
  /// ```swift
  /// store.timeout = .seconds(2)  // every receive and finish of this store
  /// ```
  public var timeout: Duration? {
    get { _engine.timeout }
    set { _engine.timeout = newValue }
  }

  // MARK: Script

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
    _engine.assert(
      steps, projection,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: Imperative steps

  /// Sends `action` to the reducer; `update` turns the previous state into the state you expect.
  ///
  /// ```swift
  /// store.send(.incrementTapped) { $0.count = 1 }
  /// ```
  public func send(
    _ action: LocalAction,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    _engine.run(
      .send(action, fileID: fileID, file: filePath, line: line, column: column, update),
      projection)
  }

  /// Receives the next action an effect sent, expecting it to satisfy `isMatching` (for actions
  /// whose payload you do not want to compare whole), and reduces it.
  ///
  /// ```swift
  /// store.receive({ if case .response(.success) = $0 { true } else { false } }) {
  ///   $0.isLoading = false
  /// }
  /// ```
  public func receive(
    _ isMatching: (Action) -> Bool,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    withoutActuallyEscaping(isMatching) { isMatching in
      _engine.run(
        .receive(isMatching, fileID: fileID, file: filePath, line: line, column: column, update),
        projection)
    }
  }

  /// Receives the next action an effect sent, expecting it to be the case `casePath` names
  /// (whatever its payload), and reduces it.
  ///
  /// ```swift
  /// store.receive(/AppAction.searchResponse) { $0.results = ["a1", "a2"] }
  /// ```
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    _engine.run(
      .receive(casePath, fileID: fileID, file: filePath, line: line, column: column, update),
      projection)
  }

  // MARK: Non-exhaustive helpers

  /// Reduces every action the effects sent that the test has not received, without asserting on
  /// them or on the state they change.
  ///
  /// With `strict`, having nothing to skip is a failure.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    _engine.skipReceivedActions(
      strict: strict,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Cancels every effect that is still running.
  ///
  /// With `strict`, having nothing to cancel is a failure.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    _engine.skipInFlightEffects(
      strict: strict,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// Receiving an equal action: for `Equatable` actions, beside the case path and predicate forms
/// every action has.
extension TestStoreProtocol where Action: Equatable {
  /// Receives the next action an effect sent, expecting it to equal `action`, and reduces it.
  ///
  /// ```swift
  /// store.receive(.timerTicked) { $0.secondsElapsed = 1 }
  /// ```
  public func receive(
    _ action: Action,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) {
    _engine.run(
      .receive(action, fileID: fileID, file: filePath, line: line, column: column, update),
      projection)
  }
}
