import ExhaustiveCore

/// The async steps of a scoped store, as ``TestStore``'s: for features whose effects are async
/// (`Effect.task`, `Effect.run`), asserting on the view state and sending view actions.
///
/// ```swift
/// let store = TestStore(initialState: AppState(), reducer: appReducer, environment: .test)
///   .scope(state: ViewState.init, action: AppAction.init)
/// await store.send(.refreshPulled) { $0.isLoading = true }
/// await store.receive(/AppAction.response) { $0.isLoading = false }
/// ```
///
/// The effects run on the store's own serial executor and are drained after every step, as a
/// test store's are; see ``TestStore``'s async `send`.
extension ScopedTestStore {
  /// Sends a view action, runs the effects it starts until they are idle, and returns a handle
  /// to those effects; `update` turns the previous view state into the one you expect.
  @discardableResult
  nonisolated(nonsending) public func send(
    _ action: LocalAction,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async -> TestStoreTask {
    await store.send(
      fromLocalAction(action), fileID: fileID, file: filePath, line: line, column: column,
      Self.onView(update))
  }

  /// Runs effects until the next action arrives, expects it to satisfy `isMatching`, and reduces
  /// it.
  nonisolated(nonsending) public func receive(
    _ isMatching: @escaping (Action) -> Bool,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    await store.receive(
      isMatching, timeout: timeout, fileID: fileID, file: filePath, line: line, column: column,
      Self.onView(update))
  }

  /// Runs effects until the next action arrives, expects it to be the case `casePath` names, and
  /// reduces it.
  nonisolated(nonsending) public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    await store.receive(
      casePath, timeout: timeout, fileID: fileID, file: filePath, line: line, column: column,
      Self.onView(update))
  }

  /// Runs effects until every one of them has finished, as ``TestStore``'s `finish`.
  nonisolated(nonsending) public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store.finish(timeout: timeout, fileID: fileID, file: filePath, line: line, column: column)
  }
}

/// The async receive of an equal action, for `Equatable` actions.
extension ScopedTestStore where Action: Equatable {
  /// Runs effects until the next action arrives, expects it to equal `action`, and reduces it.
  nonisolated(nonsending) public func receive(
    _ action: Action,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    await store.receive(
      action, timeout: timeout, fileID: fileID, file: filePath, line: line, column: column,
      Self.onView(update))
  }
}
