// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Emits at most the first `maxLength` outputs, then finishes and cancels the upstream.
    ///
    /// ```swift
    /// return subject.prefix(1).eraseToEffect()
    /// ```
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
      AnyPublisher(eraseToEffect().prefix(maxLength))
    }
  }
#endif
