extension Effect {
  /// An effect that does nothing and completes at once.
  ///
  /// ```swift
  /// case .incrementButtonTapped:
  ///   state.count += 1
  ///   return .none
  /// ```
  @inlinable
  public static var none: Self {
    Self(isNone: true, immediate: { _, receiveCompletion in receiveCompletion(.finished) })
  }

  /// An effect that emits `value` and completes at once when started.
  ///
  /// ```swift
  /// return Effect(value: .todoDelayCompleted)
  ///   .delay(for: 1, scheduler: environment.mainQueue)
  ///   .eraseToEffect()
  /// ```
  @inlinable
  public init(value: Output) {
    // Safe for the reason `UncheckedSendable` gives: the value is only ever copied out, once
    // per start, to the one downstream of that start. Captured as is rather than boxed: a box
    // is a generic type, looked up at run time three times per started effect (to box, to
    // read, and to free the closure context).
    nonisolated(unsafe) let value = value
    self.init(
      immediate: { receiveValue, receiveCompletion in
        receiveValue(value)
        receiveCompletion(.finished)
      })
  }

  /// An effect that fails with `error` at once when started, without emitting anything.
  @inlinable
  public init(error: Failure) {
    self.init(immediate: { _, receiveCompletion in receiveCompletion(.failure(error)) })
  }
}
