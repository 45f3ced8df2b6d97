import ExhaustiveTesting
import Foundation
import XCTest

/// The process-wide switch that swift-concurrency-extras suites set in `setUp` or `invokeTest`.
final class UncheckedUseMainSerialExecutorTests: XCTestCase {
  @MainActor
  func testWhenOnDetachedTasksRunOnTheMainThread() async {
    uncheckedUseMainSerialExecutor = true
    defer { uncheckedUseMainSerialExecutor = false }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    let ranOnMainThread = await Task.detached { Thread.isMainThread }.value
    XCTAssertTrue(ranOnMainThread)
  }

  @MainActor
  func testWhenOnDetachedTasksRunOneAtATimeInTheOrderTheyWereStarted() async {
    uncheckedUseMainSerialExecutor = true
    defer { uncheckedUseMainSerialExecutor = false }
    let log = MainLog()
    let tasks = (0..<20).map { index in
      Task.detached { await log.append("\(index)") }
    }
    for task in tasks { await task.value }
    XCTAssertEqual(log.entries, (0..<20).map { "\($0)" })
  }

  @MainActor
  func testWhenOffDetachedTasksRunOnTheRuntimeThreadPool() async {
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    let ranOnMainThread = await Task.detached { Thread.isMainThread }.value
    XCTAssertFalse(ranOnMainThread)
  }

  /// The sync form of `invokeTest`'s usual override, with the switch on around it: a scope still
  /// captures its own tasks first, so `settle()` runs them.
  @MainActor
  func testAScopeOpenedWhileTheSwitchIsOnStillSettlesItsTasks() async {
    uncheckedUseMainSerialExecutor = true
    defer { uncheckedUseMainSerialExecutor = false }
    let log = MainLog()
    await withMainSerialExecutor {
      Task { log.append("task") }
      await settle()
      log.append("after settle")
    }
    XCTAssertEqual(log.entries, ["task", "after settle"])
  }
}
