import ExhaustiveTestRuntime
import ExhaustiveUnsafe

/// Runs work found off the test's task (a stall the pump detects on the main queue) in the
/// context of the Swift Testing test that opened the scope.
///
/// Swift Testing knows a test only through its task-locals: an issue recorded from a main queue
/// block belongs to no test (the test itself then passes), and cancelling the test's task from
/// there makes Swift Testing record an API misuse ("Attempted to cancel the current test …"). The
/// courier is a task started inside the test, so it inherits those task-locals, and waits for
/// work: a failure it records is the test's, and a task it cancels is cancelled on the test's
/// behalf.
final class TestContextCourier: Sendable {
  private let continuation: AsyncStream<@Sendable () -> Void>.Continuation

  /// A courier for `owner` when it is the Swift Testing test running in the current task; nil
  /// for any other owner, whose failures already reach their test from the main thread.
  static func forTest(_ owner: TestOwner) -> TestContextCourier? {
    guard case .swiftTesting = owner else { return nil }
    return TestContextCourier()
  }

  private init() {
    let (stream, continuation) = AsyncStream.makeStream(of: (@Sendable () -> Void).self)
    self.continuation = continuation
    // Its own marker keeps the courier out of every scope's queue: its jobs must run while the
    // scope's queue is stalled.
    ScopeMarker.courier.bind {
      Task {
        for await work in stream { work() }
      }
    }
  }

  /// Runs `work` in the test's context, soon, on a thread of the runtime's global executor.
  func deliver(_ work: @escaping @Sendable () -> Void) {
    continuation.yield(work)
  }

  /// Ends the courier's task once the work delivered so far has run.
  func close() {
    continuation.finish()
  }
}
