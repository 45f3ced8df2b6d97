// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest's own `XCTAssert…` family.
/// The XCTest-flavoured spelling of ``expectNoDifference(_:_:_:fileID:file:line:column:)``.
///
/// ```swift
/// XCTAssertNoDifference(2, store.state.count)
/// ```
public func XCTAssertNoDifference<T: Equatable>(
  _ expected: @autoclosure () throws -> T,
  _ actual: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertNoDifference(
    name: "XCTAssertNoDifference", expected, actual, message,
    location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
