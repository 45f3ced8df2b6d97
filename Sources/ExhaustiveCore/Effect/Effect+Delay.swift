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
  @inlinable
  public func delay<S: Scheduler & _SchedulerSendability>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S
  ) -> Self {
    let timing = DelayTiming(scheduler: scheduler, dueTime: dueTime)
    return Self { context, subscriber in
      let delivery = DelayedDelivery(timing: timing, to: subscriber)
      return subscribe(
        in: context,
        receiveCompletion: { delivery.schedule($0) },
        receiveValue: { delivery.schedule($0) }
      )
    }
  }
}

/// The delayed deliveries of one start of a `delay` effect. The upstream's callbacks capture only
/// this object. `@usableFromInline`, its members `@inlinable`, for the reason `Effect` gives.
@usableFromInline
final class DelayedDelivery<Output, Failure: Error, S: Scheduler & _SchedulerSendability>:
  @unchecked Sendable
{
  // Safe: `timing` and `subscriber` are immutable and `Sendable`; `outputs` and
  // `sendCompletion` are only read or written between `mutex.lock()` and `mutex.unlock()`, for
  // the reasons `EffectSubscriber` gives for a bare `RawMutex` and unchecked exclusivity (one
  // delivery is made per started delayed effect; a `Lock` would be two more objects). The
  // mutex is `subscriber`'s, which this object keeps alive (see `EffectSubscriber.mutex`): no
  // critical section here calls out, and the subscriber's own never do, so the two never nest.
  @usableFromInline let timing: DelayTiming<S>
  @usableFromInline let subscriber: EffectSubscriber<Output, Failure>
  @inlinable var mutex: RawMutex { subscriber.mutex }
  /// Delayed outputs not yet delivered.
  @exclusivity(unchecked) @usableFromInline var outputs = 0
  /// The completion, when it came due before the outputs did: it waits for the last of them.
  @exclusivity(unchecked) @usableFromInline var sendCompletion: (@Sendable () -> Void)?

  @inlinable
  init(timing: DelayTiming<S>, to subscriber: EffectSubscriber<Output, Failure>) {
    self.timing = timing
    self.subscriber = subscriber
  }

  @inlinable
  func schedule(_ value: Output) {
    // Handed over to the scheduler's thread, for the one delivery of this output: the reason
    // `UncheckedSendable` gives. Captured as is rather than boxed: the box is a generic type,
    // looked up at run time to box, to read and to free.
    nonisolated(unsafe) let value = value
    mutex.lock()
    outputs += 1
    mutex.unlock()
    timing.schedule { self.deliver(value) }
  }

  @inlinable
  func schedule(_ completion: EffectCompletion<Failure>) {
    timing.schedule { self.deliver(completion) }
  }

  @inlinable
  func deliver(_ value: Output) {
    subscriber.send(value)
    mutex.lock()
    outputs -= 1
    let sendCompletion = outputs == 0 ? self.sendCompletion : nil
    if outputs == 0 { self.sendCompletion = nil }
    mutex.unlock()
    sendCompletion?()
  }

  @inlinable
  func deliver(_ completion: EffectCompletion<Failure>) {
    let subscriber = subscriber
    mutex.lock()
    let deliverNow = outputs == 0
    if !deliverNow { sendCompletion = { subscriber.send(completion: completion) } }
    mutex.unlock()
    if deliverNow { subscriber.send(completion: completion) }
  }
}

/// The scheduler and the delay of one `delay` effect, made when the effect is built and shared
/// by every start of it.
///
/// It holds them as they are, not in ``SchedulerReference``s: the runtime's generic code runs
/// unspecialized, so every read of a `SchedulerReference<S>` looked its generic type up at run
/// time (fourteen lookups per started delayed effect, a seventh of what starting and cancelling
/// one cost), while the properties of a class are read with the types its object carries.
@usableFromInline
final class DelayTiming<S: Scheduler & _SchedulerSendability> {
  @usableFromInline let scheduler: S
  @usableFromInline let dueTime: S.SchedulerTimeType.Stride

  @inlinable
  init(scheduler: S, dueTime: S.SchedulerTimeType.Stride) {
    self.scheduler = scheduler
    self.dueTime = dueTime
  }

  /// Runs `action` on the scheduler once the delay has passed from now.
  @inlinable
  func schedule(_ action: @escaping @Sendable () -> Void) {
    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), action)
  }
}

#if canImport(Combine)
  // Safe for the reasons `SchedulerReference` gives for a scheduler and a stride carried into
  // `@Sendable` work: Combine's schedulers take calls from any thread, and the stride is an
  // immutable value. Both are `let`s.
  extension DelayTiming: @unchecked Sendable {}
#else
  extension DelayTiming: Sendable {}
#endif
