// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher that fails at once with an error, emitting nothing.
  ///
  /// ```swift
  /// let failing = NumbersClient(fetch: { _ in Fail(error: APIError.offline).eraseToEffect() })
  /// ```
  public struct Fail<Output, Failure: Error>: Publisher, Sendable {
    /// The error every subscriber fails with.
    public let error: Failure

    /// A publisher that fails with `error`.
    public init(error: Failure) {
      self.error = error
    }

    /// A publisher that fails with `failure`, with its output type spelled out.
    public init(outputType: Output.Type, failure: Failure) {
      self.error = failure
    }

    /// The effect that fails with ``error``, as `Effect(error:)` does.
    public func eraseToEffect() -> Effect<Output, Failure> {
      Effect(error: error)
    }
  }

  extension Fail: Equatable where Failure: Equatable {}
#endif
