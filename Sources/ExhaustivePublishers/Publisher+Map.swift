// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Transforms every output with `transform`.
    ///
    /// ```swift
    /// return subject.map { AppAction.received($0) }.eraseToEffect()
    /// ```
    public func map<NewOutput>(
      _ transform: @escaping @Sendable (Output) -> NewOutput
    ) -> AnyPublisher<NewOutput, Failure> {
      AnyPublisher(eraseToEffect().map(transform))
    }
  }
#endif
