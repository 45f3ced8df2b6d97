/// Fails the running test, with a structural diff, when two values are not equal.
///
/// ```swift
/// expectNoDifference([Todo(description: "Milk", id: UUID(0))], store.state.todos)
/// ```
///
/// The failure reads:
///
/// ```
/// expectNoDifference failed: …
///
///   [
///     Todo(
/// −     description: "Milk",
/// +     description: "Eggs",
///       id: 00000000-0000-0000-0000-000000000000
///     ),
///   ]
///
/// (Expected: −, Actual: +)
/// ```
///
/// Works under Swift Testing and XCTest alike (the failure is recorded with whichever framework
/// runs the test, also on Linux).
///
/// In record mode (``RecordMode/expectations``, or `EXHAUSTIVE_RECORD=1`) a failure also
/// rewrites `expected` in the test's source file to the actual value, written as Swift source.
public func expectNoDifference<T: Equatable>(
  _ expected: @autoclosure () throws -> T,
  _ actual: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertNoDifference(
    name: "expectNoDifference", expected, actual, message,
    location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
