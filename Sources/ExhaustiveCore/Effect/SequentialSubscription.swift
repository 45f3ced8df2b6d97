/// What a ``SequentialSubscription`` does after the upstream it is on completes: subscribe to
/// another, or complete downstream.
package enum SequentialStep<Output, Failure: Error> {
  case subscribe(Effect<Output, Failure>)
  case complete(EffectCompletion<Failure>)
}

/// Chooses the upstreams of a ``SequentialSubscription``, one at a time: `concatenate` walks a
/// list, a publisher's `retry` subscribes again after a failure.
package protocol SequentialPlan<Output, Failure>: Sendable {
  associatedtype Output
  associatedtype Failure: Error

  /// The step after the current upstream completed with `completion`; `nil` asks for the first.
  /// Called once per completion, never concurrently.
  mutating func next(after completion: EffectCompletion<Failure>?) -> SequentialStep<
    Output, Failure
  >
}

/// Subscribes to one upstream at a time, each chosen by a plan when the previous one completes,
/// and passes every output downstream.
///
/// Upstreams that complete while they are being subscribed are followed by a loop, not by
/// recursion, so a long run of immediate effects (or of attempts that fail at once) cannot
/// overflow the stack: a completion that finds the loop running leaves it a note, and the loop
/// takes the next step when the subscribe returns. Cancelling stops the upstream running and
/// subscribes to no more.
package final class SequentialSubscription<Plan: SequentialPlan>: Sendable {
  private let context: EffectContext
  private let downstream: EffectSubscriber<Plan.Output, Plan.Failure>
  private let state: Lock<State>

  private struct State {
    var plan: Plan
    var current: SendableCancellable?
    var isLooping = false
    /// A completion that arrived while the loop was subscribing, for the loop to act on.
    var noted: EffectCompletion<Plan.Failure>?
    var isOver = false
  }

  private enum Move {
    case subscribe(Effect<Plan.Output, Plan.Failure>)
    case complete(EffectCompletion<Plan.Failure>)
    case stop
  }

  /// A subscription that follows `plan`, sending to `downstream`; ``start()`` subscribes to the
  /// first upstream.
  package init(
    _ plan: Plan, context: EffectContext,
    downstream: EffectSubscriber<Plan.Output, Plan.Failure>
  ) {
    self.context = context
    self.downstream = downstream
    self.state = Lock(State(plan: plan))
  }

  /// Takes the plan's first step.
  package func start() {
    advance(after: nil)
  }

  /// Stops the upstream running; no step is taken after it.
  package func cancel() {
    let current = state.withLock { state -> SendableCancellable? in
      state.isOver = true
      defer { state.current = nil }
      return state.current
    }
    current?.cancel()
  }

  private func advance(after completion: EffectCompletion<Plan.Failure>?) {
    let shouldLoop = state.withLock { state -> Bool in
      guard !state.isOver else { return false }
      if state.isLooping {
        state.noted = completion
        return false
      }
      state.isLooping = true
      return true
    }
    guard shouldLoop else { return }

    var completion = completion
    while true {
      let (move, released) = state.withLock { state -> (Move, SendableCancellable?) in
        let released = state.current
        state.current = nil
        if state.isOver {
          state.isLooping = false
          return (.stop, released)
        }
        switch state.plan.next(after: completion) {
        case .subscribe(let upstream):
          return (.subscribe(upstream), released)
        case .complete(let end):
          state.isOver = true
          state.isLooping = false
          return (.complete(end), released)
        }
      }
      // Released outside the lock: releasing a cancellable can run arbitrary code.
      _ = released

      let upstream: Effect<Plan.Output, Plan.Failure>
      switch move {
      case .stop: return
      case .complete(let end):
        downstream.send(completion: end)
        return
      case .subscribe(let next): upstream = next
      }

      let cancellable = upstream.subscribe(
        in: context,
        receiveCompletion: { [self] in advance(after: $0) },
        receiveValue: { [downstream] in downstream.send($0) }
      )
      let (again, cancelNow) = state.withLock { state -> (EffectCompletion<Plan.Failure>?, Bool) in
        if state.isOver {
          state.isLooping = false
          return (nil, true)
        }
        if let noted = state.noted {
          state.noted = nil
          return (noted, false)
        }
        state.current = cancellable
        state.isLooping = false
        return (nil, false)
      }
      if cancelNow { cancellable.cancel() }
      guard let again else { return }
      completion = again
    }
  }
}
