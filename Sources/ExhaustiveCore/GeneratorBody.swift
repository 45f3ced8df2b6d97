/// What ``UUIDGenerator`` and ``DateGenerator`` call: a plain closure, or, for a generator that
/// must not be called, one that learns where each call is written so it can report that line.
struct GeneratorBody<Value: Sendable>: Sendable {
  /// The plain closure; unused while `generateAtCallSite` is set.
  var generate: @Sendable () -> Value
  /// Set for a generator that wants to know where it is called.
  private let generateAtCallSite: (@Sendable (_ callSite: UUIDGenerator.CallSite) -> Value)?

  init(_ generate: @escaping @Sendable () -> Value) {
    self.generate = generate
    self.generateAtCallSite = nil
  }

  /// A body that hands `generate` each call's site; `placeholder` fills the plain closure, which
  /// such a body never calls.
  init(
    reportingAtCallSite generate: @escaping @Sendable (_ callSite: UUIDGenerator.CallSite) -> Value,
    placeholder: Value
  ) {
    self.generate = { placeholder }
    self.generateAtCallSite = generate
  }

  func callAsFunction(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Value {
    // The plain closure is called as a stored property, as before call sites were passed: a
    // nil check is all a plain generator pays for them.
    if let generateAtCallSite {
      return generateAtCallSite(
        UUIDGenerator.CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return generate()
  }
}
