/// The receiving end of a running effect, for bridging a callback API.
///
/// It is what `Effect.run { subscriber in … }` hands you.
///
/// Thread-safe. After a completion, or after the subscription is cancelled, further calls are
/// ignored, so a callback API that fires late cannot deliver into a finished effect.
public final class EffectSubscriber<Output, Failure: Error>: @unchecked Sendable {
  // Safe: the three stored vars below are only read or written between `mutex.lock()` and
  // `mutex.unlock()`. The subscriber owns its mutex (the unsafe room's `RawMutex`) rather than
  // a `Lock<…>`: one is made per started effect, and a `Lock` would cost a second object plus a
  // generic type lookup. Every field has a layout that does not depend on `Output` or
  // `Failure`, so touching them needs no generic type metadata at run time either. The mutex
  // already makes each access exclusive, so they skip the dynamic exclusivity check (a
  // thread-local lookup each): `@exclusivity(unchecked)` can only mark the class's own stored
  // properties, so it stays here, an exception the room's inventory lists.
  // Its members are `@inlinable` (their state `@usableFromInline`), so that an effect started
  // in specialized code delivers and ends without calls into generic code.
  /// Guards the three vars below, and also the state of the one operator object that delivers
  /// into this subscriber and keeps it alive (a `cancellable(id:)` run, a `delay`'s deliveries),
  /// which would otherwise need a mutex of its own per started effect. Sound to share because
  /// no critical section on it, here or there, calls out or takes another lock: it is only ever
  /// held for a few loads and stores.
  @usableFromInline let mutex = RawMutex()
  /// Nil once the effect completed or the subscription was cancelled.
  @exclusivity(unchecked) @usableFromInline var handlers: Handlers?
  /// The work started for this subscriber (see ``attach(_:)``), held until the subscription
  /// is cancelled.
  @exclusivity(unchecked) @usableFromInline var work: SendableCancellable?
  @exclusivity(unchecked) @usableFromInline var isCancelled = false

  @usableFromInline struct Handlers {
    @usableFromInline var receiveValue: @Sendable (Output) -> Void
    @usableFromInline var receiveCompletion: @Sendable (EffectCompletion<Failure>) -> Void

    @inlinable
    init(
      receiveValue: @escaping @Sendable (Output) -> Void,
      receiveCompletion: @escaping @Sendable (EffectCompletion<Failure>) -> Void
    ) {
      self.receiveValue = receiveValue
      self.receiveCompletion = receiveCompletion
    }
  }

  @inlinable
  package init(
    receiveValue: @escaping @Sendable (Output) -> Void,
    receiveCompletion: @escaping @Sendable (EffectCompletion<Failure>) -> Void
  ) {
    self.handlers = Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
  }

  deinit {
    mutex.destroy()
  }

  /// Delivers one output downstream.
  @inlinable
  public func send(_ value: Output) {
    // Call out without holding the lock: downstream may start or cancel other effects.
    mutex.lock()
    let receive = handlers?.receiveValue
    mutex.unlock()
    receive?(value)
  }

  /// Ends the effect; later sends are ignored.
  @inlinable
  public func send(completion: EffectCompletion<Failure>) {
    takeHandlers()?.receiveCompletion(completion)
  }

  /// True once the effect completed or its subscription was cancelled.
  public var isTerminated: Bool { mutex.withLock { handlers == nil } }

  /// Stops delivery without a completion: the downstream went away.
  @inlinable
  package func terminate() {
    // Release the handlers after unlocking: what they capture may cancel other work on deinit.
    _ = takeHandlers()
  }

  /// Hands the subscriber the work started for it, to stop in ``cancelSubscription()``. When
  /// the subscription was already cancelled, the work is stopped at once.
  ///
  /// Returns false when there is nothing left for ``cancelSubscription()`` to do: the effect
  /// already ended and its work is ``AnyCancellable/empty``, as for `Effect(value:)`. The caller
  /// then needs no cancellable of its own for this subscription.
  @inlinable
  package func attach(_ work: SendableCancellable) -> Bool {
    mutex.lock()
    if isCancelled {
      mutex.unlock()
      work.cancel()
      return false
    }
    // Empty work has nothing to stop: holding on to it would only cost a release later.
    let isEmpty = work.isEmpty
    if !isEmpty { self.work = work }
    let isLive = handlers != nil || !isEmpty
    mutex.unlock()
    return isLive
  }

  /// Stops delivery without a completion and stops the attached work. Safe to call any number
  /// of times from any thread: only the first call finds something to stop.
  @inlinable
  package func cancelSubscription() {
    // Release and cancel outside the lock: the work's cancellation calls into other effects.
    mutex.lock()
    let handlers = self.handlers
    let work = self.work
    self.handlers = nil
    self.work = nil
    isCancelled = true
    mutex.unlock()
    _ = handlers
    work?.cancel()
  }

  @inlinable
  func takeHandlers() -> Handlers? {
    mutex.lock()
    let taken = handlers
    handlers = nil
    mutex.unlock()
    return taken
  }
}

extension EffectSubscriber: SubscriptionCancelling {}

extension EffectSubscriber where Output == Void {
  /// Delivers the single `Void` output.
  public func send() { send(()) }
}
