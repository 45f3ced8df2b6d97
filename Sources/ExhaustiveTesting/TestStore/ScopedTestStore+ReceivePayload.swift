import ExhaustiveCore

/// Receiving an action by its case and asserting on its payload, as
/// ``TestStore/receive(_:fileID:file:line:column:_:assert:)``, with the state change on the view.
///
/// ```swift
/// store.scope(state: \.view).receive(/UsersAction.usersResponse) { result in
///   XCTAssertEqual(try result.get().count, 2)
/// } assert: {
///   $0.users = ["Blob", "Blob Jr"]
/// }
/// ```
extension ScopedTestStore {
  /// Receives the next action an effect sent, expecting it to be the case `casePath` names,
  /// hands its payload to `inspect` for the test's own assertions, and checks the view state
  /// change `update` describes (`nil`: none).
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ inspect: (Value) throws -> Void,
    assert update: ((inout LocalState) throws -> Void)?
  ) {
    store.receive(
      casePath, fileID: fileID, file: filePath, line: line, column: column, inspect,
      assert: Self.onView(update))
  }
}
