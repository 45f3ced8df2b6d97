// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Transforms the failure with `transform`.
    ///
    /// ```swift
    /// return environment.fetch(id).mapError(AppError.network).catchToEffect()
    /// ```
    public func mapError<NewFailure: Error>(
      _ transform: @escaping @Sendable (Failure) -> NewFailure
    ) -> AnyPublisher<Output, NewFailure> {
      AnyPublisher(eraseToEffect().mapError(transform))
    }
  }
#endif
