extension Scheduler
where
  Self: _SchedulerSendability, SchedulerTimeType: _SchedulerSendability,
  SchedulerTimeType.Stride: _SchedulerSendability
{
  /// An async sequence of the scheduler's time, one element every `interval`, the first one
  /// `interval` from now, as combine-schedulers spells it.
  ///
  /// Ending the iteration (or cancelling the task that iterates) cancels the repeating work.
  ///
  /// ```swift
  /// for await _ in scheduler.timer(interval: .seconds(1)) {
  ///   count += 1
  /// }
  /// ```
  public func timer(
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) -> AsyncStream<SchedulerTimeType> {
    AsyncStream { continuation in
      let ticks = SendableCancellable(
        schedule(
          after: now.advanced(by: interval), interval: interval, tolerance: tolerance,
          options: options
        ) { [self] in
          #if canImport(Combine)
            // A fresh value each tick, handed to the stream and kept nowhere else (the SDK's
            // scheduler times are not `Sendable`, so the compiler cannot see that).
            nonisolated(unsafe) let time = now
            continuation.yield(time)
          #else
            continuation.yield(now)
          #endif
        })
      continuation.onTermination = { _ in ticks.cancel() }
    }
  }
}
