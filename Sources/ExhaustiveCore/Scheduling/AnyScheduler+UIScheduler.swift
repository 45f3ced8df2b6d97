import Dispatch

extension AnyScheduler
where SchedulerTimeType == DispatchQueue.SchedulerTimeType, SchedulerOptions == Never {
  /// The shared ``UIScheduler``, type-erased: `AnySchedulerOf<UIScheduler>.shared`.
  public static var shared: Self {
    UIScheduler.shared.eraseToAnyScheduler()
  }

  /// An immediate scheduler with the UI scheduler's types, type-erased.
  public static var immediate: Self {
    UIScheduler.immediate.eraseToAnyScheduler()
  }
}
