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
  /// Called in a task that is already cancelled, it throws at once. It holds no thread while
  /// suspended. Unlike swift-concurrency-extras', it is not `nonisolated(nonsending)`: on Swift
  /// 6.3 such a `never()` crashes the runtime inside `withMainSerialExecutor`, so this one hops
  /// to the global executor before it checks (the peer's `Task.immediate` tests see the hop).
  public static func never() async throws {
    try checkCancellation()
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
  public static func never() async throws -> Success {
    try await Task<Never, Never>.never()
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
