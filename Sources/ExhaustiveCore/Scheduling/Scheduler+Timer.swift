extension Scheduler {
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
      let ticks = schedule(
        after: now.advanced(by: interval), interval: interval, tolerance: tolerance,
        options: options
      ) { [self] in
        continuation.yield(now)
      }
      continuation.onTermination = { _ in ticks.cancel() }
    }
  }
}
