extension Effect {
  /// Makes the effect cancellable by `id` with ``cancel(id:)``.
  ///
  /// An effect cancelled by id stops its work and completes quietly with `.finished`, emitting
  /// nothing more. With `cancelInFlight`, starting the effect first cancels every effect already
  /// running under `id`, so only the latest one survives:
  ///
  /// ```swift
  /// struct CancelDelayId: Hashable {}
  /// return Effect(value: .todoDelayCompleted)
  ///   .delay(for: 1, scheduler: environment.mainQueue)
  ///   .eraseToEffect()
  ///   .cancellable(id: CancelDelayId(), cancelInFlight: true)
  /// ```
  ///
  /// Ids are compared by type and value, so two different empty structs never collide, and are
  /// scoped to the store that runs the effect: two stores never cancel each other's effects.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let id = CancelID(id)
    return Self { context, subscriber in
      let run = CancellableRun(id: id, context: context, downstream: subscriber)
      // The run is the registration itself: cancelled by id (or the scope went away),
      // `cancelByID` ends it quietly, then stops the work.
      let replaced = context.cancellations.insert(
        run, for: id, replacingExisting: cancelInFlight)
      // The old work is cancelled before the new one starts.
      replaced.cancelAll()
      context.observation?.register(id)
      run.start(self, in: context)
      // The run is also the handle: cancelling the subscription ends it with no callbacks.
      return SendableCancellable(subscription: run)
    }
  }

  /// An effect that, when started, cancels every effect running under `id` and completes.
  ///
  /// ```swift
  /// case .cancelButtonTapped:
  ///   return .cancel(id: SearchId())
  /// ```
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    let id = CancelID(id)
    // Over once started, so it is started with no subscriber to allocate and lock.
    return Self(immediateInContext: { context, _, receiveCompletion in
      context.cancellations.cancel(id: id)
      receiveCompletion(.finished)
    })
  }

  /// An effect that, when started, cancels every effect running under any of `ids` and completes.
  @inlinable
  public static func cancel(ids: [any Hashable & Sendable]) -> Self {
    let ids = ids.map { CancelID($0) }
    return Self(immediateInContext: { context, _, receiveCompletion in
      for id in ids { context.cancellations.cancel(id: id) }
      receiveCompletion(.finished)
    })
  }
}

/// One start of a `cancellable(id:)` effect: ends exactly once, whichever of its completion,
/// a cancellation by id, or the cancellation of its subscription gets there first.
///
/// One object per start does the work of several: it is the registry's entry for the id (so the
/// registry cancels it by id directly) and the handle's subscription (so cancelling the handle
/// ends it directly), and it keeps its upstream's subscriber with no handle around it. All of
/// its state sits behind one mutex, so a cancellable effect costs one lock however it ends: its
/// downstream subscriber's (see `EffectSubscriber.mutex`), which saves a mutex per start.
///
/// `@usableFromInline`, its members `@inlinable`: it is made and started in the module that
/// builds the effect, specialized there (see `Effect`). The registry and the handle reach it
/// through protocols, whose witnesses are this module's generic code; those do nothing that
/// needs the run's generic types looked up (its fields' layouts do not depend on them, and the
/// completion a cancellation by id sends is sent by `finishDownstream`, built specialized).
@usableFromInline
final class CancellableRun<Output, Failure: Error>: @unchecked Sendable {
  // Safe: `id`, `observation`, `downstream` and `finishDownstream` are immutable and
  // `Sendable`; the three vars below are only read or written between `mutex.lock()` and
  // `mutex.unlock()`, as in `EffectSubscriber` (whose reasons for a bare `RawMutex` and
  // unchecked exclusivity apply here too: one run is made per started effect). The mutex is
  // `downstream`'s, which this run keeps alive; no critical section here calls out, and the
  // subscriber's own never do, so the two never nest.
  @usableFromInline let id: CancelID
  /// Told when a cancellation by id ends the run, so the effect it belongs to is reported
  /// cancelled rather than finished.
  @usableFromInline let observation: EffectObservation?
  @usableFromInline let downstream: EffectSubscriber<Output, Failure>
  /// Sends `.finished` downstream: how a cancellation by id ends the run.
  @usableFromInline let finishDownstream: @Sendable () -> Void
  @inlinable var mutex: RawMutex { downstream.mutex }
  @exclusivity(unchecked) @usableFromInline var ended = false
  @exclusivity(unchecked) @usableFromInline var upstream = CancellableRunUpstream.starting
  // Weak: the registry holds this run (as its registration) until the run ends.
  @exclusivity(unchecked) @usableFromInline weak var registry: CancellationRegistry?

  @inlinable
  init(id: CancelID, context: EffectContext, downstream: EffectSubscriber<Output, Failure>) {
    self.id = id
    self.observation = context.observation
    self.downstream = downstream
    self.finishDownstream = { downstream.send(completion: .finished) }
    self.registry = context.cancellations
  }

  /// Starts `effect` as this run's upstream, then keeps its subscriber (the run is its handle),
  /// or stops it at once if the run was cancelled while the upstream was starting.
  @inlinable
  func start(_ effect: Effect<Output, Failure>, in context: EffectContext) {
    guard
      let work = effect.startSubscription(
        in: context,
        receiveCompletion: { self.complete($0) },
        receiveValue: { self.downstream.send($0) }
      )
    else { return }  // Over once started: nothing to stop.
    mutex.lock()
    guard case .starting = upstream else {
      mutex.unlock()
      work.cancelSubscription()
      return
    }
    upstream = .running(work)
    mutex.unlock()
  }

  /// The upstream completed: forget the registration and pass the completion on.
  @inlinable
  func complete(_ completion: EffectCompletion<Failure>) {
    mutex.lock()
    if ended {
      mutex.unlock()
      return
    }
    ended = true
    let registry = self.registry
    mutex.unlock()
    registry?.remove(CancellationRegistry.Token(self), for: id)
    downstream.send(completion: completion)
  }

  /// The subscription was cancelled: end with no callbacks at all.
  @usableFromInline
  func cancel() {
    // Mark the run ended first so that nothing ends it again. Remove even when a completion on
    // another thread ended it first and has not removed yet: once this returns, the registry
    // no longer holds the effect.
    mutex.lock()
    ended = true
    let registry = self.registry
    let upstream = self.upstream
    self.upstream = .cancelled
    mutex.unlock()
    registry?.remove(CancellationRegistry.Token(self), for: id)
    if case .running(let work) = upstream { work.cancelSubscription() }
  }
}

extension CancellableRun: CancellationRegistration {
  /// Cancelled by id (the registry already dropped the registration): end quietly with
  /// `.finished`, then stop the work.
  @usableFromInline
  func cancelByID() {
    mutex.lock()
    if ended {
      mutex.unlock()
      return
    }
    ended = true
    let upstream = self.upstream
    self.upstream = .cancelled
    mutex.unlock()
    if let observation {
      observation.deliverCancellation(by: id, finishDownstream)
    } else {
      finishDownstream()
    }
    if case .running(let work) = upstream { work.cancelSubscription() }
  }
}

extension CancellableRun: SubscriptionCancelling {
  @usableFromInline
  func cancelSubscription() { cancel() }
}

@usableFromInline
enum CancellableRunUpstream {
  case starting
  /// The upstream's subscriber, an existential so that the run's layout stays independent of
  /// its generic types.
  case running(any SubscriptionCancelling)
  case cancelled
}
