import Dispatch
import ExhaustiveCore

extension DispatchQueue {
  /// A fresh virtual-time scheduler with dispatch-queue types, on every access.
  ///
  /// ```swift
  /// let scheduler = DispatchQueue.testScheduler
  /// let environment = AppEnvironment(mainQueue: scheduler.eraseToAnyScheduler())
  /// ```
  public static var testScheduler: TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: .origin)
  }

  /// Another spelling of ``testScheduler`` (combine-schedulers names it `test`): a fresh
  /// virtual-time scheduler with dispatch-queue types, on every access.
  ///
  /// ```swift
  /// let mainQueue = DispatchQueue.test
  /// ```
  public static var test: TestSchedulerOf<DispatchQueue> {
    testScheduler
  }
}

extension TestScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// A fresh virtual-time scheduler with dispatch-queue types, on every access; the spelling
  /// `let scheduler = TestScheduler.dispatchQueue` infers the type parameters.
  public static var dispatchQueue: TestScheduler {
    DispatchQueue.testScheduler
  }
}
