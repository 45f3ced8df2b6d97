extension Effect {
  /// An effect that bridges a callback-based API: when started, `work` receives the subscriber to
  /// send outputs and a completion through, and returns what stops the work.
  ///
  /// ```swift
  /// Effect<Location, Never>.run { subscriber in
  ///   let token = locationManager.observe { subscriber.send($0) }
  ///   return AnyCancellable { locationManager.stopObserving(token) }
  /// }
  /// ```
  ///
  /// Sends after a completion, or after the effect was cancelled, are ignored. The returned
  /// cancellable is cancelled when the effect is cancelled or its subscription is released, also
  /// after a completion, so it is the place for cleanup.
  public static func run(
    _ work: @escaping @Sendable (EffectSubscriber<Output, Failure>) -> any Cancellable
  ) -> Self {
    Self { _, subscriber in
      let cancellable = work(subscriber)
      // An `SendableCancellable` already stops its work at most once, and the subscription cancels
      // it explicitly when it ends: wrapping it again would only cost a second handle and lock.
      return cancellable as? SendableCancellable ?? SendableCancellable(cancellable)
    }
  }
}
