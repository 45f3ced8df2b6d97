extension Effect {
  /// Runs all `effects` at once and emits their outputs as they come.
  ///
  /// The merged effect completes once every effect completed, and fails (cancelling the others)
  /// as soon as one fails. Cancelling it cancels every effect it started.
  ///
  /// ```swift
  /// return .merge(
  ///   Effect(value: .loaded),
  ///   .fireAndForget { environment.analytics.track("load") }
  /// )
  /// ```
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs all `effects` at once and emits their outputs as they come.
  ///
  /// See the variadic `merge(_:)`: completes after all of them, fails with the first failure.
  public static func merge<Effects: Collection>(_ effects: Effects) -> Self
  where Effects.Element == Self {
    combination(of: effects) { effects, context, subscriber in
      let merge = MergeState(count: effects.count)
      for (index, effect) in effects.enumerated() {
        // Only a child that failed synchronously can end the merge while it is starting.
        if merge.isOver { break }
        let child = effect.subscribe(
          in: context,
          receiveCompletion: { merge.childCompleted(index, with: $0, downstream: subscriber) },
          receiveValue: { subscriber.send($0) }
        )
        merge.store(child, at: index)
      }
      return SendableCancellable { merge.cancel() }
    }
  }

  /// Runs this effect and `other` at once; see the variadic `merge(_:)`.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }
}

/// The children of one running merge and how many are still going.
private final class MergeState: Sendable {
  private let state: Lock<State>

  private struct State {
    var children: [Child]
    var remaining: Int
    var isOver = false
  }

  private enum Child {
    case starting
    case running(SendableCancellable)
    case done
  }

  init(count: Int) {
    state = Lock(State(children: Array(repeating: .starting, count: count), remaining: count))
  }

  var isOver: Bool { state.withLock { $0.isOver } }

  /// Keeps a started child alive unless it already completed or the merge is over.
  func store(_ child: SendableCancellable, at index: Int) {
    let cancelNow = state.withLock { state -> Bool in
      if state.isOver { return true }
      if case .starting = state.children[index] { state.children[index] = .running(child) }
      return false
    }
    // A child that completed while starting is released here; its cancel is a no-op.
    if cancelNow { child.cancel() }
  }

  func childCompleted<Output, Failure>(
    _ index: Int,
    with completion: EffectCompletion<Failure>,
    downstream: EffectSubscriber<Output, Failure>
  ) {
    switch completion {
    case .finished:
      let (released, isLast) = state.withLock { state -> (SendableCancellable?, Bool) in
        guard !state.isOver else { return (nil, false) }
        var released: SendableCancellable?
        if case .running(let child) = state.children[index] { released = child }
        state.children[index] = .done
        state.remaining -= 1
        if state.remaining == 0 { state.isOver = true }
        return (released, state.remaining == 0)
      }
      _ = released
      if isLast { downstream.send(completion: .finished) }
    case .failure:
      guard let siblings = end() else { return }
      for sibling in siblings { sibling.cancel() }
      downstream.send(completion: completion)
    }
  }

  func cancel() {
    for child in end() ?? [] { child.cancel() }
  }

  /// Marks the merge over and hands back the children still running, or nil if it was over.
  private func end() -> [SendableCancellable]? {
    state.withLock { state -> [SendableCancellable]? in
      guard !state.isOver else { return nil }
      state.isOver = true
      let running = state.children.compactMap { child -> SendableCancellable? in
        if case .running(let cancellable) = child { return cancellable }
        return nil
      }
      state.children = []
      return running
    }
  }
}
