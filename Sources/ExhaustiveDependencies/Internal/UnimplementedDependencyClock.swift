/// The test value of the clock dependencies: telling the time is harmless, sleeping fails the
/// test and throws `CancellationError` at once, so a test that forgot its clock fails instead
/// of waiting or hanging.
///
/// ExhaustiveTesting's `UnimplementedClock` is the public one; this module cannot depend on
/// ExhaustiveTesting (apps link it), so the dependency keys carry their own.
final class UnimplementedDependencyClock: Clock, Sendable {
  typealias Instant = ContinuousClock.Instant

  private let name: String
  private let base = ContinuousClock()

  init(_ name: String) {
    self.name = name
  }

  var now: Instant { base.now }

  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    TestSupport.report(
      "Unimplemented: \(name).sleep(until:) was called. If this test expects the sleep, "
        + "override the clock for the code under test: withDependencies { $0."
        + "\(name.dropFirst(#"@Dependency(\."#.count).dropLast()) = TestClock() } operation: { … }.",
      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    throw CancellationError()
  }
}
