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
        receiveCompletion: { completion in
          scheduler.schedule { subscriber.send(completion: completion) }
        },
        receiveValue: { value in
          // Handed over to the scheduler's thread; see `UncheckedSendable`.
          let value = UncheckedSendable(value)
          scheduler.schedule { subscriber.send(value.value) }
        }
      )
    }
  }
}
