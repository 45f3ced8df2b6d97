/// The cancellation scope of one store: which running effects are registered under which id.
///
/// Entries are removed when their effect completes or is cancelled, so an idle store's registry is
/// empty (tests assert that through `count`). All methods are safe to call from any thread;
/// cancellation callbacks run outside the lock.
package final class CancellationRegistry: Sendable {
  private let entries = Lock<[CancelID: [Token: AnyCancellable]]>([:])
  private let nextToken = Lock<UInt64>(0)

  /// Identifies one registration so that exactly that entry can be removed later.
  package struct Token: Hashable, Sendable {
    fileprivate let rawValue: UInt64
  }

  package init() {}

  /// Registers running work under `id`.
  package func insert(_ cancellable: AnyCancellable, for id: CancelID) -> Token {
    let token = Token(
      rawValue: nextToken.withLock {
        $0 &+= 1
        return $0
      })
    entries.withLock { $0[id, default: [:]][token] = cancellable }
    return token
  }

  /// Forgets one registration without cancelling it (its work completed).
  package func remove(_ token: Token, for id: CancelID) {
    // Hold the removed cancellable until after the lock is released: its deinit cancels.
    let removed = entries.withLock { entries -> AnyCancellable? in
      let removed = entries[id]?.removeValue(forKey: token)
      if entries[id]?.isEmpty == true { entries[id] = nil }
      return removed
    }
    _ = removed
  }

  /// Cancels everything registered under `id`.
  package func cancel(id: CancelID) {
    let removed = entries.withLock { $0.removeValue(forKey: id) }
    for cancellable in removed?.values ?? [:].values { cancellable.cancel() }
  }

  /// Cancels everything in this scope (the store went away).
  package func cancelAll() {
    let removed = entries.withLock { entries -> [CancelID: [Token: AnyCancellable]] in
      defer { entries = [:] }
      return entries
    }
    for cancellable in removed.values.flatMap(\.values) { cancellable.cancel() }
  }

  /// How many registrations are live.
  package var count: Int { entries.withLock { $0.values.reduce(0) { $0 + $1.count } } }

  /// The ids that currently have running work.
  package var ids: Set<CancelID> { entries.withLock { Set($0.keys) } }
}
