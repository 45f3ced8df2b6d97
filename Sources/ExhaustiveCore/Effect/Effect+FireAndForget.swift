extension Effect {
  /// An effect that runs `work` when started and completes without emitting anything.
  ///
  /// Use it for work whose result the feature does not need, such as logging or analytics:
  ///
  /// ```swift
  /// case .saveButtonTapped:
  ///   return .fireAndForget { environment.analytics.track("save") }
  /// ```
  public static func fireAndForget(_ work: @escaping @Sendable () -> Void) -> Self {
    Self { _, subscriber in
      work()
      subscriber.send(completion: .finished)
      return .empty
    }
  }
}

extension Effect where Output == Never {
  /// The same work, typed as emitting `NewOutput`, which it never does: an effect that cannot
  /// emit fits wherever a reducer's action type is expected.
  ///
  /// ```swift
  /// case .onAppear:
  ///   return environment.analytics.track("appear")  // Effect<Never, Never>
  ///     .fireAndForget()
  /// ```
  public func fireAndForget<NewOutput>(
    outputType: NewOutput.Type = NewOutput.self
  ) -> Effect<NewOutput, Failure> {
    if isNone { return .none }
    return Effect<NewOutput, Failure> { context, subscriber in
      subscribe(
        in: context,
        receiveCompletion: { subscriber.send(completion: $0) },
        receiveValue: { _ in }  // `Never`: not called
      )
    }
  }
}
