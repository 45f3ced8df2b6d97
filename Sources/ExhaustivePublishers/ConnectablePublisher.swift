// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher that does nothing until it is connected, as Combine's `ConnectablePublisher`.
  ///
  /// Subscribers can attach before the work starts; ``connect()`` starts it for all of them, and
  /// ``autoconnect()`` starts it with the first subscriber.
  ///
  /// It is `Sendable`: connecting happens when a subscription starts, wherever that is.
  public protocol ConnectablePublisher<Output, Failure>: Publisher, Sendable {
    /// Starts the work; cancel the result to stop it.
    func connect() -> any Cancellable
  }

  extension ConnectablePublisher {
    /// A publisher that connects this one when the first subscriber arrives and cancels the
    /// connection when the last one leaves.
    ///
    /// ```swift
    /// Publishers.Timer(every: 1, scheduler: scheduler)
    ///   .autoconnect()
    ///   .sink { _ in ticks += 1 }
    ///   .store(in: &cancellables)
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> {
      Publishers.Autoconnect(upstream: self)
    }
  }
#endif
