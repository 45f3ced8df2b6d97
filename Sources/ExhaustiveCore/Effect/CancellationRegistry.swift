/// The cancellation scope of one store: which running effects are registered under which id.
///
/// Entries are removed when their effect completes or is cancelled, so an idle store's registry is
/// empty (tests assert that through `count`). All methods are safe to call from any thread;
/// cancellation callbacks run outside the lock.
package final class CancellationRegistry: Sendable {
  private let state = Lock(State())

  private struct State {
    var entries: [CancelID: [Token: AnyCancellable]] = [:]
    var nextToken: UInt64 = 0
  }

  /// Identifies one registration so that exactly that entry can be removed later.
  package struct Token: Hashable, Sendable {
    fileprivate let rawValue: UInt64
  }

  /// What `throttle` remembers per id, scoped like the cancellations so two stores never share
  /// it. It is not counted by ``count``: it outlives the effects, as the throttle window does.
  package let throttles = ThrottleStates()

  package init() {}

  /// Registers running work under `id`.
  package func insert(_ cancellable: AnyCancellable, for id: CancelID) -> Token {
    insert(cancellable, for: id, replacingExisting: false).token
  }

  /// Registers running work under `id`, optionally taking out everything already registered
  /// under it in the same critical section, so two racing `cancelInFlight` starts cannot both
  /// survive. The caller cancels what was replaced (outside the lock) before starting new work.
  package func insert(
    _ cancellable: AnyCancellable,
    for id: CancelID,
    replacingExisting: Bool
  ) -> (token: Token, replaced: [AnyCancellable]) {
    state.withLock { state in
      state.nextToken &+= 1
      let token = Token(rawValue: state.nextToken)
      let replaced = replacingExisting ? state.entries.removeValue(forKey: id) : nil
      state.entries[id, default: [:]][token] = cancellable
      return (token, replaced.map { Array($0.values) } ?? [])
    }
  }

  /// Forgets one registration without cancelling it (its work completed).
  package func remove(_ token: Token, for id: CancelID) {
    // Hold the removed cancellable until after the lock is released: its deinit cancels.
    let removed = state.withLock { state -> AnyCancellable? in
      let removed = state.entries[id]?.removeValue(forKey: token)
      if state.entries[id]?.isEmpty == true { state.entries[id] = nil }
      return removed
    }
    _ = removed
  }

  /// Cancels everything registered under `id`.
  package func cancel(id: CancelID) {
    let removed = state.withLock { $0.entries.removeValue(forKey: id) }
    for cancellable in removed?.values ?? [:].values { cancellable.cancel() }
  }

  /// Cancels everything in this scope (the store went away).
  package func cancelAll() {
    let removed = state.withLock { state -> [CancelID: [Token: AnyCancellable]] in
      defer { state.entries = [:] }
      return state.entries
    }
    for cancellable in removed.values.flatMap(\.values) { cancellable.cancel() }
  }

  /// How many registrations are live.
  package var count: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.count } } }

  /// The ids that currently have running work.
  package var ids: Set<CancelID> { state.withLock { Set($0.entries.keys) } }
}
