// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher that emits nothing: it finishes at once, or, with `completeImmediately: false`,
  /// never ends until cancelled.
  ///
  /// ```swift
  /// return Empty(completeImmediately: true).eraseToEffect()
  /// ```
  ///
  /// A never-ending `Empty` started by a test store is an effect still running at the end of the
  /// test unless it is cancelled, exactly like any other long-living effect.
  public struct Empty<Output, Failure: Error>: Publisher, Equatable, Sendable {
    /// Whether the publisher finishes as soon as it is subscribed to.
    public let completeImmediately: Bool

    /// A publisher that emits nothing and finishes at once unless `completeImmediately` is false.
    public init(completeImmediately: Bool = true) {
      self.completeImmediately = completeImmediately
    }

    /// The same, with the output and failure types spelled out.
    public init(
      completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
    ) {
      self.completeImmediately = completeImmediately
    }

    /// `.none`, or an effect that never ends until it is cancelled.
    public func eraseToEffect() -> Effect<Output, Failure> {
      guard !completeImmediately else { return .none }
      // No work to stop: the subscription itself stays live until it is cancelled.
      return Effect { _, _ in .empty }
    }
  }
#endif
