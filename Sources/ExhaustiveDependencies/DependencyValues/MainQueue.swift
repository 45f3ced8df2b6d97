import Dispatch
import ExhaustiveCore

extension DependencyValues {
  /// The main dispatch queue, type-erased; `AnySchedulerOf<DispatchQueue>.main` live.
  ///
  /// In tests, override it with `DispatchQueue.test` (a `TestScheduler` whose time the test
  /// advances) or `.immediate`:
  ///
  /// ```swift
  /// let mainQueue = DispatchQueue.test
  /// withDependencies { $0.mainQueue = mainQueue.eraseToAnyScheduler() } operation: { … }
  /// ```
  ///
  /// Not overridden, every scheduling call a test makes fails
  /// (`Unimplemented: @Dependency(\.mainQueue).schedule was called. …`) and its work is dropped.
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }
}

private enum MainQueueKey: DependencyKey {
  static let liveValue = AnySchedulerOf<DispatchQueue>.main
  static let testValue = AnySchedulerOf<DispatchQueue>(
    minimumTolerance: { .zero },
    now: { .origin },
    scheduleImmediately: { _, _ in fail("schedule") },
    delayed: { _, _, _, _ in fail("schedule(after:)") },
    interval: { _, _, _, _, _ in
      fail("schedule(after:interval:)")
      return SendableCancellable {}
    })

  private static func fail(_ call: String) {
    TestSupport.report(
      #"Unimplemented: @Dependency(\.mainQueue)."# + call + " was called. If this test expects "
        + "it, override the queue for the code under test: withDependencies { $0.mainQueue = "
        + "DispatchQueue.test.eraseToAnyScheduler() } operation: { … }; its work was dropped.",
      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
  }
}
