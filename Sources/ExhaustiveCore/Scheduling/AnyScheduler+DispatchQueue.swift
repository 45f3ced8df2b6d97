import Dispatch

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// The live main queue, type-erased: the spelling an app's environment uses.
  ///
  /// ```swift
  /// AppEnvironment(mainQueue: .main)
  /// ```
  public static var main: Self {
    DispatchQueue.main.eraseToAnyScheduler()
  }

  /// A type-erased ``ImmediateScheduler`` with dispatch-queue types: work runs synchronously at
  /// once, so delays and debounces deliver without waiting.
  ///
  /// ```swift
  /// AppEnvironment(mainQueue: .immediate)
  /// ```
  public static var immediate: Self {
    DispatchQueue.immediate.eraseToAnyScheduler()
  }

  /// A type-erased global dispatch queue with the quality-of-service class `qos`.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> Self {
    DispatchQueue.global(qos: qos).eraseToAnyScheduler()
  }
}
