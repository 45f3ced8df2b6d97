/// The error ``TestClock/checkSuspension()`` throws when a task is still sleeping on the clock.
///
/// As swift-clocks 1.1.1 spells it:
///
/// ```swift
/// do {
///   try await clock.checkSuspension()
/// } catch is SuspensionError {
///   // something still sleeps on the clock
/// }
/// ```
public struct SuspensionError: Error, Equatable, Sendable {
  /// The error; it carries nothing else.
  public init() {}
}
