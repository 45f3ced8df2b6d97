// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Runs this publisher and `other` at once and emits their outputs as they come.
    ///
    /// Finishes once both finished; fails with the first failure, cancelling the other.
    ///
    /// ```swift
    /// return timer.merge(with: stopSignal).eraseToEffect()
    /// ```
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
      AnyPublisher(Effect.merge(eraseToEffect(), other.eraseToEffect()))
    }

    /// Runs this publisher, `b` and `c` at once and emits their outputs as they come.
    public func merge<B: Publisher, C: Publisher>(
      with b: B, _ c: C
    ) -> AnyPublisher<Output, Failure>
    where
      B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure
    {
      AnyPublisher(Effect.merge(eraseToEffect(), b.eraseToEffect(), c.eraseToEffect()))
    }
  }
#endif
