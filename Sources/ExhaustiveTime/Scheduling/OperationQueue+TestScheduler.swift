import ExhaustiveCore
import Foundation

extension OperationQueue {
  /// A test scheduler with operation-queue types, whose time starts at the reference date 1970.
  public static var test: TestSchedulerOf<OperationQueue> {
    TestScheduler(now: .origin)
  }

  /// A scheduler with operation-queue types that fails the test whenever work is scheduled on
  /// it.
  public static var unimplemented: UnimplementedSchedulerOf<OperationQueue> {
    UnimplementedScheduler(now: .origin)
  }

  /// A scheduler with operation-queue types that fails the test whenever work is scheduled on
  /// it, naming itself `prefix` in the failure.
  public static func unimplemented(
    _ prefix: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> UnimplementedSchedulerOf<OperationQueue> {
    UnimplementedScheduler(
      prefix, now: .origin,
      fileID: fileID, file: filePath, line: line, column: column)
  }
}
