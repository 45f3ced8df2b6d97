import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// `Task.never()` suspends until its task is cancelled, then throws `CancellationError`. The
/// tasks run on a `TestExecutor`, so "suspended" and "resumed" are observed, not waited for.
final class TaskNeverTests: XCTestCase {
  func testSuspendsUntilCancelledThenThrowsCancellationError() {
    let executor = TestExecutor()
    let log = SchedulerTestLog<String>()
    let task = executor.spawn {
      do {
        try await Task.never()
        log.append("returned")
      } catch {
        log.append("threw \(error)")
      }
    }

    executor.runUntilIdle()
    XCTAssertEqual(log.values, [])

    task.cancel()
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["threw CancellationError()"])
  }

  func testThrowsAtOnceInATaskAlreadyCancelled() {
    let executor = TestExecutor()
    let log = SchedulerTestLog<String>()
    let task = executor.spawn {
      do {
        try await Task.never()
      } catch {
        log.append("threw \(error)")
      }
    }

    task.cancel()  // before it starts
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["threw CancellationError()"])
  }

  /// Episode 239's endpoint: a value-returning `never`, inferred from the endpoint's type.
  func testStandsInForAnEndpointThatReturnsAValue() {
    let fact: @Sendable (Int) async throws -> String = { _ in try await Task.never() }
    let executor = TestExecutor()
    let log = SchedulerTestLog<String>()
    let task = executor.spawn {
      do {
        log.append(try await fact(42))
      } catch is CancellationError {
        log.append("cancelled")
      } catch {
        log.append("threw \(error)")
      }
    }

    executor.runUntilIdle()
    XCTAssertEqual(log.values, [])

    task.cancel()
    executor.runUntilIdle()
    XCTAssertEqual(log.values, ["cancelled"])
  }

  /// Cancelling from another thread while many tasks suspend races the cancellation handler
  /// against the suspension; each task must still end exactly once.
  func testEveryTaskEndsWhenCancelledConcurrently() async {
    let ended = SchedulerTestLog<Int>()
    let tasks = (0..<200).map { index in
      Task.detached {
        do { try await Task.never() } catch { ended.append(index) }
      }
    }
    for task in tasks { task.cancel() }
    for task in tasks { await task.value }
    XCTAssertEqual(ended.values.sorted(), Array(0..<200))
  }
}

/// On an actor, in a task cancelled before it calls `never()`, the call throws without a hop, so a
/// `Task.immediate` task ends before `Task.immediate` returns.
final class TaskNeverImmediateTests: XCTestCase {
  @MainActor func testThrowsAtOnceOnTheCallersActorWhenAlreadyCancelled() async throws {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
      throw XCTSkip("Task.immediate needs macOS 26 / iOS 26 / tvOS 26 / watchOS 26 / visionOS 26")
    }
    var log: [String] = []
    _ = Task.immediate {
      withUnsafeCurrentTask { $0?.cancel() }
      do { try await Task.never() } catch { log.append("never: \(error)") }
      do { _ = try await Task.never() as Int } catch { log.append("never as Int: \(error)") }
    }
    XCTAssertEqual(log, ["never: CancellationError()", "never as Int: CancellationError()"])
  }
}
