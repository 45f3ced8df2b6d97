import ExhaustiveCore
import Foundation

/// Runs a feature's reducer step by step and makes the test account for everything it does.
///
/// The test must assert every state change and every action the effects send back, and every
/// effect must have finished by the end.
///
/// ```swift
/// let scheduler = DispatchQueue.testScheduler
/// let store = TestStore(
///   initialState: AppState(todos: [Todo(description: "Milk", id: UUID(0))]),
///   reducer: appReducer,
///   environment: AppEnvironment(
///     mainQueue: scheduler.eraseToAnyScheduler(),
///     uuid: UUID.incrementing
///   )
/// )
///
/// store.assert(
///   .send(.todo(index: 0, action: .checkboxTapped)) {
///     $0.todos[0].isComplete = true
///   },
///   .do { scheduler.advance(by: 1) },
///   .receive(.todoDelayCompleted)
/// )
/// ```
///
/// Each trailing closure receives a copy of the state before the step and must turn it into the
/// state after it. Actions sent by effects queue up until the test receives them, and only then
/// are they reduced. Any failure is reported at the step that caused it, followed by a timeline
/// of the test so far; effects still running at the end are listed with the step that started
/// them and their cancellation ids.
///
/// A test that drives the store with `send` and `receive` instead of `assert` gets the same checks
/// when the test that created the store ends (XCTest and Swift Testing alike), or when the store
/// is released, whichever comes first: a store kept in a test case property is checked like a
/// local one. Actions left unreceived are reported at the last step the test ran (the closest
/// line to what it left unasserted), effects still running at the step that started them; the
/// timeline ends with `end of test FeatureTests.testSend (store created at FeatureTests.swift:11)`
/// or `store released (created at FeatureTests.swift:11)`. A store that has been checked reports
/// nothing again when it is released later.
///
/// The store is not isolated to an actor: call it from a plain synchronous test method. Effects
/// may deliver on any thread (for example on the main queue while a `.do` step waits on an
/// expectation); the store queues their actions under a lock it never holds across a step.
///
/// Its steps, script and imperative, sync and async, are ``TestStoreProtocol``'s, which it shares
/// with the ``ScopedTestStore`` its ``TestStoreProtocol/scope(state:action:fileID:file:line:column:)``
/// returns.
public final class TestStore<State: Equatable, Action, Environment>: TestStoreProtocol {
  /// The state a test store's steps assert on: its own `State` (a scoped store's is a view).
  public typealias LocalState = State
  /// The actions a test store's steps send: its own `Action` (a scoped store's are view
  /// actions).
  public typealias LocalAction = Action
  /// Not API: the state the store's engine runs.
  public typealias _EngineState = State

  /// Not API: the engine that runs the store's steps.
  public let _engine: _TestStoreEngine<State, Action, Environment>

  /// Creates a store that starts in `initialState`.
  public init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    _engine = _TestStoreEngine(
      initialState: initialState, reducer: reducer, environment: environment,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The current state: the initial state with every sent and received action reduced into it.
  public var state: State { _engine.state }

  /// Runs the store's async effects (see TestStore+Async.swift); for the module's own tests.
  package var executor: TestExecutor { _engine.executor }

  /// Not API: the whole state a scoped store starts from.
  public var _wholeState: State { _engine.state }
  /// Not API: the reducer a scoped store runs.
  public var _reducer: Reducer<State, Action, Environment> { _engine.reducer }
  /// Not API: the view of the whole state, which for a test store is all of it.
  public var _toLocalState: @Sendable (State) -> State { scopeIdentity() }
  /// Not API: the action a sent action is, which for a test store is itself.
  public var _fromLocalAction: @Sendable (Action) -> Action { scopeIdentity() }
  /// Not API: a step's closure, which for a test store is already on the engine's state.
  public static func _onLocalState(
    _ update: ((inout State) throws -> Void)?
  ) -> ((inout State) throws -> Void)? {
    update
  }
}
