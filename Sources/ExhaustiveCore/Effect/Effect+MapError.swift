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
    if isNone { return .none }
    if let run = immediate {
      return Effect<Output, NewFailure>(
        immediate: { receiveValue, receiveCompletion in
          run(receiveValue, { receiveCompletion($0.mapError(transform)) })
        })
    }
    return Effect<Output, NewFailure> { context, subscriber in
      subscribe(
        in: context,
        receiveCompletion: { subscriber.send(completion: $0.mapError(transform)) },
        receiveValue: { subscriber.send($0) }
      )
    }
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
