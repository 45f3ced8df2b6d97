/// The receiving end of a running effect, for bridging a callback API.
///
/// It is what `Effect.run { subscriber in … }` hands you.
///
/// Thread-safe. After a completion, or after the subscription is cancelled, further calls are
/// ignored, so a callback API that fires late cannot deliver into a finished effect.
public final class EffectSubscriber<Output, Failure: Error>: Sendable {
  private let state: Lock<Handlers?>

  private struct Handlers {
    var receiveValue: @Sendable (Output) -> Void
    var receiveCompletion: @Sendable (EffectCompletion<Failure>) -> Void
  }

  package init(
    receiveValue: @escaping @Sendable (Output) -> Void,
    receiveCompletion: @escaping @Sendable (EffectCompletion<Failure>) -> Void
  ) {
    self.state = Lock(Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
  }

  /// Delivers one output downstream.
  public func send(_ value: Output) {
    // Call out without holding the lock: downstream may start or cancel other effects.
    guard let receive = state.withLock({ $0?.receiveValue }) else { return }
    receive(value)
  }

  /// Ends the effect; later sends are ignored.
  public func send(completion: EffectCompletion<Failure>) {
    let handlers = state.withLock { handlers -> Handlers? in
      defer { handlers = nil }
      return handlers
    }
    handlers?.receiveCompletion(completion)
  }

  /// True once the effect completed or its subscription was cancelled.
  public var isTerminated: Bool { state.withLock { $0 == nil } }

  /// Stops delivery without a completion: the downstream went away.
  package func terminate() {
    // Release the handlers after unlocking: what they capture may cancel other work on deinit.
    let handlers = state.withLock { handlers -> Handlers? in
      defer { handlers = nil }
      return handlers
    }
    _ = handlers
  }
}

extension EffectSubscriber where Output == Void {
  /// Delivers the single `Void` output.
  public func send() { send(()) }
}
