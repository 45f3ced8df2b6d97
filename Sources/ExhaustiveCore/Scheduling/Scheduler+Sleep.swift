/// Async sleeps measured by a scheduler, as combine-schedulers spells them.
///
/// With a `TestScheduler` the sleep ends when the test advances past the deadline, so async code
/// that waits seconds is tested instantly:
///
/// ```swift
/// let task = Task { try await scheduler.sleep(for: .seconds(1)) }
/// await scheduler.advance(by: .seconds(1))  // the sleep ends
/// try await task.value
/// ```
extension Scheduler {
  /// Suspends for `duration` of the scheduler's time.
  ///
  /// - Throws: `CancellationError` when the task is cancelled before or while sleeping; the
  ///   scheduled wake-up is then withdrawn from the scheduler.
  public func sleep(
    for duration: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance, options: options)
  }

  /// Suspends until the scheduler's time reaches `deadline`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled before or while sleeping.
  public func sleep(
    until deadline: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try Task.checkCancellation()
    let sleeper = SchedulerSleeper()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        guard sleeper.install(continuation) else { return }
        let wakeUp = scheduleCancellably(after: deadline) { sleeper.wake() }
        sleeper.keep(wakeUp)
      }
    } onCancel: {
      sleeper.cancel()
    }
  }
}

/// One sleep: resumed exactly once, by the scheduler or by cancellation, whichever comes first.
private final class SchedulerSleeper: Sendable {
  private let state = Lock(State())

  private struct State {
    var continuation: CheckedContinuation<Void, any Error>?
    var wakeUp: SendableCancellable?
    var isOver = false
  }

  /// Stores the continuation, or resumes it at once when the task was cancelled first.
  func install(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
    let installed = state.withLock { state in
      guard !state.isOver else { return false }
      state.continuation = continuation
      return true
    }
    if !installed {
      continuation.resume(throwing: CancellationError())
    }
    return installed
  }

  /// Keeps the scheduled wake-up, so cancelling the sleep can withdraw it.
  func keep(_ wakeUp: SendableCancellable) {
    let late = state.withLock { state -> SendableCancellable? in
      guard !state.isOver else { return wakeUp }
      state.wakeUp = wakeUp
      return nil
    }
    late?.cancel()
  }

  func wake() {
    finish()?.continuation?.resume()
  }

  func cancel() {
    guard let over = finish() else { return }
    // Withdrawn outside the lock: cancelling takes the scheduler's lock.
    over.wakeUp?.cancel()
    over.continuation?.resume(throwing: CancellationError())
  }

  /// Ends the sleep once; returns what was pending, or nil when it had already ended.
  private func finish() -> State? {
    state.withLock { state in
      guard !state.isOver else { return nil }
      defer { state = State(isOver: true) }
      return state
    }
  }
}
