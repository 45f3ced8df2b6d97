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
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let id = CancelID(id)
    return Self { context, subscriber in
      let registry = context.cancellations
      let run = CancellableRun(
        id: id, registry: registry, observation: context.observation, downstream: subscriber)
      // Cancelled by id (or the scope went away): `cancelByID` ends quietly, then stops the work.
      let (token, replaced) = registry.insert(
        SendableCancellable.idempotent { run.cancelByID() }, for: id,
        replacingExisting: cancelInFlight)
      run.registered(as: token)
      // The old work is cancelled before the new one starts.
      for old in replaced { old.cancel() }
      context.observation?.register(id)

      run.fill(
        subscribe(
          in: context,
          receiveCompletion: { run.complete($0) },
          receiveValue: { subscriber.send($0) }
        ))
      return SendableCancellable.idempotent { run.cancel() }
    }
  }

  /// An effect that, when started, cancels every effect running under `id` and completes.
  ///
  /// ```swift
  /// case .cancelButtonTapped:
  ///   return .cancel(id: SearchId())
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    let id = CancelID(id)
    return Self { context, subscriber in
      context.cancellations.cancel(id: id)
      subscriber.send(completion: .finished)
      return .empty
    }
  }

  /// An effect that, when started, cancels every effect running under any of `ids` and completes.
  public static func cancel(ids: [any Hashable & Sendable]) -> Self {
    let ids = ids.map { CancelID($0) }
    return Self { context, subscriber in
      for id in ids { context.cancellations.cancel(id: id) }
      subscriber.send(completion: .finished)
      return .empty
    }
  }
}

/// One start of a `cancellable(id:)` effect: ends exactly once, whichever of its completion,
/// a cancellation by id, or the cancellation of its subscription gets there first.
///
/// All of its state sits behind one lock, so a cancellable effect costs one lock however it ends.
private final class CancellableRun<Output, Failure: Error>: Sendable {
  private let id: CancelID
  /// Told when a cancellation by id ends the run, so the effect it belongs to is reported
  /// cancelled rather than finished.
  private let observation: EffectObservation?
  private let downstream: EffectSubscriber<Output, Failure>
  // Not generic, so locking needs no generic type metadata at run time.
  private let state: Lock<CancellableRunState>

  init(
    id: CancelID, registry: CancellationRegistry, observation: EffectObservation?,
    downstream: EffectSubscriber<Output, Failure>
  ) {
    self.id = id
    self.observation = observation
    self.downstream = downstream
    self.state = Lock(CancellableRunState(registry: registry))
  }

  /// Remembers the registration so that ending the run can remove exactly it.
  func registered(as token: CancellationRegistry.Token) {
    state.withLock { $0.token = token }
  }

  /// Keeps the upstream's cancellable, or cancels it at once if the run was cancelled while the
  /// upstream was starting.
  func fill(_ upstream: SendableCancellable) {
    let cancelNow = state.withLock { state -> Bool in
      guard case .starting = state.upstream else { return true }
      state.upstream = .running(upstream)
      return false
    }
    if cancelNow { upstream.cancel() }
  }

  /// The upstream completed: forget the registration and pass the completion on.
  func complete(_ completion: EffectCompletion<Failure>) {
    let ending = state.withLock { state -> (CancellationRegistry?, CancellationRegistry.Token?)? in
      guard !state.ended else { return nil }
      state.ended = true
      return (state.registry, state.token)
    }
    guard let (registry, token) = ending else { return }
    if let token { registry?.remove(token, for: id) }
    downstream.send(completion: completion)
  }

  /// Cancelled by id (the registry already dropped the registration): end quietly with
  /// `.finished`, then stop the work.
  func cancelByID() {
    let upstream = state.withLock { state -> CancellableRunUpstream? in
      guard !state.ended else { return nil }
      state.ended = true
      defer { state.upstream = .cancelled }
      return state.upstream
    }
    guard let upstream else { return }
    if let observation {
      observation.deliverCancellation(by: id) { downstream.send(completion: .finished) }
    } else {
      downstream.send(completion: .finished)
    }
    if case .running(let cancellable) = upstream { cancellable.cancel() }
  }

  /// The subscription was cancelled: end with no callbacks at all.
  func cancel() {
    // Mark the run ended first so the registration's deinit (on removal) ends nothing. Remove
    // even when a completion on another thread ended it first and has not removed yet: once
    // this returns, the registry no longer holds the effect.
    let (registry, token, upstream) = state.withLock {
      state -> (CancellationRegistry?, CancellationRegistry.Token?, CancellableRunUpstream) in
      state.ended = true
      defer { state.upstream = .cancelled }
      return (state.registry, state.token, state.upstream)
    }
    if let token { registry?.remove(token, for: id) }
    if case .running(let cancellable) = upstream { cancellable.cancel() }
  }
}

private struct CancellableRunState {
  var ended = false
  var upstream = CancellableRunUpstream.starting
  var token: CancellationRegistry.Token?
  // Weak: the registry holds this run (through its registration) until the run ends.
  weak var registry: CancellationRegistry?
}

private enum CancellableRunUpstream {
  case starting
  case running(SendableCancellable)
  case cancelled
}
