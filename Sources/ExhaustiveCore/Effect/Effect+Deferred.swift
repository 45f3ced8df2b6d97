extension Effect {
  /// Starts the work only after `dueTime` has passed on `scheduler`.
  ///
  /// Unlike ``delay(for:scheduler:)``, nothing runs until the time is up, so an effect cancelled
  /// before then never starts at all:
  ///
  /// ```swift
  /// return environment.search(query)
  ///   .deferred(for: 0.3, scheduler: environment.mainQueue)
  /// ```
  public func deferred<S: Scheduler & _SchedulerSendability>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S
  ) -> Self {
    let scheduler = scheduler.reference
    let dueTime = SchedulerReference(dueTime)
    return Self { context, subscriber in
      let scheduler = scheduler.value
      let upstream = CancellableSlot()
      // Cancelling also takes the work back from a scheduler that supports it, so a debounce
      // superseded again and again on a test scheduler whose time stands still leaves nothing
      // queued behind it.
      let scheduled = scheduler.scheduleCancellably(
        after: scheduler.now.advanced(by: dueTime.value)
      ) {
        guard !upstream.isCancelled else { return }
        upstream.fill(start(context, subscriber))
      }
      return SendableCancellable {
        upstream.cancel()
        scheduled.cancel()
      }
    }
  }
}
