// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Transforms every output with `transform` and emits the non-nil results.
    ///
    /// ```swift
    /// return lines.compactMap(Int.init).eraseToEffect()
    /// ```
    public func compactMap<NewOutput>(
      _ transform: @escaping @Sendable (Output) -> NewOutput?
    ) -> AnyPublisher<NewOutput, Failure> {
      AnyPublisher(eraseToEffect().compactMap(transform))
    }
  }
#endif
