/// The subscriptions of the effects a store started and that have not completed yet.
///
/// Completions arrive on whatever thread an effect runs on, so this is lock-protected. An effect
/// may complete before its subscription is stored (`Effect(value:)` completes while starting);
/// such an early finish is remembered so the subscription is dropped instead of kept forever.
final class RunningEffects: Sendable {
  private let state = Lock(Entries())

  private struct Entries {
    var nextID: UInt64 = 0
    var running: [UInt64: SendableCancellable] = [:]
    var finishedEarly: Set<UInt64> = []
  }

  /// Reserves an id for an effect about to start.
  func reserve() -> UInt64 {
    state.withLock {
      $0.nextID += 1
      return $0.nextID
    }
  }

  /// Keeps the subscription of effect `id` until it finishes or is cancelled.
  func store(_ cancellable: SendableCancellable, for id: UInt64) {
    state.withLock { entries in
      if entries.finishedEarly.remove(id) == nil { entries.running[id] = cancellable }
    }
  }

  /// Forgets effect `id`, which completed.
  func finish(_ id: UInt64) {
    // Release the subscription outside the lock: its deinit runs cancellation code.
    let finished = state.withLock { entries -> SendableCancellable? in
      guard let cancellable = entries.running.removeValue(forKey: id) else {
        entries.finishedEarly.insert(id)
        return nil
      }
      return cancellable
    }
    _ = finished
  }

  /// Cancels every running effect.
  func cancelAll() {
    let running = state.withLock { entries -> [UInt64: SendableCancellable] in
      defer { entries.running = [:] }
      return entries.running
    }
    for cancellable in running.values { cancellable.cancel() }
  }

  /// How many effects are still running.
  var count: Int { state.withLock { $0.running.count } }
}
