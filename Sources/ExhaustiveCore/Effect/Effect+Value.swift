extension Effect {
  /// An effect that does nothing and completes at once.
  ///
  /// ```swift
  /// case .incrementButtonTapped:
  ///   state.count += 1
  ///   return .none
  /// ```
  public static var none: Self {
    Self(isNone: true) { _, subscriber in
      subscriber.send(completion: .finished)
      return .empty
    }
  }

  /// An effect that emits `value` and completes at once when started.
  ///
  /// ```swift
  /// return Effect(value: .todoDelayCompleted)
  ///   .delay(for: 1, scheduler: environment.mainQueue)
  ///   .eraseToEffect()
  /// ```
  public init(value: Output) {
    // Handed to exactly one subscriber per start; see `UncheckedSendable`.
    let value = UncheckedSendable(value)
    self.init { _, subscriber in
      subscriber.send(value.value)
      subscriber.send(completion: .finished)
      return .empty
    }
  }

  /// An effect that fails with `error` at once when started, without emitting anything.
  public init(error: Failure) {
    self.init { _, subscriber in
      subscriber.send(completion: .failure(error))
      return .empty
    }
  }
}
