/// Fails the running test, with a structural diff, when two values are not equal.
///
/// ```swift
/// expectNoDifference(store.state.todos, [Todo(description: "Milk", id: UUID(0))])
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

// swift-format-ignore: AlwaysUseLowerCamelCase
// The name mirrors XCTest's own `XCTAssert…` family.
/// The XCTest-flavoured spelling of ``expectNoDifference(_:_:_:fileID:file:line:column:)``.
///
/// ```swift
/// XCTAssertNoDifference(store.state.count, 2)
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

private func assertNoDifference<T: Equatable>(
  name: String,
  _ expected: () throws -> T,
  _ actual: () throws -> T,
  _ message: () -> String,
  location: SourceCodeLocation
) {
  let header: String = {
    let message = message()
    return "\(name) failed: \(message.isEmpty ? "…" : message)"
  }()
  do {
    let expected = try expected()
    let actual = try actual()
    guard expected != actual else { return }
    let body =
      Dumping.diff(expected, actual)
      ?? "The values are not equal, but their dumps are identical:\n\n"
      + Dumping.indent(Dumping.dump(actual), by: 2)
    reportFailure("\(header)\n\n\(body)\n\n(Expected: −, Actual: +)", at: location)
  } catch {
    reportFailure("\(header)\n\nThrew error: \(error)", at: location)
  }
}
