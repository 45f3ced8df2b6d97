import ExhaustiveConcurrency
import XCTest

final class TaskNeverTests: XCTestCase {
  /// A task started with `Task.immediate` runs on the main actor until its first suspension; in a
  /// task already cancelled, `Task.never()` throws without one, so the task has ended when
  /// `Task.immediate` returns.
  @MainActor
  func testThrowsAtOnceOnTheCallersActorWhenAlreadyCancelled() {
    var unfinished: [String] = []
    for _ in 1...1_000 {
      var didFinish = false
      var valueFormDidFinish = false
      _ = Task.immediate {
        withUnsafeCurrentTask { $0?.cancel() }
        try? await Task.never()
        didFinish = true
      }
      _ = Task.immediate {
        withUnsafeCurrentTask { $0?.cancel() }
        let value = try? await Task.never() as Int
        valueFormDidFinish = value == nil
      }
      if !didFinish { unfinished.append("never()") }
      if !valueFormDidFinish { unfinished.append("never() as Int") }
    }
    XCTAssertEqual(Set(unfinished), [], "suspended instead of throwing at once")
  }

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
