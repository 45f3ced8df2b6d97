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
}
