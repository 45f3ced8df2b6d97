/// Receiving actions whose order the test should not pin, as
/// ``TestStore/receive(inAnyOrder:fileID:file:line:column:)``, each step's closure on the view.
///
/// ```swift
/// let view = store.scope(state: \.view)
/// view.receive(
///   inAnyOrder:
///     .receive(.usersResponse(users)) { $0.userCount = 2 },
///   .receive(.postsResponse(posts)) { $0.postCount = 3 }
/// )
/// ```
extension ScopedTestStore {
  /// Receives as many actions as `steps` holds, in any order, each by the step that expects it.
  public func receive(
    inAnyOrder steps: Step...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store.receive(
      inAnyOrder: steps.map(innerStep),
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension ScopedTestStore.Step {
  /// Receives as many actions as `steps` holds, in any order, each by the step that expects it:
  /// ``ScopedTestStore/receive(inAnyOrder:fileID:file:line:column:)`` as a step of a script.
  public static func receive(
    inAnyOrder steps: Self...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(.receiveInAnyOrder(steps), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
