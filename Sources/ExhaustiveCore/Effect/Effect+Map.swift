extension Effect {
  /// Transforms every output with `transform`; completion and failure pass through unchanged.
  ///
  /// ```swift
  /// todoEffect.map { AppAction.todo(index: index, action: $0) }
  /// ```
  ///
  /// `@preconcurrency` so that Swift 5 language mode code may pass an enum case's constructor
  /// (`.map(AppAction.response)`), which that mode does not infer `@Sendable`; Swift 6 mode
  /// callers still must pass a `@Sendable` function.
  @preconcurrency
  public func map<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Effect<NewOutput, Failure> {
    mapEvents(value: transform, completion: { $0 })
  }

  /// Returns the effect unchanged.
  ///
  /// Effects are already erased, so this only exists so that code written for Combine-based
  /// effects (`.delay(for: 1, scheduler: q).eraseToEffect()`) compiles as is.
  public func eraseToEffect() -> Self {
    self
  }

  /// Transforms every output with `transform`; the same as ``map(_:)``.
  public func eraseToEffect<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Effect<NewOutput, Failure> {
    map(transform)
  }
}

extension Effect {
  /// This effect with every output passed through `transformValue` and its completion through
  /// `transformCompletion`: the one implementation behind ``map(_:)`` and ``mapError(_:)``.
  func mapEvents<NewOutput, NewFailure: Error>(
    value transformValue: @escaping @Sendable (Output) -> NewOutput,
    completion transformCompletion:
      @escaping @Sendable (EffectCompletion<Failure>) -> EffectCompletion<NewFailure>
  ) -> Effect<NewOutput, NewFailure> {
    if isNone { return .none }
    // Every effect a pulled-back reducer returns is mapped: keep work that is over at once
    // that way, so starting it still needs no subscriber at either level.
    if let run = immediate {
      return Effect<NewOutput, NewFailure>(
        immediate: { receiveValue, receiveCompletion in
          run({ receiveValue(transformValue($0)) }, { receiveCompletion(transformCompletion($0)) })
        })
    }
    return Effect<NewOutput, NewFailure> { context, subscriber in
      subscribe(
        in: context,
        receiveCompletion: { subscriber.send(completion: transformCompletion($0)) },
        receiveValue: { subscriber.send(transformValue($0)) }
      )
    }
  }
}
