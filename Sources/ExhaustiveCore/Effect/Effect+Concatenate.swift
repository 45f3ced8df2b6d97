extension Effect {
  /// Runs `effects` one after another: each starts when the previous one finished.
  ///
  /// The concatenation completes after the last effect, and fails as soon as one fails (the rest
  /// never start). Cancelling it cancels the running effect and starts no more.
  ///
  /// ```swift
  /// return .concatenate(
  ///   Effect.cancel(id: "todo completion effect"),
  ///   Effect(value: .todoDelayCompleted)
  ///     .delay(for: 1, scheduler: DispatchQueue.main)
  ///     .eraseToEffect()
  ///     .cancellable(id: "todo completion effect")
  /// )
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs `effects` one after another; see the variadic `concatenate(_:)`.
  public static func concatenate<Effects: Collection>(_ effects: Effects) -> Self
  where Effects.Element == Self {
    combination(of: effects) { effects, context, subscriber in
      let concatenation = SequentialSubscription(
        ConcatenationPlan(effects: effects), context: context, downstream: subscriber)
      concatenation.start()
      return SendableCancellable { concatenation.cancel() }
    }
  }

  /// Runs `other` after this effect finished; see the variadic `concatenate(_:)`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }
}

/// The plan of a concatenation: each effect in turn, until one fails or none is left.
private struct ConcatenationPlan<Output, Failure: Error>: SequentialPlan {
  let effects: [Effect<Output, Failure>]
  var nextIndex = 0

  mutating func next(after completion: EffectCompletion<Failure>?) -> SequentialStep<
    Output, Failure
  > {
    if case .failure(let error)? = completion { return .complete(.failure(error)) }
    guard nextIndex < effects.count else { return .complete(.finished) }
    defer { nextIndex += 1 }
    return .subscribe(effects[nextIndex])
  }
}
