// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Emits `elements` after this publisher finished.
    ///
    /// ```swift
    /// return Just(1).append(2, 3).eraseToEffect()  // 1, 2, 3
    /// ```
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> {
      append(elements)
    }

    /// Emits the elements of `elements` after this publisher finished.
    public func append<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure>
    where S.Element == Output {
      append(SequencePublisher<S.Element, Failure>(elements))
    }

    /// Runs `publisher` after this publisher finished; a failure of this one means it never runs.
    public func append<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
      AnyPublisher(Effect.concatenate(eraseToEffect(), publisher.eraseToEffect()))
    }
  }
#endif
