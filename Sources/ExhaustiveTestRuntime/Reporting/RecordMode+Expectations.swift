extension RecordMode {
  /// Whether a failing ``expectNoDifference(_:_:_:fileID:file:line:column:)`` or
  /// ``XCTAssertNoDifference(_:_:_:fileID:file:line:column:)`` rewrites its expected argument
  /// in the test's source file to the actual value, written as Swift source.
  ///
  /// Starts as ``RecordMode/fromEnvironment`` (`EXHAUSTIVE_RECORD=1` records every failing
  /// expectation of a run). To record the expectations of one test or one block only:
  ///
  /// ```swift
  /// RecordMode.$expectations.withValue(.failures) {
  ///   expectNoDifference([], model.todos)
  /// }
  /// ```
  ///
  /// A test store has its own switch, ``TestStore/record``.
  @TaskLocal public static var expectations: RecordMode = .fromEnvironment
}
