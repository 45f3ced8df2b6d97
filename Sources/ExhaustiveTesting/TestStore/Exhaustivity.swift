/// How strictly a ``TestStore`` checks the test against everything the feature did.
///
/// ```swift
/// store.exhaustivity = .off
/// store.send(.refresh)                // changes we don't assert on are fine
/// store.receive(.response) {          // only what the closure touches is checked
///   $0.isLoading = false
/// }
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted on (the default).
  case on
  /// State is checked only where the trailing closure touches it; received actions that the test
  /// does not ask for are reduced silently, and effects may outlive the test. With
  /// `showSkippedAssertions`, what was skipped is reported as a non-failing note (a known issue
  /// under Swift Testing, a printed line under XCTest).
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without notes about skipped assertions.
  public static let off = Self.off(showSkippedAssertions: false)

  var isOn: Bool { self == .on }

  var showsSkippedAssertions: Bool { self == .off(showSkippedAssertions: true) }
}
