import ExhaustiveCore

// The generators a test must not call (`DateGenerator.unimplemented`,
// `UUIDGenerator.unimplemented`): every call reports `Unimplemented: <name> was called.` and
// returns a placeholder, so the test goes on. A call from a thread no test runs on goes to the
// test that made the generator.

/// A generator's body that reports each call at `location`, where the generator was made.
func unimplementedGenerator<Value: Sendable>(
  _ name: String, at location: SourceCodeLocation, returning placeholder: Value
) -> @Sendable () -> Value {
  let site = UnimplementedSite(name, at: location)
  return {
    site.report("Unimplemented: \(name) was called.")
    return placeholder
  }
}

/// A generator's body that reports each call where it is called.
func unimplementedGenerator<Value: Sendable>(
  _ name: String, returning placeholder: Value
) -> @Sendable (UUIDGenerator.CallSite) -> Value {
  let owner = TestOwner.current
  return { site in
    let location = SourceCodeLocation(
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    reportFailure("Unimplemented: \(name) was called.", at: location, owner: owner)
    return placeholder
  }
}
