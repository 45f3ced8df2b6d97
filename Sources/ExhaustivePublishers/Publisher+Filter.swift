// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Emits only the outputs for which `isIncluded` returns true.
    ///
    /// ```swift
    /// return keys.filter { $0 == .escape }.map { _ in AppAction.dismiss }.eraseToEffect()
    /// ```
    public func filter(
      _ isIncluded: @escaping @Sendable (Output) -> Bool
    ) -> AnyPublisher<Output, Failure> {
      AnyPublisher(eraseToEffect().filter(isIncluded))
    }
  }
#endif
