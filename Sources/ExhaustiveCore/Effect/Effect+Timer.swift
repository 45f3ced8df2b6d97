extension Effect {
  /// An effect that emits `scheduler`'s current time every `interval`, starting one interval
  /// after it starts, until it is cancelled with ``cancel(id:)``.
  ///
  /// Starting a timer cancels the one already running under `id`.
  ///
  /// ```swift
  /// case .startButtonTapped:
  ///   return Effect.timer(id: TimerId(), every: 1, on: environment.mainQueue)
  ///     .map { _ in .timerTicked }
  /// case .stopButtonTapped:
  ///   return .cancel(id: TimerId())
  /// ```
  public static func timer<S: Scheduler>(
    id: some Hashable & Sendable,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S
  ) -> Self where S.SchedulerTimeType == Output {
    Self { _, subscriber in
      AnyCancellable(
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval),
          interval: interval,
          tolerance: tolerance ?? scheduler.minimumTolerance
        ) { subscriber.send(scheduler.now) })
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
