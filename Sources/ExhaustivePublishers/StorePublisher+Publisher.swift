import ExhaustiveCore

extension StorePublisher: Publisher {
  /// The stream of states: each start of it is one subscription.
  ///
  /// ```swift
  /// viewStore.publisher.map { "\($0.count)" }.sink { countLabel.text = $0 }
  /// ```
  public func eraseToEffect() -> Effect<State, Never> {
    effect
  }

  #if canImport(Combine)
    /// A state.
    public typealias Output = State
    /// Never fails.
    public typealias Failure = Never

    /// Subscribes `subscriber` to the stream of states, as Combine's `Publisher` asks.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
      effect.receive(subscriber: subscriber)
    }
  #endif
}
