// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Calls the given closures as a subscription starts, emits, ends or is cancelled, and passes
    /// everything through unchanged.
    ///
    /// ```swift
    /// return locations
    ///   .handleEvents(receiveCancel: { manager.stopUpdatingLocation() })
    ///   .eraseToEffect()
    /// ```
    ///
    /// `receiveSubscription` runs before the upstream starts; cancelling the subscription it is
    /// handed stops the upstream, runs `receiveCancel`, and ends the subscription quietly with
    /// `.finished`. `receiveCancel` never runs after a completion. There is no `receiveRequest`:
    /// demand is unlimited. See `Effect.handleEvents` for the details.
    public func handleEvents(
      receiveSubscription: (@Sendable (any Subscription) -> Void)? = nil,
      receiveOutput: (@Sendable (Output) -> Void)? = nil,
      receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (@Sendable () -> Void)? = nil
    ) -> AnyPublisher<Output, Failure> {
      AnyPublisher(
        eraseToEffect().handleEvents(
          receiveSubscription: receiveSubscription,
          receiveOutput: receiveOutput,
          receiveCompletion: receiveCompletion,
          receiveCancel: receiveCancel
        ))
    }
  }
#endif
