// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// Combine's namespace for subscriber types, kept for its one name code written against Combine
  /// spells out: ``Subscribers/Completion``.
  public enum Subscribers {
    /// How a publisher ended: `.finished` or `.failure(error)`. The same type as
    /// ``ExhaustiveCore/EffectCompletion``, so either spelling fits every `receiveCompletion`.
    ///
    /// ```swift
    /// Fail<Int, APIError>(error: .offline)
    ///   .sink(
    ///     receiveCompletion: { XCTAssertEqual($0, Subscribers.Completion.failure(.offline)) },
    ///     receiveValue: { _ in XCTFail() }
    ///   )
    /// ```
    public typealias Completion<Failure: Error> = EffectCompletion<Failure>
  }

  /// What `handleEvents(receiveSubscription:)` hands over: the running subscription, which can be
  /// cancelled. There is no `request(_:)`: publisher-lite subscriptions have unlimited demand.
  public typealias Subscription = Cancellable
#endif
