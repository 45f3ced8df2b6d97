extension Effect {
  /// Starts the work only once `dueTime` passed on `scheduler` without another effect with the
  /// same `id` being started; each new one cancels the one before.
  ///
  /// The work is lazy: an effect superseded within the window never starts at all, so a search
  /// request runs only once the user stopped typing:
  ///
  /// ```swift
  /// case .todo(index: _, action: .checkboxTapped):
  ///   struct CancelDelayId: Hashable {}
  ///   return Effect(value: .todoDelayCompleted)
  ///     .debounce(id: CancelDelayId(), for: 1, scheduler: environment.mainQueue)
  /// ```
  public func debounce<S: Scheduler & _SchedulerSendability>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S
  ) -> Self {
    deferred(for: dueTime, scheduler: scheduler)
      .cancellable(id: id, cancelInFlight: true)
  }
}
