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
      let upstream = CancellableSlot()
      let ended = OneShot()
      let registration = AnyCancellable {
        // Cancelled by id (or the scope went away): end quietly, then stop the work.
        guard ended.claim() else { return }
        subscriber.send(completion: .finished)
        upstream.cancel()
      }
      let (token, replaced) = registry.insert(
        registration, for: id, replacingExisting: cancelInFlight)
      // The old work is cancelled before the new one starts.
      for old in replaced { old.cancel() }
      context.onCancellationID?(id)

      upstream.fill(
        subscribe(
          in: context,
          receiveCompletion: { [weak registry] completion in
            guard ended.claim() else { return }
            registry?.remove(token, for: id)
            subscriber.send(completion: completion)
          },
          receiveValue: { subscriber.send($0) }
        ))
      return AnyCancellable { [weak registry] in
        // Claim first so the registration's deinit (on removal) ends nothing. Remove even when
        // a completion on another thread claimed first and has not removed yet: once this
        // returns, the registry no longer holds the effect.
        _ = ended.claim()
        registry?.remove(token, for: id)
        upstream.cancel()
      }
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
      return AnyCancellable {}
    }
  }

  /// An effect that, when started, cancels every effect running under any of `ids` and completes.
  public static func cancel(ids: [any Hashable & Sendable]) -> Self {
    let ids = ids.map { CancelID($0) }
    return Self { context, subscriber in
      for id in ids { context.cancellations.cancel(id: id) }
      subscriber.send(completion: .finished)
      return AnyCancellable {}
    }
  }
}
