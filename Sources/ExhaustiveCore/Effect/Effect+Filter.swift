extension Effect {
  /// Emits only the outputs for which `isIncluded` returns true; completion and failure pass
  /// through unchanged.
  ///
  /// ```swift
  /// return environment.keyPresses()
  ///   .filter { $0 == .escape }
  ///   .map { _ in AppAction.dismiss }
  /// ```
  public func filter(_ isIncluded: @escaping @Sendable (Output) -> Bool) -> Self {
    if isNone { return self }
    if let run = immediate {
      return Self(
        immediate: { receiveValue, receiveCompletion in
          run({ if isIncluded($0) { receiveValue($0) } }, receiveCompletion)
        })
    }
    return Self { context, subscriber in
      subscribe(
        in: context,
        receiveCompletion: { subscriber.send(completion: $0) },
        receiveValue: { if isIncluded($0) { subscriber.send($0) } }
      )
    }
  }
}
