extension Effect {
  /// An effect that, when started, calls `attemptToFulfill` with a callback that delivers one
  /// result: a success emits the value and finishes, a failure fails.
  ///
  /// Only the first call of the callback counts; later calls are ignored. Nothing runs until the
  /// effect is started, and every start calls `attemptToFulfill` again.
  ///
  /// ```swift
  /// Effect<Data, APIError>.future { callback in
  ///   client.fetch(url) { data, error in
  ///     callback(data.map(Result.success) ?? .failure(APIError(error)))
  ///   }
  /// }
  /// ```
  public static func future(
    _ attemptToFulfill:
      @escaping @Sendable (
        _ callback: @escaping @Sendable (Result<Output, Failure>) -> Void
      ) -> Void
  ) -> Self {
    Self { _, subscriber in
      let fulfilled = OneShot()
      attemptToFulfill { result in
        guard fulfilled.claim() else { return }
        subscriber.send(result: result)
      }
      return .empty
    }
  }

  /// An effect that, when started, runs `attemptToFulfill` and delivers its result: a success
  /// emits the value and finishes, a failure fails.
  public static func result(
    _ attemptToFulfill: @escaping @Sendable () -> Result<Output, Failure>
  ) -> Self {
    Self { _, subscriber in
      subscriber.send(result: attemptToFulfill())
      return .empty
    }
  }
}

extension Effect where Failure == any Error {
  /// An effect that, when started, runs throwing `work`: its return value is emitted and the
  /// effect finishes, or the thrown error fails the effect.
  ///
  /// ```swift
  /// Effect.catching { try JSONDecoder().decode(Todo.self, from: data) }
  /// ```
  public static func catching(_ work: @escaping @Sendable () throws -> Output) -> Self {
    .result { Result { try work() } }
  }
}

extension EffectSubscriber {
  /// Emits a success and finishes, or fails: how every one-result effect (this file's, and
  /// ExhaustivePublishers' `Future`) ends.
  package func send(result: Result<Output, Failure>) {
    switch result {
    case .success(let value):
      send(value)
      send(completion: .finished)
    case .failure(let error):
      send(completion: .failure(error))
    }
  }
}
