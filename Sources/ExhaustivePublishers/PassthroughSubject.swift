// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A subject that passes every output it is sent to its current subscribers, and keeps none.
  ///
  /// The way a test drives a long-living effect:
  ///
  /// ```swift
  /// let ticks = PassthroughSubject<Void, Never>()
  /// // reducer: case .start: return ticks.eraseToEffect().map { .tick }
  /// store.assert(
  ///   .send(.start),
  ///   .do { ticks.send() },
  ///   .receive(.tick) { $0.count = 1 },
  ///   .do { ticks.send(completion: .finished) }
  /// )
  /// ```
  ///
  /// Subscribers receive each output in the order they subscribed; a subscriber that joins later
  /// misses what was sent before. ``send(completion:)`` ends every subscription, later sends are
  /// ignored, and a subscriber that joins after it receives only the completion. Cancelling a
  /// subscription stops delivery to it at once, even in the middle of a send. Thread-safe (a lock
  /// guards the subscriber list; outputs are delivered outside it).
  public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let multicast = Multicast<Output, Failure>(current: nil)

    /// A subject with no subscribers yet.
    public init() {}

    /// Delivers `value` to every current subscriber, in subscription order.
    public func send(_ value: Output) {
      multicast.send(value, keep: false)
    }

    /// Ends every current subscription with `completion`; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
      multicast.send(completion: completion)
    }

    /// The effect each of whose starts is one subscription to the subject.
    public func eraseToEffect() -> Effect<Output, Failure> {
      multicast.effect
    }
  }
#endif
