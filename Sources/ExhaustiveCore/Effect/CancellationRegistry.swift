/// The cancellation scope of one store: which running effects are registered under which id.
///
/// Entries are removed when their effect completes or is cancelled, so an idle store's registry is
/// empty (tests assert that through `count`). All methods are safe to call from any thread;
/// cancellation callbacks run outside the lock. A registry that goes away with effects still
/// registered cancels them by id, as a store's `cancelAll()` would.
@usableFromInline
package final class CancellationRegistry: Sendable {
  /// Internal, not private, for the test hooks (TestHooks.swift) only.
  let state = Lock(State())

  struct State {
    var entries: [CancelID: Registrations] = [:]
  }

  /// Identifies one registration so that exactly that entry can be removed later: the identity
  /// of the registered object, which the registry keeps alive (and so unique among its live
  /// entries) for as long as it is registered. An object is registered at most once.
  @usableFromInline
  package struct Token: Hashable, Sendable {
    @usableFromInline let rawValue: ObjectIdentifier

    @inlinable
    package init(_ registration: any CancellationRegistration) {
      rawValue = ObjectIdentifier(registration)
    }
  }

  /// What `throttle` remembers per id, scoped like the cancellations so two stores never share
  /// it. It is not counted by ``count``: it outlives the effects, as the throttle window does.
  package let throttles = ThrottleStates()

  package init() {}

  deinit {
    // Nothing else can reach the entries now; their runs see this registry as gone (weak
    // references to it read nil), so ending them does not call back in.
    let remaining = state.withLock { state -> [CancelID: Registrations] in
      defer { state.entries = [:] }
      return state.entries
    }
    for registrations in remaining.values { registrations.cancelAll() }
  }

  /// Registers running work under `id`.
  package func insert(_ cancellable: SendableCancellable, for id: CancelID) -> Token {
    _ = insert(cancellable, for: id, replacingExisting: false)
    return Token(cancellable)
  }

  /// Registers running work under `id` (see ``Token`` for how it is told apart later),
  /// optionally taking out everything already registered under it in the same critical section,
  /// so two racing `cancelInFlight` starts cannot both survive. The caller cancels what was
  /// replaced (outside the lock) before starting new work.
  @usableFromInline
  package func insert(
    _ registration: any CancellationRegistration,
    for id: CancelID,
    replacingExisting: Bool
  ) -> Registrations {
    state.withLock { state in
      var replaced = Registrations.none
      if replacingExisting, let old = state.entries.removeValue(forKey: id) {
        replaced = old
      }
      if let index = state.entries.index(forKey: id) {
        state.entries.values[index].append(registration)
      } else {
        state.entries[id] = .one(registration)
      }
      return replaced
    }
  }

  /// Forgets one registration without cancelling it (its work completed).
  @usableFromInline
  package func remove(_ token: Token, for id: CancelID) {
    // Release the removed registration after the lock is released: a handle's deinit cancels,
    // and a run's releases what it delivers to.
    let removed = state.withLock { state -> (any CancellationRegistration)? in
      guard let index = state.entries.index(forKey: id) else { return nil }
      let removed = state.entries.values[index].remove(token)
      if state.entries.values[index].isEmpty { state.entries.remove(at: index) }
      return removed
    }
    _ = removed
  }

  /// Cancels everything registered under `id`.
  @usableFromInline
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

/// Running work held by a ``CancellationRegistry``: the one start of a `cancellable(id:)` effect
/// (its run is registered itself, with no handle or closure around it), or a handle.
@usableFromInline
package protocol CancellationRegistration: AnyObject, Sendable {
  /// The registry dropped this registration because its id was cancelled (or the registry went
  /// away): end the work. Called at most once per registration, outside the registry's lock.
  func cancelByID()
}

extension SendableCancellable: CancellationRegistration {
  @usableFromInline
  package func cancelByID() { cancel() }
}

/// The work registered under one id. Almost always a single effect, which is stored inline so
/// that registering it allocates nothing beyond the dictionary slot.
@usableFromInline
package enum Registrations {
  /// One registration; its token is its identity (see ``CancellationRegistry/Token``), so it
  /// is not stored twice.
  case one(any CancellationRegistration)
  case many([CancellationRegistry.Token: any CancellationRegistration])
  case none

  package var count: Int {
    switch self {
    case .one: 1
    case .many(let entries): entries.count
    case .none: 0
    }
  }

  package var isEmpty: Bool { count == 0 }

  fileprivate mutating func append(_ cancellable: any CancellationRegistration) {
    let token = CancellationRegistry.Token(cancellable)
    switch self {
    case .one(let existing):
      self = .many([CancellationRegistry.Token(existing): existing, token: cancellable])
    case .many(var entries):
      self = .none  // Drop the second reference so the dictionary is mutated in place.
      entries[token] = cancellable
      self = .many(entries)
    case .none:
      self = .one(cancellable)
    }
  }

  fileprivate mutating func remove(
    _ token: CancellationRegistry.Token
  ) -> (any CancellationRegistration)? {
    switch self {
    case .one(let existing):
      guard CancellationRegistry.Token(existing) == token else { return nil }
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

  /// Ends every registration by id (the registry already dropped them).
  @usableFromInline
  package func cancelAll() {
    switch self {
    case .one(let registration): registration.cancelByID()
    case .many(let entries): for registration in entries.values { registration.cancelByID() }
    case .none: break
    }
  }
}
