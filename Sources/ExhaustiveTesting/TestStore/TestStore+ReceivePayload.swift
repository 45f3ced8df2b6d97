import ExhaustiveCore

/// Receiving an action by its case and asserting on its payload: the way to test actions that
/// are not `Equatable` (they carry an `Error`, a closure, a `Result<_, any Error>`), and actions
/// whose payload is too large to spell whole.
///
/// ```swift
/// enum AppAction {  // not Equatable: its response carries `any Error`
///   case refresh
///   case usersResponse(Result<[User], any Error>)
/// }
///
/// store.send(.refresh) { $0.isLoading = true }
/// store.receive(/AppAction.usersResponse) { result in
///   XCTAssertEqual(try result.get().count, 2)
/// } assert: {
///   $0.isLoading = false
///   $0.users = [.blob, .blobJr]
/// }
/// ```
///
/// Every receive of a test store matches by case path or predicate whatever the action type;
/// only `receive(_:)` with an action to compare needs `Equatable`. Failure messages, the
/// timeline and recorded code print actions from their dump, so they read the same either way.
extension TestStoreProtocol {
  /// Receives the next action an effect sent, expecting it to be the case `casePath` names,
  /// hands its payload to `inspect` for the test's own assertions, and checks the state change
  /// `update` describes (`nil`: none).
  ///
  /// `inspect` runs once the action matched; an error it throws fails the step. A mismatch does
  /// not call it.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ inspect: (Value) throws -> Void,
    assert update: ((inout LocalState) throws -> Void)?
  ) {
    withoutActuallyEscaping(inspect) { inspect in
      _engine.run(
        .receive(
          casePath, inspecting: inspect, update,
          at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)),
        projection)
    }
  }

  /// Runs effects until the next action arrives, expects it to be the case `casePath` names,
  /// hands its payload to `inspect`, and checks the state change `update` describes.
  ///
  /// Unlike the synchronous overload, `inspect` is escaping: an async `withoutActuallyEscaping`
  /// body would leave the test's isolation.
  nonisolated(nonsending) public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ inspect: @escaping (Value) throws -> Void,
    assert update: ((inout LocalState) throws -> Void)?
  ) async {
    await _engine.run(
      .receive(
        casePath, inspecting: inspect, update,
        at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)),
      projection, timeout: timeout)
  }
}

extension TestStoreStep {
  /// The step both forms of the payload receive run: a receive of the case `casePath` names
  /// that hands the matched action's payload to `inspect`.
  static func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    inspecting inspect: @escaping (Value) throws -> Void,
    _ update: ((inout LocalState) throws -> Void)?,
    at location: SourceCodeLocation
  ) -> Self {
    // The action matched the case path, so the payload is there.
    let inspectPayload: (Action) throws -> Void = { action in
      if let value = casePath.extract(from: action) { try inspect(value) }
    }
    return Self(.receive(.casePath(casePath), update, inspect: inspectPayload), at: location)
  }
}
