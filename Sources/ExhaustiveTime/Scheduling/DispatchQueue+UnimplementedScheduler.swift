import Dispatch
import ExhaustiveCore

extension DispatchQueue {
  /// A scheduler with dispatch-queue types that fails the test whenever work is scheduled on it.
  public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler(now: .origin)
  }

  /// A scheduler with dispatch-queue types that fails the test whenever work is scheduled on it,
  /// naming itself `prefix` in the failure and pointing at the line that created it.
  ///
  /// ```swift
  /// AppEnvironment(mainQueue: DispatchQueue.unimplemented("mainQueue").eraseToAnyScheduler())
  /// // Unimplemented scheduler "mainQueue": schedule(after:) was called.
  /// ```
  public static func unimplemented(
    _ prefix: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler(
      prefix,
      now: .origin,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}
