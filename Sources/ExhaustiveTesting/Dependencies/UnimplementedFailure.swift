/// The error a throwing `unimplemented(_:)` endpoint throws after it reported the failure.
///
/// Throwing, rather than returning a made-up value, stops the code that called the endpoint the
/// way a real failure would, so a feature's error path runs instead of its success path. The
/// test already failed; match this error only in a test of your own error handling.
public struct UnimplementedFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name given to `unimplemented(_:)`, such as `"FactClient.fetch"`.
  public let name: String

  /// A failure for the endpoint called `name`.
  public init(name: String) {
    self.name = name
  }

  /// `Unimplemented: FactClient.fetch`.
  public var description: String {
    "Unimplemented: \(name)"
  }
}
