import ExhaustiveCore

extension Publisher {
  /// Subscribes again, up to `retries` times, when the publisher fails; the last failure goes
  /// downstream. Outputs of every attempt pass through.
  ///
  /// ```swift
  /// return environment.fetch(id)
  ///   .retry(3)
  ///   .catchToEffect()
  /// ```
  ///
  /// Attempts that fail while starting are retried in a loop, not by recursion, so even a large
  /// count cannot overflow the stack. Cancelling stops the attempt running and starts no more.
  public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
    let upstream = eraseToEffect()
    return AnyPublisher(
      Effect { context, subscriber in
        let run = RetryRun(
          upstream: upstream, retries: max(retries, 0), context: context, downstream: subscriber)
        run.attempt()
        return AnyCancellable.idempotent { run.cancel() }
      })
  }
}

/// One subscription of a `retry`: the attempt running and how many are left.
private final class RetryRun<Output, Failure: Error>: Sendable {
  private let upstream: Effect<Output, Failure>
  private let context: EffectContext
  private let downstream: EffectSubscriber<Output, Failure>
  private let state: Lock<State>

  private struct State {
    var remaining: Int
    var current: AnyCancellable?
    var isLooping = false
    /// An attempt failed while the loop was starting it: the loop starts the next one.
    var retryRequested = false
    var isOver = false
  }

  init(
    upstream: Effect<Output, Failure>, retries: Int, context: EffectContext,
    downstream: EffectSubscriber<Output, Failure>
  ) {
    self.upstream = upstream
    self.context = context
    self.downstream = downstream
    self.state = Lock(State(remaining: retries))
  }

  /// Starts an attempt, and keeps starting while attempts fail during their own start.
  func attempt() {
    let shouldLoop = state.withLock { state -> Bool in
      if state.isLooping {
        state.retryRequested = true
        return false
      }
      state.isLooping = true
      return true
    }
    guard shouldLoop else { return }

    while true {
      let released = state.withLock { state -> (AnyCancellable?, Bool) in
        defer { state.current = nil }
        state.retryRequested = false
        if state.isOver { state.isLooping = false }
        return (state.current, state.isOver)
      }
      _ = released.0
      if released.1 { return }

      let cancellable = upstream.subscribe(
        in: context,
        receiveCompletion: { [self] in completed(with: $0) },
        receiveValue: { [downstream] in downstream.send($0) }
      )
      let (again, cancelNow) = state.withLock { state -> (Bool, Bool) in
        if state.isOver {
          state.isLooping = false
          return (false, true)
        }
        if state.retryRequested { return (true, false) }
        state.current = cancellable
        state.isLooping = false
        return (false, false)
      }
      if cancelNow { cancellable.cancel() }
      if !again { return }
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

  private func completed(with completion: EffectCompletion<Failure>) {
    let retry = state.withLock { state -> Bool? in
      guard !state.isOver else { return nil }
      if case .failure = completion, state.remaining > 0 {
        state.remaining -= 1
        return true
      }
      state.isOver = true
      return false
    }
    switch retry {
    case true?: attempt()
    case false?: downstream.send(completion: completion)
    case nil: break
    }
  }
}
