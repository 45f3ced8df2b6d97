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
  public func delay<S: Scheduler & _SchedulerSendability>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S
  ) -> Self {
    let scheduler = scheduler.reference
    let dueTime = SchedulerReference(dueTime)
    return Self { context, subscriber in
      let delivery = DelayedDelivery(scheduler: scheduler, dueTime: dueTime, to: subscriber)
      return subscribe(
        in: context,
        receiveCompletion: { delivery.schedule($0) },
        receiveValue: { delivery.schedule($0) }
      )
    }
  }
}

/// The delayed deliveries of one start of a `delay` effect. The upstream's callbacks capture only
/// this object.
private final class DelayedDelivery<Output, Failure: Error, S: Scheduler & _SchedulerSendability>:
  Sendable
{
  private let scheduler: SchedulerReference<S>
  private let dueTime: SchedulerReference<S.SchedulerTimeType.Stride>
  private let subscriber: EffectSubscriber<Output, Failure>
  private let pending = Lock(PendingDeliveries())

  init(
    scheduler: SchedulerReference<S>, dueTime: SchedulerReference<S.SchedulerTimeType.Stride>,
    to subscriber: EffectSubscriber<Output, Failure>
  ) {
    self.scheduler = scheduler
    self.dueTime = dueTime
    self.subscriber = subscriber
  }

  func schedule(_ value: Output) {
    // Handed over to the scheduler's thread; see `UncheckedSendable`.
    let value = UncheckedSendable(value)
    pending.withLock { $0.outputs += 1 }
    scheduler.value.schedule(after: scheduler.value.now.advanced(by: dueTime.value)) {
      self.deliver(value.value)
    }
  }

  func schedule(_ completion: EffectCompletion<Failure>) {
    scheduler.value.schedule(after: scheduler.value.now.advanced(by: dueTime.value)) {
      self.deliver(completion)
    }
  }

  private func deliver(_ value: Output) {
    subscriber.send(value)
    let sendCompletion = pending.withLock { pending -> (@Sendable () -> Void)? in
      pending.outputs -= 1
      guard pending.outputs == 0 else { return nil }
      defer { pending.sendCompletion = nil }
      return pending.sendCompletion
    }
    sendCompletion?()
  }

  private func deliver(_ completion: EffectCompletion<Failure>) {
    let subscriber = subscriber
    let deliverNow = pending.withLock { pending -> Bool in
      guard pending.outputs > 0 else { return true }
      pending.sendCompletion = { subscriber.send(completion: completion) }
      return false
    }
    if deliverNow { subscriber.send(completion: completion) }
  }
}

/// Delayed outputs not yet delivered, and a completion that came due before they did.
///
/// Not generic (the completion waits as a closure), so locking needs no generic type metadata.
private struct PendingDeliveries {
  var outputs = 0
  var sendCompletion: (@Sendable () -> Void)?
}
