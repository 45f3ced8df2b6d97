import ExhaustiveCore

// One declaration for both shapes: `Publishers.Timer` is ours without Combine and the Combine-shape
// one with it (Publishers.Timer+Combine.swift), and both take the same initializer.
extension Scheduler {
  /// A connectable timer publisher on this scheduler, as combine-schedulers spells it.
  ///
  /// ```swift
  /// DispatchQueue.main.timerPublisher(every: 1)
  ///   .autoconnect()
  ///   .sink { _ in tick() }
  /// ```
  public func timerPublisher(
    every interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride? = nil,
    options: SchedulerOptions? = nil
  ) -> Publishers.Timer<Self> {
    Publishers.Timer(every: interval, tolerance: tolerance, scheduler: self, options: options)
  }
}
