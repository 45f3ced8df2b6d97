/// A scheduler that can take back one-shot work it has not run yet.
///
/// `Scheduler.schedule(after:)` returns nothing, so work an effect no longer wants (a superseded
/// `debounce`) would wait in the scheduler until its due time. A live queue reaches that time
/// soon; a test scheduler whose time never moves would keep every superseded item forever.
/// Schedulers that conform hand back a cancellable that removes the work from their queue.
package protocol CancellableScheduling<SchedulerTimeType, SchedulerOptions>: Scheduler {
  /// Runs `action` once, at or after `date`, unless the returned cancellable is cancelled (or
  /// released) first, in which case the scheduler forgets the work.
  func scheduleWithCancellation(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> SendableCancellable
}

extension Scheduler {
  /// Runs `action` once, at or after `date`; cancelling the result removes the work from the
  /// scheduler when it supports that (``CancellableScheduling``), and does nothing otherwise.
  ///
  /// Callers must still check, when `action` runs, whether they were cancelled: a scheduler
  /// that cannot take work back runs it anyway.
  package func scheduleCancellably(
    after date: SchedulerTimeType,
    _ action: @escaping @Sendable () -> Void
  ) -> SendableCancellable {
    if let cancelling = self as? any CancellableScheduling<SchedulerTimeType, SchedulerOptions> {
      return cancelling.scheduleWithCancellation(
        after: date, tolerance: minimumTolerance, options: nil, action)
    }
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    return .empty
  }
}
