import ExhaustiveTestRuntime
import ExhaustiveUnsafe
import Foundation

/// Runs `operation` with every task it starts on one serial queue that the test drives.
///
/// Inside the scope, every job of the test and of the tasks it starts — unstructured `Task {}`
/// created by the code under test, main actor work, child tasks, default actors, the sleeps of
/// `Task.sleep` once due — runs one at a time, in the order it was enqueued, on the main
/// thread. Nothing runs while the test runs; it runs when the test awaits: call `settle()` to
/// run every started task until it finishes or waits on something only the test can resume.
///
/// ```swift
/// await withMainSerialExecutor {
///   let model = NumberFactModel(numberFact: client)
///   let task = Task { await model.getFactButtonTapped() }
///   await settle()          // the request is in flight
///   model.cancelButtonTapped()
///   await task.value
///   XCTAssertNil(model.fact)
/// }
/// ```
///
/// It is exhaustive: a task still running when the scope ends is reported as a failure and
/// cancelled, unless `allowsUnfinishedTasks` is true. If the test awaits something while
/// nothing queued can resume it (everything waits on the test), the scope reports the stall,
/// with how many tasks are suspended, and cancels them rather than hang. It first waits up to
/// `stallTimeout` of real time for work from outside the scope (a real-time `Task.sleep`, I/O),
/// which the runtime does not show it; with `.zero` it reports at once. Both failures name each
/// task still alive by the function, file and line that created it.
///
/// Only jobs enqueued by code inside the scope are captured (the tasks it starts inherit a
/// task-local marker), so tests running in parallel, inside their own scopes or not, do not
/// interfere: each scope has its own queue, all of them run on the main thread.
///
/// A drop-in for swift-concurrency-extras' function of the same name: suites move over by
/// changing the import, and can then replace their `Task.yield()`s with `settle()`.
///
/// It needs the runtime's `swift_task_getMainExecutor_hook`: on Apple platforms, macOS 15.4,
/// iOS 18.4, tvOS 18.4, watchOS 11.4 or visionOS 2.4 (the Swift 6.1 runtime). Below that the
/// scope reports a failure naming the version, and `operation` runs without a serial queue:
/// older runtimes enqueue main actor jobs past every hook, so there is no fallback.
///
/// - Parameters:
///   - allowsUnfinishedTasks: whether tasks may still be running when the scope ends (they are
///     then left running, on the runtime's own executors).
///   - stallTimeout: how long the test may wait, suspended with nothing queued, for work from
///     outside the scope before a stall is reported.
///   - fileID: the file failures are attributed to; the call site by default.
///   - filePath: the full path of that file; the call site by default.
///   - line: the line failures are attributed to; the call site by default.
///   - column: the column failures are attributed to; the call site by default.
///   - operation: the test's work.
@MainActor
public func withMainSerialExecutor(
  allowsUnfinishedTasks: Bool = false,
  stallTimeout: Duration = .seconds(1),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  try await withMainSerialExecutor(
    allowsUnfinishedTasks: allowsUnfinishedTasks, stallTimeout: stallTimeout,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    operation: operation)
}

/// The async form, with failures attributed to `location`.
/// `chooser` picks each next job when the scope runs one schedule of an exploration.
@MainActor
func withMainSerialExecutor(
  allowsUnfinishedTasks: Bool, stallTimeout: Duration, at location: SourceCodeLocation,
  chooser: ScheduleChooser? = nil, operation: @isolated(any) () async throws -> Void
) async rethrows {
  guard RuntimeHooks.install() else {
    reportFailure(RuntimeHooks.unavailableMessage, at: location, owner: .current)
    return try await operation()
  }
  let scope = SerialScope(
    isSynchronous: false, allowsUnfinishedTasks: allowsUnfinishedTasks,
    stallTimeout: stallTimeout, location: location, chooser: chooser)
  try await scope.run { try await operation() }
}

/// Runs `operation` with every task it starts on one serial queue; the synchronous form.
///
/// Use it to put every test of a case on the queue, in `invokeTest`:
///
/// ```swift
/// class BaseTestCase: XCTestCase {
///   override func invokeTest() {
///     withMainSerialExecutor {
///       super.invokeTest()
///     }
///   }
/// }
/// ```
///
/// The tasks `operation` starts (an async test's own task among them) run on the main thread
/// while it waits; a synchronous test on the main thread runs them with `settle()`.
///
/// In an async function, `await withMainSerialExecutor { … }` picks the async form even when
/// the closure awaits nothing (this form is disfavored), so the documented pattern compiles
/// without "no 'async' operations occur within 'await' expression".
@_disfavoredOverload
public func withMainSerialExecutor(
  allowsUnfinishedTasks: Bool = false,
  stallTimeout: Duration = .seconds(1),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  try withMainSerialExecutor(
    allowsUnfinishedTasks: allowsUnfinishedTasks, stallTimeout: stallTimeout,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    operation: operation)
}

/// The synchronous form, with failures attributed to `location`; `chooser` picks each next job
/// when the scope runs one schedule of an exploration.
func withMainSerialExecutor(
  allowsUnfinishedTasks: Bool, stallTimeout: Duration, at location: SourceCodeLocation,
  chooser: ScheduleChooser? = nil, operation: () throws -> Void
) rethrows {
  guard RuntimeHooks.install() else {
    reportFailure(RuntimeHooks.unavailableMessage, at: location, owner: .current)
    return try operation()
  }
  let scope = SerialScope(
    isSynchronous: true, allowsUnfinishedTasks: allowsUnfinishedTasks,
    stallTimeout: stallTimeout, location: location, chooser: chooser)
  try scope.runSynchronously(operation)
}
