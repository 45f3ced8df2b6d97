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
  /// Called in a task that is already cancelled, it throws at once, on the caller's actor,
  /// without suspending. It holds no thread while suspended.
  ///
  /// Disfavored, so that a file importing both this module and swift-concurrency-extras (which
  /// swift-dependencies re-exports) or ExhaustiveConcurrency calls theirs without ambiguity:
  /// they behave the same.
  ///
  /// - Parameter isolation: the caller's actor, where the cancellation check runs; inferred.
  @_disfavoredOverload
  public static func never(isolation: isolated (any Actor)? = #isolation) async throws {
    // Checked on the caller's executor before anything can suspend; only the suspension hops
    // (a continuation on the caller's executor crashed Swift 6.3 inside withMainSerialExecutor).
    try Task<Never, Never>.checkCancellation()
    try await suspendUntilCancelled()
  }

  /// Suspends until the task is cancelled, then throws; on the global executor.
  @concurrent private static func suspendUntilCancelled() async throws {
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
  ///
  /// - Parameter isolation: the caller's actor, where the cancellation check runs; inferred.
  @_disfavoredOverload
  public static func never(isolation: isolated (any Actor)? = #isolation) async throws -> Success {
    try await Task<Never, Never>.never(isolation: isolation)
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
