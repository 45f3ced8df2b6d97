import ExhaustiveCore

// Combine declares `Publisher` where it exists; there `Effect` is a Combine publisher (see
// Effect+Combine.swift and ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  /// Something that emits outputs, then finishes or fails: the publisher-lite counterpart of
  /// Combine's `Publisher`, so code written against Combine compiles without it.
  ///
  /// A publisher here is a description of work, exactly as an ``ExhaustiveCore/Effect`` is: its
  /// one requirement is the effect it stands for. Every operator (`map`, `flatMap`, `delay`, …) is
  /// built on that effect, so a publisher runs on the same runtime as every other effect, with the
  /// same cancellation by id and the same virtual time under a `TestScheduler`.
  ///
  /// ```swift
  /// struct NumbersClient {
  ///   var fetch: (Int) -> AnyPublisher<String, Error>
  /// }
  /// return environment.numbers.fetch(count)
  ///   .receive(on: environment.mainQueue)
  ///   .catchToEffect()
  ///   .map(AppAction.numberFactResponse)
  /// ```
  ///
  /// Differences from Combine: there are no `Subscriber`s and no demand (every output is delivered
  /// as soon as it is produced), so a type of your own becomes a publisher by returning its effect
  /// from ``eraseToEffect()`` rather than by implementing `receive(subscriber:)`.
  public protocol Publisher<Output, Failure> {
    /// What the publisher emits.
    associatedtype Output
    /// What the publisher fails with; `Never` when it cannot fail.
    associatedtype Failure: Error

    /// The effect that does the publisher's work: each start of it is one subscription.
    func eraseToEffect() -> Effect<Output, Failure>
  }

  extension Effect: Publisher {}
#endif

extension Effect {
  /// The effect that does `publisher`'s work.
  ///
  /// ```swift
  /// return Effect(subject.map(AppAction.tick))
  /// ```
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    self = publisher.eraseToEffect()
  }
}
