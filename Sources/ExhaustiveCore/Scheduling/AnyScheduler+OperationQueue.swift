import Foundation

extension AnyScheduler
where
  SchedulerTimeType == OperationQueue.SchedulerTimeType,
  SchedulerOptions == OperationQueue.SchedulerOptions
{
  /// The main operation queue, type-erased.
  public static var main: Self {
    OperationQueue.main.eraseToAnyScheduler()
  }

  /// An immediate scheduler with operation-queue types, type-erased.
  public static var immediate: Self {
    OperationQueue.immediate.eraseToAnyScheduler()
  }
}
