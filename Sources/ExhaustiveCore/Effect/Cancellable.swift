/// Something whose work can be stopped.
public protocol Cancellable: Sendable {
  /// Stops the work. Calling it more than once, or after the work finished, does nothing.
  func cancel()
}

/// A type-erased ``Cancellable`` that cancels its work when cancelled or deinitialized.
///
/// ```swift
/// var cancellables: Set<AnyCancellable> = []
/// scheduler.schedule(after: scheduler.now, interval: 1) { print("tick") }
///   .store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
  private let storage: Storage

  private enum Storage: Sendable {
    /// A closure that must run at most once: it is taken out under the lock before it runs.
    case once(Lock<(@Sendable () -> Void)?>)
    /// A closure that is safe to run any number of times, from any thread: no lock needed.
    case idempotent(@Sendable () -> Void)
    /// Nothing to stop.
    case empty
  }

  /// Wraps a closure that runs at most once, on the first `cancel()` or at deinit.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.storage = .once(Lock(cancel))
  }

  /// Wraps another cancellable.
  public convenience init(_ cancellable: some Cancellable) {
    self.init { cancellable.cancel() }
  }

  /// Wraps a closure that is itself safe to run more than once and from several threads at once
  /// (it ends something that already ends exactly once). It runs on every `cancel()` and at
  /// deinit; skipping the once-only lock makes this the cheap handle the effect runtime uses.
  package static func idempotent(_ cancel: @escaping @Sendable () -> Void) -> AnyCancellable {
    AnyCancellable(storage: .idempotent(cancel))
  }

  /// A handle with nothing to stop, shared: work that is over by the time it is started (such as
  /// `Effect(value:)`) returns it instead of allocating one.
  package static let empty = AnyCancellable(storage: .empty)

  private init(storage: Storage) {
    self.storage = storage
  }

  deinit {
    cancel()
  }

  /// Runs the wrapped cancellation once.
  public func cancel() {
    switch storage {
    case .once(let onCancel):
      let body = onCancel.withLock { body -> (@Sendable () -> Void)? in
        defer { body = nil }
        return body
      }
      body?()
    case .idempotent(let body):
      body()
    case .empty:
      break
    }
  }

  /// Keeps this cancellable alive for as long as `set` holds it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps this cancellable alive for as long as `collection` holds it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Identity: two handles are equal only when they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  /// Hashes the object identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
