/// The cancellation scope of one store: which running effects are registered under which id.
///
/// Entries are removed when their effect completes or is cancelled, so an idle store's registry is
/// empty (tests assert that through `count`). All methods are safe to call from any thread;
/// cancellation callbacks run outside the lock.
package final class CancellationRegistry: Sendable {
  private let state = Lock(State())

  private struct State {
    var entries: [CancelID: Registrations] = [:]
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
  package func insert(_ cancellable: SendableCancellable, for id: CancelID) -> Token {
    insert(cancellable, for: id, replacingExisting: false).token
  }

  /// Registers running work under `id`, optionally taking out everything already registered
  /// under it in the same critical section, so two racing `cancelInFlight` starts cannot both
  /// survive. The caller cancels what was replaced (outside the lock) before starting new work.
  package func insert(
    _ cancellable: SendableCancellable,
    for id: CancelID,
    replacingExisting: Bool
  ) -> (token: Token, replaced: [SendableCancellable]) {
    state.withLock { state in
      state.nextToken &+= 1
      let token = Token(rawValue: state.nextToken)
      var replaced: [SendableCancellable] = []
      if replacingExisting, let old = state.entries.removeValue(forKey: id) {
        replaced = old.cancellables
      }
      if let index = state.entries.index(forKey: id) {
        state.entries.values[index].append(token, cancellable)
      } else {
        state.entries[id] = .one(token, cancellable)
      }
      return (token, replaced)
    }
  }

  /// Forgets one registration without cancelling it (its work completed).
  package func remove(_ token: Token, for id: CancelID) {
    // Hold the removed cancellable until after the lock is released: its deinit cancels.
    let removed = state.withLock { state -> SendableCancellable? in
      guard let index = state.entries.index(forKey: id) else { return nil }
      let removed = state.entries.values[index].remove(token)
      if state.entries.values[index].isEmpty { state.entries.remove(at: index) }
      return removed
    }
    _ = removed
  }

  /// Cancels everything registered under `id`.
  package func cancel(id: CancelID) {
    let removed = state.withLock { $0.entries.removeValue(forKey: id) }
    removed?.cancelAll()
  }

  /// Cancels everything in this scope (the store went away).
  package func cancelAll() {
    let removed = state.withLock { state -> [CancelID: Registrations] in
      defer { state.entries = [:] }
      return state.entries
    }
    for registrations in removed.values { registrations.cancelAll() }
  }

  /// How many registrations are live.
  package var count: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.count } } }

  /// The ids that currently have running work.
  package var ids: Set<CancelID> { state.withLock { Set($0.entries.keys) } }

  /// The id of every live registration (an id appears once per effect running under it), in
  /// no particular order.
  package var registeredIDs: [CancelID] {
    state.withLock { state in
      state.entries.flatMap { id, registrations in
        repeatElement(id, count: registrations.count)
      }
    }
  }
}

/// The work registered under one id. Almost always a single effect, which is stored inline so
/// that registering it allocates nothing beyond the dictionary slot.
private enum Registrations {
  case one(CancellationRegistry.Token, SendableCancellable)
  case many([CancellationRegistry.Token: SendableCancellable])
  case none

  var count: Int {
    switch self {
    case .one: 1
    case .many(let entries): entries.count
    case .none: 0
    }
  }

  var isEmpty: Bool { count == 0 }

  var cancellables: [SendableCancellable] {
    switch self {
    case .one(_, let cancellable): [cancellable]
    case .many(let entries): Array(entries.values)
    case .none: []
    }
  }

  mutating func append(_ token: CancellationRegistry.Token, _ cancellable: SendableCancellable) {
    switch self {
    case .one(let existingToken, let existing):
      self = .many([existingToken: existing, token: cancellable])
    case .many(var entries):
      self = .none  // Drop the second reference so the dictionary is mutated in place.
      entries[token] = cancellable
      self = .many(entries)
    case .none:
      self = .one(token, cancellable)
    }
  }

  mutating func remove(_ token: CancellationRegistry.Token) -> SendableCancellable? {
    switch self {
    case .one(let existingToken, let existing):
      guard existingToken == token else { return nil }
      self = .none
      return existing
    case .many(var entries):
      self = .none
      let removed = entries.removeValue(forKey: token)
      self = .many(entries)
      return removed
    case .none:
      return nil
    }
  }

  func cancelAll() {
    switch self {
    case .one(_, let cancellable): cancellable.cancel()
    case .many(let entries): for cancellable in entries.values { cancellable.cancel() }
    case .none: break
    }
  }
}
