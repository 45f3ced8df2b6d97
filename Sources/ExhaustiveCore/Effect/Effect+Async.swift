extension Effect where Failure == Never {
  /// An effect that runs async `operation` when started, emits what it returns and finishes.
  ///
  /// ```swift
  /// case .factButtonTapped:
  ///   return .task { .factResponse(await environment.fact(state.count)) }
  /// ```
  ///
  /// Cancelling the effect cancels its task; what the task returns after that is dropped. The
  /// task is spawned through the store's task spawner, so tests can run it deterministically.
  public static func task(operation: @escaping @Sendable () async -> Output) -> Self {
    Self { context, subscriber in
      let task = context.spawner.spawn {
        let output = await operation()
        if !Task.isCancelled { subscriber.send(output) }
        subscriber.send(completion: .finished)
      }
      return SendableCancellable { task.cancel() }
    }
  }

  /// An effect that runs async `operation` when started, which may emit any number of outputs
  /// through `send`; the effect finishes when `operation` returns.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await tick in environment.clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// ```
  ///
  /// Cancelling the effect cancels its task; sends after that are dropped.
  public static func run(operation: @escaping @Sendable (_ send: Send<Output>) async -> Void)
    -> Self
  {
    Self { context, subscriber in
      let task = context.spawner.spawn {
        await operation(Send { subscriber.send($0) })
        subscriber.send(completion: .finished)
      }
      return SendableCancellable { task.cancel() }
    }
  }
}
