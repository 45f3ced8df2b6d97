import ExhaustiveCore

extension Publisher {
  /// Subscribes outside any store, handing every output and the completion to the closures.
  ///
  /// Keep the returned cancellable for as long as the subscription should live: releasing it
  /// cancels it.
  ///
  /// ```swift
  /// subject
  ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  ///   .store(in: &cancellables)
  /// ```
  public func sink(
    receiveCompletion: @escaping @Sendable (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> AnyCancellable {
    eraseToEffect().sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes a publisher that cannot fail outside any store, handing every output to
  /// `receiveValue`.
  public func sink(receiveValue: @escaping @Sendable (Output) -> Void) -> AnyCancellable {
    eraseToEffect().sink(receiveValue: receiveValue)
  }
}
