// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher whose concrete type is hidden: what every operator of this module returns, and
  /// what an environment's endpoints are usually typed as.
  ///
  /// ```swift
  /// struct SearchClient {
  ///   var search: @Sendable (String) -> AnyPublisher<[Result], SearchError>
  /// }
  /// ```
  public struct AnyPublisher<Output, Failure: Error>: Publisher, Sendable {
    private let effect: Effect<Output, Failure>

    /// Hides the type of `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
      self.effect = publisher.eraseToEffect()
    }

    /// The effect that does the work.
    public func eraseToEffect() -> Effect<Output, Failure> {
      effect
    }
  }

  extension Publisher {
    /// Hides the publisher's concrete type.
    ///
    /// ```swift
    /// Just(42).setFailureType(to: APIError.self).eraseToAnyPublisher()
    /// ```
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
      AnyPublisher(self)
    }
  }
#endif
