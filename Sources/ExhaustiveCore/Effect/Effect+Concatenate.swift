extension Effect {
  /// Runs `effects` one after another: each starts when the previous one finished.
  ///
  /// The concatenation completes after the last effect, and fails as soon as one fails (the rest
  /// never start). Cancelling it cancels the running effect and starts no more.
  ///
  /// ```swift
  /// return .concatenate(
  ///   Effect.cancel(id: "todo completion effect"),
  ///   Effect(value: .todoDelayCompleted)
  ///     .delay(for: 1, scheduler: DispatchQueue.main)
  ///     .eraseToEffect()
  ///     .cancellable(id: "todo completion effect")
  /// )
  /// ```
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs `effects` one after another; see the variadic `concatenate(_:)`.
  public static func concatenate<Effects: Collection>(_ effects: Effects) -> Self
  where Effects.Element == Self {
    let effects = effects.filter { !$0.isNone }
    if let trivial = trivialCombination(of: effects) { return trivial }
    return Self { context, subscriber in
      let concatenation = Concatenation(effects: effects, context: context, downstream: subscriber)
      concatenation.advance()
      return AnyCancellable { concatenation.cancel() }
    }
  }

  /// Runs `other` after this effect finished; see the variadic `concatenate(_:)`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }
}

/// One running concatenation.
///
/// Children that complete synchronously are followed by a loop rather than by recursion, so a
/// long list of immediate effects cannot overflow the stack: whoever finds the loop already
/// running only leaves a note, and the running loop starts the next child.
private final class Concatenation<Output, Failure: Error>: Sendable {
  private let effects: [Effect<Output, Failure>]
  private let context: EffectContext
  private let downstream: EffectSubscriber<Output, Failure>
  private let state = Lock(State())

  private enum Step {
    case start(Effect<Output, Failure>)
    case finish
    case stop
  }

  private struct State {
    var next = 0
    var current: AnyCancellable?
    var isLooping = false
    var currentCompleted = false
    var isOver = false
  }

  init(
    effects: [Effect<Output, Failure>],
    context: EffectContext,
    downstream: EffectSubscriber<Output, Failure>
  ) {
    self.effects = effects
    self.context = context
    self.downstream = downstream
  }

  /// Starts the next child, and keeps going while children complete during their own start.
  func advance() {
    let shouldLoop = state.withLock { state -> Bool in
      if state.isLooping {
        state.currentCompleted = true
        return false
      }
      state.isLooping = true
      return true
    }
    guard shouldLoop else { return }

    while true {
      let (step, released) = state.withLock { state -> (Step, AnyCancellable?) in
        let released = state.current
        state.current = nil
        state.currentCompleted = false
        if state.isOver {
          state.isLooping = false
          return (.stop, released)
        }
        guard state.next < effects.count else {
          state.isOver = true
          state.isLooping = false
          return (.finish, released)
        }
        defer { state.next += 1 }
        return (.start(effects[state.next]), released)
      }
      _ = released

      let effect: Effect<Output, Failure>
      switch step {
      case .stop: return
      case .finish:
        downstream.send(completion: .finished)
        return
      case .start(let next): effect = next
      }

      let child = effect.subscribe(
        in: context,
        receiveCompletion: { [self] completion in
          switch completion {
          case .finished: advance()
          case .failure: fail(with: completion)
          }
        },
        receiveValue: { [downstream] in downstream.send($0) }
      )
      let (keepLooping, cancelChild) = state.withLock { state -> (Bool, Bool) in
        if state.isOver {
          state.isLooping = false
          return (false, true)
        }
        if state.currentCompleted { return (true, false) }
        state.current = child
        state.isLooping = false
        return (false, false)
      }
      if cancelChild { child.cancel() }
      if !keepLooping { return }
    }
  }

  func cancel() {
    let current = state.withLock { state -> AnyCancellable? in
      state.isOver = true
      defer { state.current = nil }
      return state.current
    }
    current?.cancel()
  }

  private func fail(with completion: EffectCompletion<Failure>) {
    let isFirst = state.withLock { state -> Bool in
      guard !state.isOver else { return false }
      state.isOver = true
      return true
    }
    if isFirst { downstream.send(completion: completion) }
  }
}
