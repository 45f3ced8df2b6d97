extension Effect {
  /// Delivers every output and the completion on `scheduler`, in the order they were produced.
  ///
  /// ```swift
  /// return environment.apiClient.fetch(id)
  ///   .receive(on: environment.mainQueue)
  ///   .eraseToEffect()
  /// ```
  ///
  /// Deliveries that come due after the effect was cancelled are dropped.
  public func receive<S: Scheduler & _SchedulerSendability>(on scheduler: S) -> Self {
    let scheduler = scheduler.reference
    return Self { context, subscriber in
      subscribe(
        in: context,
        on: scheduler,
        receiveCompletion: { subscriber.send(completion: $0) },
        receiveValue: { subscriber.send($0) }
      )
    }
  }

  /// Starts this effect in `context` and hands each of its events to the handlers on
  /// `scheduler`, in the order they were produced: the delivery that `receive(on:)` and
  /// `throttled(for:scheduler:latest:under:in:)` share.
  func subscribe<S: Scheduler & _SchedulerSendability>(
    in context: EffectContext,
    on scheduler: SchedulerReference<S>,
    receiveCompletion: @escaping @Sendable (EffectCompletion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> SendableCancellable {
    subscribe(
      in: context,
      receiveCompletion: { completion in
        scheduler.schedule { receiveCompletion(completion) }
      },
      receiveValue: { value in
        // Handed over to the scheduler's thread; see `UncheckedSendable`.
        let value = UncheckedSendable(value)
        scheduler.schedule { receiveValue(value.value) }
      }
    )
  }
}
