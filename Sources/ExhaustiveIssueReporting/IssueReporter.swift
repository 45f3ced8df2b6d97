// Only the C library, not Foundation: this target compiles first in a cold build, beside
// ExhaustiveUnsafe, and a first import of Foundation costs a compile about 2 s (building its Clang
// modules) where the C library costs a fraction of a second.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Where ExhaustiveCore reports a misuse it can survive, such as an out-of-range `forEach` index.
///
/// Outside tests the issue is printed to standard error and the program goes on. `TestStore`
/// installs a reporter that turns issues into failures of the running test, so a user's mistake
/// fails the test instead of crashing the test process.
public struct IssueReporter: Sendable {
  /// Receives the message and the source location it is attributed to.
  public var report:
    @Sendable (
      _ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
      _ column: UInt
    ) -> Void

  /// Set while a test store runs a step: receives the failures that unimplemented dependencies
  /// report during it, so they belong to that step. One task-local carries both, as the store
  /// installs them on every step and each task-local costs an allocation.
  package var dependencyFailure: (@Sendable (_ message: String) -> Void)?

  /// Creates a reporter from a closure.
  public init(
    report:
      @escaping @Sendable (
        _ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
        _ column: UInt
      ) -> Void
  ) {
    self.report = report
  }

  /// What receives a message and the source location it is attributed to: the type of
  /// ``report``, named for the package's own reporters (the public API spells it out).
  package typealias Report =
    @Sendable (
      _ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
      _ column: UInt
    ) -> Void

  /// Creates a reporter that also claims the failures of unimplemented dependencies.
  package init(
    report: @escaping Report,
    dependencyFailure: @escaping @Sendable (_ message: String) -> Void
  ) {
    self.report = report
    self.dependencyFailure = dependencyFailure
  }

  /// Prints `Exhaustive: <message> (<file>:<line>)` to standard error.
  public static let standardError = IssueReporter { message, fileID, _, line, _ in
    writeToStandardError("Exhaustive: \(message) (\(fileID):\(line))\n")
  }

  /// The reporter in effect for the current task.
  @TaskLocal public static var current: IssueReporter = .standardError
}

/// Reports an issue through ``IssueReporter/current``.
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueReporter.current.report(message(), fileID, filePath, line, column)
}

/// Writes `text` to file descriptor 2 whole, as `FileHandle.standardError.write` does: a short
/// write continues where it stopped, and a write interrupted by a signal is retried.
private func writeToStandardError(_ text: String) {
  let bytes = Array(text.utf8)
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
