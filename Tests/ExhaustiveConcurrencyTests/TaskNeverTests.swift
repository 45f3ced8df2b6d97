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
