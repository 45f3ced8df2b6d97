import ExhaustiveUnsafe

#if !canImport(Combine)
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
    @usableFromInline package let storage: CancellationStorage

    /// Wraps a closure that runs at most once, on the first `cancel()` or at deinit.
    public init(_ cancel: @escaping @Sendable () -> Void) {
      self.storage = .once(Lock(cancel))
    }

    /// Wraps another cancellable.
    public convenience init(_ cancellable: some Cancellable) {
      self.init { cancellable.cancel() }
    }

    @inlinable
    package init(storage: CancellationStorage) {
      self.storage = storage
    }

    deinit {
      cancel()
    }

    /// Runs the wrapped cancellation once.
    public func cancel() {
      storage.cancel()
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

  /// The effect runtime's handle: without Combine, the public ``AnyCancellable`` itself.
  @usableFromInline package typealias SendableCancellable = AnyCancellable

  extension SendableCancellable {
    /// The handle as public API hands it out: itself.
    @inlinable
    package var erased: AnyCancellable { self }
  }
#else
  /// The effect runtime's handle where Combine exists.
  ///
  /// Combine's `AnyCancellable` is not `Sendable` (nor, in OpenCombine, safe to cancel from two
  /// threads at once), and the runtime keeps handles in locked tables and cancels them from
  /// whichever thread an effect ends on. So the runtime keeps this class, `Sendable` by
  /// construction (its one stored property is), and public API hands out Combine's
  /// `AnyCancellable` wrapping it (``erased``).
  @usableFromInline
  package final class SendableCancellable: Cancellable, Hashable, Sendable {
    @usableFromInline package let storage: CancellationStorage

    /// Wraps a closure that runs at most once, on the first `cancel()` or at deinit.
    package init(_ cancel: @escaping @Sendable () -> Void) {
      self.storage = .once(Lock(cancel))
    }

    /// Wraps another cancellable (Combine's are not `Sendable`), cancelled at most once.
    package convenience init(_ cancellable: some Cancellable) {
      // Safe to carry: the box is reached only through the once-only lock, so exactly one
      // thread ever takes the cancellable out and cancels it; no two threads touch it.
      let box = UncheckedSendable<any Cancellable>(cancellable)
      self.init { box.value.cancel() }
    }

    @inlinable
    package init(storage: CancellationStorage) {
      self.storage = storage
    }

    deinit {
      cancel()
    }

    /// Runs the wrapped cancellation once.
    @usableFromInline
    package func cancel() {
      storage.cancel()
    }

    @usableFromInline
    package static func == (lhs: SendableCancellable, rhs: SendableCancellable) -> Bool {
      lhs === rhs
    }

    @usableFromInline
    package func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }

    /// Combine's `AnyCancellable` owning this handle: cancelling or releasing it cancels this.
    @inlinable
    package var erased: AnyCancellable { AnyCancellable(self) }
  }
#endif

/// What a handle does when cancelled; shared by both shapes of the handle.
@usableFromInline
package enum CancellationStorage: Sendable {
  /// A closure that must run at most once: it is taken out under the lock before it runs.
  case once(Lock<(@Sendable () -> Void)?>)
  /// A closure that is safe to run any number of times, from any thread: no lock needed.
  case idempotent(@Sendable () -> Void)
  /// A running subscription, which ends exactly once by itself: no lock, and no closure to
  /// allocate around it.
  case subscription(any SubscriptionCancelling)
  /// Nothing to stop.
  case empty

  /// Runs the cancellation (see each case for how often it may run).
  func cancel() {
    switch self {
    case .once(let onCancel):
      let body = onCancel.withLock { body -> (@Sendable () -> Void)? in
        defer { body = nil }
        return body
      }
      body?()
    case .idempotent(let body):
      body()
    case .subscription(let subscription):
      subscription.cancelSubscription()
    case .empty:
      break
    }
  }
}

extension SendableCancellable {
  /// Wraps a closure that is itself safe to run more than once and from several threads at once
  /// (it ends something that already ends exactly once). It runs on every `cancel()` and at
  /// deinit; skipping the once-only lock makes this the cheap handle the effect runtime uses.
  @inlinable
  package static func idempotent(_ cancel: @escaping @Sendable () -> Void) -> SendableCancellable {
    SendableCancellable(storage: .idempotent(cancel))
  }

  /// The handle for a started effect: cancelling it cancels the subscription.
  @inlinable
  package convenience init(subscription: some SubscriptionCancelling) {
    self.init(storage: .subscription(subscription))
  }

  /// A handle with nothing to stop, shared: work that is over by the time it is started (such as
  /// `Effect(value:)`) returns it instead of allocating one.
  @usableFromInline package static let empty = SendableCancellable(storage: .empty)

  /// A handle with nothing to stop that is not ``empty``, for public API that always handed out
  /// a handle of its own (distinct in a `Set<AnyCancellable>`).
  @inlinable
  package static func distinctEmpty() -> SendableCancellable {
    SendableCancellable(storage: .empty)
  }

  /// True when cancelling does nothing, so the handle need not be kept.
  @inlinable
  package var isEmpty: Bool {
    if case .empty = storage { true } else { false }
  }
}

/// Something that ends a running effect's subscription: ``EffectSubscriber``.
///
/// It lets ``AnyCancellable`` hold a subscriber directly (one existential, with a witness table
/// that needs no instantiation) instead of a closure over a generic subscriber, which would
/// cost an extra allocation per started effect.
@usableFromInline
package protocol SubscriptionCancelling: AnyObject, Sendable {
  /// Stops the subscription without a completion; safe to call any number of times from any
  /// thread.
  func cancelSubscription()
}
