extension Effect {
  /// Turns outputs and the failure into results, giving an effect that cannot fail.
  ///
  /// ```swift
  /// return environment.fetchNumberFact(state.count)
  ///   .catchToEffect()
  ///   .map(AppAction.numberFactResponse)
  /// ```
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    catchToEffect { $0 }
  }

  /// Turns outputs and the failure into results and transforms them, giving an effect that
  /// cannot fail.
  public func catchToEffect<NewOutput>(
    _ transform: @escaping @Sendable (Result<Output, Failure>) -> NewOutput
  ) -> Effect<NewOutput, Never> {
    Effect<NewOutput, Never> { context, subscriber in
      subscribe(
        in: context,
        receiveCompletion: { completion in
          if case .failure(let error) = completion { subscriber.send(transform(.failure(error))) }
          subscriber.send(completion: .finished)
        },
        receiveValue: { subscriber.send(transform(.success($0))) }
      )
    }
  }
}
