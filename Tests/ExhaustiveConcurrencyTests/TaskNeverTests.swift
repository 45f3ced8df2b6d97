import ExhaustiveConcurrency
import XCTest

final class TaskNeverTests: XCTestCase {
  func testSuspendsUntilCancelledThenThrowsCancellationError() async {
    let started = AsyncStream<Void>.makeStream()
    let task = Task { () -> String in
      started.continuation.yield()
      do {
        try await Task.never()
        return "returned"
      } catch {
        return "threw \(error)"
      }
    }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()
    task.cancel()
    let ending = await task.value
    XCTAssertEqual(ending, "threw CancellationError()")
  }

  /// Cancellation racing the suspension, from another thread: every task must still throw.
  func testThrowsWhenCancelledWhileSuspending() async {
    let returned = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<2_000 {
            let parent = Task {
              try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await Task.never() }
                group.addTask { _ = try await Task.never() as Int }
                try await group.next()
              }
            }
            parent.cancel()
            if case .success = await parent.result { returned.withValue { $0 += 1 } }
          }
        }
      }
    }
    XCTAssertEqual(returned.value, 0)
  }
}

/// The peer's "immediately unsuspends when cancelled" tests, which it compiles only with Swift 6.4:
/// on an actor, in a task cancelled before it calls `never()`, the call throws without a hop, so a
/// `Task.immediate` task ends before `Task.immediate` returns.
final class TaskNeverImmediateTests: XCTestCase {
  @MainActor func testThrowsAtOnceOnTheCallersActorWhenAlreadyCancelled() async throws {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
      throw XCTSkip("Task.immediate needs macOS 26 / iOS 26 / tvOS 26 / watchOS 26 / visionOS 26")
    }
    for _ in 0..<100 {
      var log: [String] = []
      _ = Task.immediate {
        withUnsafeCurrentTask { $0?.cancel() }
        do { try await Task.never() } catch { log.append("never: \(error)") }
        do { _ = try await Task.never() as Int } catch { log.append("never as Int: \(error)") }
      }
      XCTAssertEqual(log, ["never: CancellationError()", "never as Int: CancellationError()"])
    }
  }
}
