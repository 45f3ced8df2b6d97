extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// The drop-in for swift-concurrency-extras' `Task.never()` (1.4.3), for an endpoint a test
  /// keeps in flight to check that the feature cancels it:
  ///
  /// ```swift
  /// let model = NumberFactModel(numberFact: NumberFactClient { _ in try await Task.never() })
  /// ```
  ///
  /// Called in a task that is already cancelled, it throws at once, on the caller's actor,
  /// without suspending: a task started with `Task.immediate` on an actor that is cancelled
  /// before it calls `never()` ends before `Task.immediate` returns. It holds no thread while
  /// suspended.
  ///
  /// - Parameter isolation: the caller's actor, where the cancellation check runs; inferred.
  public static func never(isolation: isolated (any Actor)? = #isolation) async throws {
    // Checked here, on the caller's executor, before anything can suspend; only the suspension
    // itself hops to the global executor. (Suspending on the caller's executor instead, as a
    // `nonisolated(nonsending)` function would, crashed the Swift 6.3 runtime when the
    // continuation was resumed inside withMainSerialExecutor.)
    try checkCancellation()
    try await suspendUntilCancelled()
  }

  /// Suspends until the task is cancelled, then throws; on the global executor.
  @concurrent private static func suspendUntilCancelled() async throws {
    let pending = LockIsolated(PendingNever.suspending)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelledMeanwhile = pending.withValue { state in
          guard case .suspending = state else { return true }
          state = .suspended(continuation)
          return false
        }
        if cancelledMeanwhile { continuation.resume(throwing: Swift.CancellationError()) }
      }
    } onCancel: {
      let continuation = pending.withValue {
        (state: inout PendingNever) -> CheckedContinuation<Void, any Error>? in
        defer { state = .cancelled }
        guard case .suspended(let continuation) = state else { return nil }
        return continuation
      }
      continuation?.resume(throwing: Swift.CancellationError())
    }
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
  public static func never(isolation: isolated (any Actor)? = #isolation) async throws -> Success {
    try await Task<Never, Never>.never(isolation: isolation)
    throw Swift.CancellationError()
  }
}

/// Where a `Task.never()` stands between the cancellation handler and the continuation, which
/// may come in either order: a cancellation that arrives while the task is still suspending
/// must resume the continuation when it appears.
private enum PendingNever: Sendable {
  case suspending
  case suspended(CheckedContinuation<Void, any Error>)
  case cancelled
}
