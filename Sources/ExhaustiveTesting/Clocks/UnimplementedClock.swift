import ExhaustiveCore

/// A clock that fails the test whenever it is used.
///
/// Put it in an environment for a test that should never touch time; if the feature reads `now`
/// or sleeps, the test fails, naming the call:
///
/// ```swift
/// let store = TestStore(
///   initialState: CounterState(),
///   reducer: counterReducer,
///   environment: CounterEnvironment(clock: UnimplementedClock())
/// )
/// ```
///
/// The failure is attributed to where the clock was created. After reporting, the clock behaves
/// like an ``ImmediateClock`` so the test goes on and can report what else went wrong. Note that
/// `sleep(for:)` (a `Clock` extension) reads `now` before calling `sleep(until:tolerance:)`, so
/// it reports two failures: `now` and the sleep.
public final class UnimplementedClock: Clock, Sendable {
  /// The immediate clock's instant: an offset from when the clock was created.
  public typealias Instant = ImmediateClock.Instant

  private let name: String
  private let base = ImmediateClock()
  private let location: SourceCodeLocation

  /// A clock that reports a failure, attributed to this call site, whenever it is used.
  ///
  /// - Parameters:
  ///   - name: how failures refer to the clock, e.g. `"mainClock"`.
  ///   - fileID: the file failures are attributed to; the call site by default.
  ///   - filePath: the full path of that file; the call site by default.
  ///   - line: the line failures are attributed to; the call site by default.
  ///   - column: the column failures are attributed to; the call site by default.
  public init(
    _ name: String = "UnimplementedClock",
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.name = name
    self.location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports a failure, then returns the immediate clock's time.
  public var now: Instant {
    fail("now")
    return base.now
  }

  /// Reports a failure, then returns the immediate clock's resolution.
  public var minimumResolution: Duration {
    fail("minimumResolution")
    return base.minimumResolution
  }

  /// Reports a failure, then returns at once like an ``ImmediateClock``.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    fail("sleep(until: \(deadline))")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func fail(_ call: String) {
    reportFailure("Unimplemented: \(name).\(call) was called.", at: location)
  }
}
