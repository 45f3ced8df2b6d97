/// The screen's dependencies, as closures a test replaces with exactly the answers it needs.
public struct NumberFactEnvironment: Sendable {
  /// Fetches a fact about a number.
  public var fact: @Sendable (Int) async throws -> String
  /// A stream that emits each time the user takes a screenshot (the episode listened to
  /// `UIApplication.userDidTakeScreenshotNotification`).
  public var screenshots: @Sendable () -> AsyncStream<Void>

  /// Creates an environment from its endpoints.
  public init(
    fact: @escaping @Sendable (Int) async throws -> String,
    screenshots: @escaping @Sendable () -> AsyncStream<Void>
  ) {
    self.fact = fact
    self.screenshots = screenshots
  }
}
