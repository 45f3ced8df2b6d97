extension Effect {
  /// Transforms every output with `transform` and emits the non-nil results; outputs that map to
  /// nil are dropped. Completion and failure pass through unchanged.
  ///
  /// ```swift
  /// return environment.locationUpdates()
  ///   .compactMap { $0.placemark.map(AppAction.placemarkChanged) }
  /// ```
  public func compactMap<NewOutput>(
    _ transform: @escaping @Sendable (Output) -> NewOutput?
  ) -> Effect<NewOutput, Failure> {
    if isNone { return .none }
    // Stay over-at-once when the upstream is, as `map` does.
    if let run = immediate {
      return Effect<NewOutput, Failure>(
        immediate: { receiveValue, receiveCompletion in
          run({ if let output = transform($0) { receiveValue(output) } }, receiveCompletion)
        })
    }
    return Effect<NewOutput, Failure> { context, subscriber in
      subscribe(
        in: context,
        receiveCompletion: { subscriber.send(completion: $0) },
        receiveValue: { if let output = transform($0) { subscriber.send(output) } }
      )
    }
  }
}
