extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// Stands in for work that never finishes on its own, such as a request a test keeps in
  /// flight to check that the feature cancels it:
  ///
  /// ```swift
  /// var environment = NumberFactEnvironment(…)
  /// environment.fact = { _ in try await Task.never() }
  /// ```
  ///
  /// Called in a task that is already cancelled, it throws at once. It holds no thread while
  /// suspended. (It is not `nonisolated(nonsending)`, as ExhaustiveConcurrency's is: on Swift
  /// 6.3 a caller's-executor continuation resumed inside `withMainSerialExecutor` crashes the
  /// runtime, so this one hops to the global executor first.)
  ///
  /// Disfavored, so that a file importing both this module and swift-concurrency-extras (which
  /// swift-dependencies re-exports) or ExhaustiveConcurrency calls theirs without ambiguity:
  /// they behave the same.
  @_disfavoredOverload
  public static func never() async throws {
    try Task<Never, Never>.checkCancellation()
    let waiter = NeverWaiter()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.suspend(continuation)
      }
    } onCancel: {
      waiter.cancel()
    }
    throw Swift.CancellationError()
  }
}

extension Task where Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`; never
  /// returns a value.
  ///
  /// The form for an endpoint that must produce a value, inferred from the endpoint's type:
  ///
  /// ```swift
  /// let fact: @Sendable (Int) async throws -> String = { _ in try await Task.never() }
  /// ```
  @_disfavoredOverload
  public static func never() async throws -> Success {
    try await Task<Never, Never>.never()
    throw Swift.CancellationError()
  }
}

/// The continuation a `Task.never()` waits on, resumed by whichever comes second of the
/// suspension and the cancellation (the cancellation handler can run before the continuation
/// exists, when the task was cancelled before or while suspending).
private final class NeverWaiter: Sendable {
  private let state = Lock<(continuation: CheckedContinuation<Void, Never>?, isCancelled: Bool)>(
    (nil, false))

  func suspend(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow = state.withLock { state in
      if state.isCancelled { return true }
      state.continuation = continuation
      return false
    }
    if resumeNow { continuation.resume() }
  }

  func cancel() {
    let continuation = state.withLock { state in
      state.isCancelled = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
}
