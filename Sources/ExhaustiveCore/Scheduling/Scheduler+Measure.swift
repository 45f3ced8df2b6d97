extension Scheduler {
  /// How much of the scheduler's time `work` took: with a `TestScheduler`, the time the work
  /// advanced it by.
  public func measure(_ work: () throws -> Void) rethrows -> SchedulerTimeType.Stride {
    let start = now
    try work()
    return start.distance(to: now)
  }
}
