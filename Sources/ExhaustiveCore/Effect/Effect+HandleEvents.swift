extension Effect {
  /// Calls the given closures as the effect is started, emits, ends or is cancelled, and passes
  /// everything through unchanged. Each closure runs before the event goes downstream.
  ///
  /// ```swift
  /// return environment.locationUpdates()
  ///   .handleEvents(receiveCancel: { environment.locationManager.stopUpdating() })
  ///   .map(AppAction.locationChanged)
  /// ```
  ///
  /// - `receiveSubscription` runs once per start, before the upstream starts. Its argument stops
  ///   this start from inside: the upstream is cancelled, `receiveCancel` runs, and the effect
  ///   ends quietly with `.finished` (as a cancellation by id does), so a store never waits on
  ///   it; cancelled inside `receiveSubscription`, the upstream never starts. Releasing the
  ///   argument does nothing.
  /// - `receiveCancel` runs when the effect is cancelled before it ended, never after its
  ///   completion (releasing a finished effect's handle is not a cancellation).
  /// - After a cancellation, `receiveOutput` and `receiveCompletion` no longer run.
  ///
  /// There is no `receiveRequest`: effects have no demand (every output is delivered).
  public func handleEvents(
    receiveSubscription: (@Sendable (any Cancellable) -> Void)? = nil,
    receiveOutput: (@Sendable (Output) -> Void)? = nil,
    receiveCompletion: (@Sendable (EffectCompletion<Failure>) -> Void)? = nil,
    receiveCancel: (@Sendable () -> Void)? = nil
  ) -> Self {
    Self { context, subscriber in
      let run = HandledEventsRun(downstream: subscriber, receiveCancel: receiveCancel)
      receiveSubscription?(HandledEventsSubscription(run: run))
      // Cancelled from inside `receiveSubscription`: the upstream never starts.
      guard !run.isEnded else { return .empty }
      run.fill(
        subscribe(
          in: context,
          receiveCompletion: { completion in
            guard run.end() else { return }
            receiveCompletion?(completion)
            subscriber.send(completion: completion)
          },
          receiveValue: { value in
            guard !run.isEnded else { return }
            receiveOutput?(value)
            subscriber.send(value)
          }
        ))
      return SendableCancellable.idempotent { run.cancel() }
    }
  }
}

/// One start of a `handleEvents` effect: ends exactly once, by its completion or a cancellation.
private final class HandledEventsRun<Output, Failure: Error>: Sendable {
  private let downstream: EffectSubscriber<Output, Failure>
  private let receiveCancel: (@Sendable () -> Void)?
  private let ended = OneShot()
  private let upstream = CancellableSlot()

  init(downstream: EffectSubscriber<Output, Failure>, receiveCancel: (@Sendable () -> Void)?) {
    self.downstream = downstream
    self.receiveCancel = receiveCancel
  }

  var isEnded: Bool { ended.isClaimed }

  /// Claims the end for a completion; false when the run already ended.
  func end() -> Bool { ended.claim() }

  func fill(_ cancellable: SendableCancellable) { upstream.fill(cancellable) }

  /// The downstream cancelled.
  func cancel() {
    if ended.claim() { receiveCancel?() }
    upstream.cancel()
  }

  /// The subscription handed to `receiveSubscription` was cancelled.
  func cancelFromInside() {
    guard ended.claim() else { return }
    receiveCancel?()
    upstream.cancel()
    downstream.send(completion: .finished)
  }
}

/// What `receiveSubscription` receives. Not an `AnyCancellable`: dropping it must not cancel.
private struct HandledEventsSubscription<Output, Failure: Error>: Cancellable {
  let run: HandledEventsRun<Output, Failure>

  func cancel() { run.cancelFromInside() }
}
