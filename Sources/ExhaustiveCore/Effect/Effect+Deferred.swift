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
  public func deferred<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S
  ) -> Self {
    Self { context, subscriber in
      let upstream = CancellableSlot()
      scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) {
        guard !upstream.isCancelled else { return }
        upstream.fill(start(context, subscriber))
      }
      return AnyCancellable { upstream.cancel() }
    }
  }
}
