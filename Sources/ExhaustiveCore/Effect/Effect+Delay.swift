extension Effect {
  /// Delays every output, and the completion, by `dueTime` on `scheduler`.
  ///
  /// ```swift
  /// return Effect(value: .todoDelayCompleted)
  ///   .delay(for: 1, scheduler: environment.mainQueue)
  ///   .eraseToEffect()
  /// ```
  ///
  /// The upstream starts at once; each output is delivered `dueTime` after it was produced, and
  /// the completion never overtakes an output (it comes after the last delayed output even on a
  /// scheduler that does not keep same-instant work in order). Use
  /// ``deferred(for:scheduler:)`` to delay the start of the work instead.
  public func delay<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S
  ) -> Self {
    Self { context, subscriber in
      let pending = Lock(PendingDeliveries<Failure>())
      return subscribe(
        in: context,
        receiveCompletion: { completion in
          scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) {
            let deliverNow = pending.withLock { pending -> Bool in
              guard pending.outputs > 0 else { return true }
              pending.completion = completion
              return false
            }
            if deliverNow { subscriber.send(completion: completion) }
          }
        },
        receiveValue: { value in
          // Handed over to the scheduler's thread; see `UncheckedSendable`.
          let value = UncheckedSendable(value)
          pending.withLock { $0.outputs += 1 }
          scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) {
            subscriber.send(value.value)
            let completion = pending.withLock { pending -> EffectCompletion<Failure>? in
              pending.outputs -= 1
              guard pending.outputs == 0 else { return nil }
              defer { pending.completion = nil }
              return pending.completion
            }
            if let completion { subscriber.send(completion: completion) }
          }
        }
      )
    }
  }
}

/// Delayed outputs not yet delivered, and a completion that came due before they did.
private struct PendingDeliveries<Failure: Error> {
  var outputs = 0
  var completion: EffectCompletion<Failure>?
}
