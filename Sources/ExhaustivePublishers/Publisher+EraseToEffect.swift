import ExhaustiveCore

extension Publisher {
  /// The publisher's effect with every output transformed, in one step.
  ///
  /// ```swift
  /// return subject.eraseToEffect(AppAction.tick)
  /// ```
  public func eraseToEffect<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Effect<NewOutput, Failure> {
    eraseToEffect().map(transform)
  }

  /// The publisher's effect, with outputs and the failure turned into results: an effect that
  /// cannot fail.
  ///
  /// ```swift
  /// return environment.numberFact(state.count)
  ///   .catchToEffect()
  ///   .map(AppAction.numberFactResponse)
  /// ```
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    eraseToEffect().catchToEffect()
  }

  /// The publisher's effect, with outputs and the failure turned into results and transformed.
  public func catchToEffect<NewOutput>(
    _ transform: @escaping @Sendable (Result<Output, Failure>) -> NewOutput
  ) -> Effect<NewOutput, Never> {
    eraseToEffect().catchToEffect(transform)
  }
}

extension Publisher where Output == Never {
  /// The publisher's effect typed as emitting `NewOutput`, which it never does.
  ///
  /// ```swift
  /// return environment.save(todos).fireAndForget()
  /// ```
  public func fireAndForget<NewOutput>(
    outputType: NewOutput.Type = NewOutput.self
  ) -> Effect<NewOutput, Failure> {
    eraseToEffect().fireAndForget(outputType: outputType)
  }
}
