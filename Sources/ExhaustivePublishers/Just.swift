// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher that emits one output and finishes, once per subscriber.
  ///
  /// ```swift
  /// return Just(AppAction.todoDelayCompleted)
  ///   .delay(for: 1, scheduler: environment.mainQueue)
  ///   .eraseToEffect()
  /// ```
  public struct Just<Output>: Publisher {
    /// `Just` cannot fail.
    public typealias Failure = Never

    /// The output every subscriber receives.
    public let output: Output

    /// A publisher that emits `output` and finishes.
    public init(_ output: Output) {
      self.output = output
    }

    /// The effect that emits ``output`` and finishes, as `Effect(value:)` does.
    public func eraseToEffect() -> Effect<Output, Never> {
      Effect(value: output)
    }
  }

  extension Just: Sendable where Output: Sendable {}
  extension Just: Equatable where Output: Equatable {}
#endif
