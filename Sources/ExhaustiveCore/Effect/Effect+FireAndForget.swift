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
