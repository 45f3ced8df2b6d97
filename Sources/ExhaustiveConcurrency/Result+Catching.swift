extension Result {
  /// The result of an async throwing closure: `.success` with what it returns, or `.failure`
  /// with what it throws.
  ///
  /// The drop-in for swift-concurrency-extras' initializer (1.4.3), typed throws included: a
  /// closure that throws only `SomeError` gives a `Result<Success, SomeError>`.
  ///
  /// ```swift
  /// let fact = await Result { try await client.fact(42) }
  /// ```
  ///
  /// Runs `body` on the caller's executor (`nonisolated(nonsending)`), so a closure that is not
  /// `Sendable` may be passed from an actor.
  public nonisolated(nonsending) init(catching body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
