// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher you send outputs and a completion into by hand: ``PassthroughSubject`` and
  /// ``CurrentValueSubject``.
  ///
  /// Every subscriber receives every output, in the order they subscribed (a subject multicasts).
  /// After ``send(completion:)`` every subscriber has finished, later sends are ignored, and a new
  /// subscriber receives only the completion. Sending is thread-safe; outputs sent from two threads
  /// at once may reach subscribers in either order, so send from one place at a time when order
  /// matters.
  public protocol Subject: AnyObject, Publisher, Sendable {
    /// Delivers `value` to every current subscriber.
    func send(_ value: Output)

    /// Ends every current subscription with `completion`; later sends are ignored.
    func send(completion: Subscribers.Completion<Failure>)
  }

  extension Subject where Output == Void {
    /// Delivers the single `Void` output to every current subscriber.
    public func send() {
      send(())
    }
  }
#endif
