import Dispatch
import ExhaustiveCore

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// A type-erased ``UnimplementedScheduler`` with dispatch-queue types: scheduling work on it
  /// fails the test, and the work never runs.
  ///
  /// ```swift
  /// AppEnvironment(mainQueue: .unimplemented)
  /// // Unimplemented scheduler: schedule(after:) was called.
  /// ```
  ///
  /// Inside a ``TestStore`` step the failure belongs to that step. Elsewhere, a property cannot
  /// capture the line that read it; use ``unimplemented(_:fileID:file:line:column:)`` to point
  /// the failure at your code and name the scheduler.
  public static var unimplemented: Self {
    DispatchQueue.unimplemented.eraseToAnyScheduler()
  }

  /// A type-erased ``UnimplementedScheduler`` with dispatch-queue types, naming itself `prefix`
  /// in the failure and pointing at the line that created it.
  ///
  /// ```swift
  /// AppEnvironment(mainQueue: .unimplemented("mainQueue"))
  /// // Unimplemented scheduler "mainQueue": schedule(after:) was called.
  /// ```
  public static func unimplemented(
    _ prefix: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    DispatchQueue.unimplemented(
      prefix, fileID: fileID, file: filePath, line: line, column: column
    ).eraseToAnyScheduler()
  }
}
