extension Effect {
  /// An effect that emits `scheduler`'s current time every `interval`, starting one interval
  /// after it starts, until it is cancelled with ``cancel(id:)``.
  ///
  /// Starting a timer leaves any timer already running under `id` running, as in TCA 0.1: both
  /// tick until ``cancel(id:)`` stops every timer under `id` at once. To restart a timer
  /// rather than add one, cancel the old one first:
  ///
  /// ```swift
  /// return .concatenate(
  ///   .cancel(id: TimerId()),
  ///   Effect.timer(id: TimerId(), every: 1, on: environment.mainQueue).map { _ in .timerTicked }
  /// )
  /// ```
  ///
  /// ```swift
  /// case .startButtonTapped:
  ///   return Effect.timer(id: TimerId(), every: 1, on: environment.mainQueue)
  ///     .map { _ in .timerTicked }
  /// case .stopButtonTapped:
  ///   return .cancel(id: TimerId())
  /// ```
  public static func timer<S: Scheduler & _SchedulerSendability>(
    id: some Hashable & Sendable,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S
  ) -> Self
  where
    S.SchedulerTimeType == Output, Output: _SchedulerSendability,
    Output.Stride: _SchedulerSendability
  {
    let scheduler = scheduler.reference
    let interval = SchedulerReference(interval)
    let tolerance = SchedulerReference(tolerance)
    return Self { _, subscriber in
      let scheduler = scheduler.value
      return SendableCancellable(
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval.value),
          interval: interval.value,
          tolerance: tolerance.value ?? scheduler.minimumTolerance
        ) { subscriber.send(scheduler.now) })
    }
    // Not `cancelInFlight`: TCA 0.1's timer is cancellable without cancelling in flight, so
    // code ported from it that starts a second timer under one id keeps both.
    .cancellable(id: id)
  }
}
