// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Subscribes outside any store, handing every output and the completion to the closures.
    ///
    /// Keep the returned cancellable for as long as the subscription should live: releasing it
    /// cancels it.
    ///
    /// ```swift
    /// subject
    ///   .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// As with Combine, the closures need not be `@Sendable`: they run on the thread the
    /// publisher delivers on (the test's, with a `TestScheduler` or an `ImmediateScheduler`). See
    /// `Effect.sink(receiveCompletion:receiveValue:)` for the live-queue case.
    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      eraseToEffect().sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }

  extension Publisher where Failure == Never {
    /// Subscribes a publisher that cannot fail outside any store, handing every output to
    /// `receiveValue`.
    ///
    /// The closure need not be `@Sendable`, as with Combine (see above for where it runs).
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      eraseToEffect().sink(receiveValue: receiveValue)
    }
  }
#endif
