// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A subject that holds a current value: a new subscriber receives it first, and every value
  /// sent replaces it.
  ///
  /// ```swift
  /// let settings = CurrentValueSubject<Settings, Never>(.default)
  /// // reducer: case .onAppear: return settings.eraseToEffect().map(AppAction.settingsChanged)
  /// settings.value.theme = .dark  // delivered to every subscriber
  /// ```
  ///
  /// Multicasts like ``PassthroughSubject`` (subscription order, cancellation takes effect at
  /// once). After ``send(completion:)`` the value is frozen: later sends, and assignments to
  /// ``value``, are ignored, and a new subscriber receives only the completion. Thread-safe.
  public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let multicast: Multicast<Output, Failure>

    /// A subject whose current value is `value`.
    public init(_ value: Output) {
      multicast = Multicast(current: value)
    }

    /// The current value; assigning sends the new value to every subscriber.
    public var value: Output {
      get {
        // Never nil: the multicast starts with a value and only ever replaces it.
        multicast.current!
      }
      set { send(newValue) }
    }

    /// Makes `value` the current value and delivers it to every subscriber, in subscription order.
    public func send(_ value: Output) {
      multicast.send(value, keep: true)
    }

    /// Ends every current subscription with `completion`; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
      multicast.send(completion: completion)
    }

    /// The effect each of whose starts is one subscription: the current value, then every value
    /// sent until the subject completes or the subscription is cancelled.
    public func eraseToEffect() -> Effect<Output, Failure> {
      multicast.effect
    }
  }
#endif
