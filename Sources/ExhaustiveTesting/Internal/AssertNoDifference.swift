import StructuralDiff

/// The check behind ``expectNoDifference(_:_:_:fileID:file:line:column:)`` and
/// ``XCTAssertNoDifference(_:_:_:fileID:file:line:column:)``; `name` heads the failure.
func assertNoDifference<T: Equatable>(
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
    // `==` on a deep value recurses once per level: run it where the stack has room.
    guard LargeStack.run({ expected != actual }) else { return }
    let body = Dumping.difference(expected, actual)
    var failure = "\(header)\n\n\(body)\n\n(Expected: −, Actual: +)"
    if RecordMode.expectations == .failures {
      failure +=
        "\n\n" + ValueAcceptance(function: name, actual: actual, location: location).section()
    }
    reportFailure(failure, at: location)
  } catch {
    reportFailure(
      "\(header)\n\nThrew error: \(error)"
        + (RecordMode.expectations == .failures ? "\n\n" + ValueAcceptance.threwNote : ""),
      at: location)
  }
}
