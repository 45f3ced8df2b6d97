// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher that makes a fresh publisher for every subscriber, when it subscribes.
  ///
  /// ```swift
  /// return Deferred { Just(environment.now()) }
  ///   .map(AppAction.timestamped)
  ///   .eraseToEffect()
  /// ```
  public struct Deferred<DeferredPublisher: Publisher>: Publisher, Sendable {
    /// What the deferred publisher emits.
    public typealias Output = DeferredPublisher.Output
    /// What the deferred publisher fails with.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher of one subscription; called once per subscriber.
    public let createPublisher: @Sendable () -> DeferredPublisher

    /// A publisher that calls `createPublisher` on every subscription.
    public init(createPublisher: @escaping @Sendable () -> DeferredPublisher) {
      self.createPublisher = createPublisher
    }

    /// The effect that, on every start, makes the publisher and starts its effect.
    public func eraseToEffect() -> Effect<Output, Failure> {
      // Made through an existential so that the effect's `@Sendable` closure does not capture
      // `DeferredPublisher`'s metatype (whose conformance could be isolated).
      let createPublisher: @Sendable () -> any Publisher<Output, Failure> = createPublisher
      return Effect { context, subscriber in
        createPublisher().eraseToEffect().start(context, subscriber)
      }
    }
  }
#endif
