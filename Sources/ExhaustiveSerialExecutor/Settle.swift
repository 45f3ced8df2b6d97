import ExhaustiveTestRuntime
import ExhaustiveUnsafe
import Foundation

/// Runs every task started in the current `withMainSerialExecutor` scope until it finishes or
/// suspends on something only the test can resume.
///
/// "Something only the test can resume" is a continuation or stream the test feeds, a test clock
/// or scheduler it advances. No yields are counted: the scope owns the queue, so it knows when it
/// is empty, however many hops the work takes.
///
/// Work outside the scope is not waited for: a real-time `Task.sleep` (the runtime schedules it
/// out of the scope's sight; use a ``TestClock``), I/O on another thread. A task it resumes comes
/// back to the scope's queue, and runs when the test next settles or awaits.
///
/// Called outside a scope, it reports a failure and does nothing.
@MainActor
public func settle(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  settleScope(
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The synchronous form of `await settle()`, for a synchronous test on
/// the main thread (where the queue runs).
public func settle(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SourceCodeLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  guard MainThread.isCurrent else {
    reportFailure(
      """
      settle() was called off the main thread. The scope's queue runs on the main thread: \
      call it from the main thread, or await it.
      """, at: location, owner: .current)
    return
  }
  settleScope(at: location)
}

private func settleScope(at location: SourceCodeLocation) {
  guard let scope = SerialScope.current else {
    if PeerMainSerialExecutor.isOnOutsideOurScope {
      return reportFailure(PeerMainSerialExecutor.settleMessage, at: location, owner: .current)
    }
    reportFailure(
      """
      settle() was called outside withMainSerialExecutor, so there is no queue to run. Wrap \
      the test in withMainSerialExecutor { … }.
      """, at: location, owner: .current)
    return
  }
  scope.drain()
}

extension SerialScope {
  /// Runs the current scope's queue after the test resumed something (a test clock or scheduler
  /// advancing), when called on the main thread inside a scope; does nothing otherwise.
  package static func settleIfInScope() {
    guard let scope = current, MainThread.isCurrent else { return }
    scope.drain()
  }
}
