extension Effect {
  /// Transforms the failure with `transform`; outputs and a normal finish pass through unchanged.
  ///
  /// ```swift
  /// return environment.apiClient.fetch(id)
  ///   .mapError(AppError.network)
  ///   .catchToEffect()
  ///   .map(AppAction.fetchResponse)
  /// ```
  public func mapError<NewFailure: Error>(
    _ transform: @escaping @Sendable (Failure) -> NewFailure
  ) -> Effect<Output, NewFailure> {
    mapEvents(value: { $0 }, completion: { $0.mapError(transform) })
  }
}

extension EffectCompletion {
  /// The same completion with its failure, if any, transformed.
  package func mapError<NewFailure: Error>(
    _ transform: (Failure) -> NewFailure
  ) -> EffectCompletion<NewFailure> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}
