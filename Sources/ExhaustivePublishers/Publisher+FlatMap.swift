// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Starts the publisher `transform` makes from each output, and emits the outputs of all of
    /// them as they come.
    ///
    /// ```swift
    /// return ids.flatMap { environment.fetch($0) }.catchToEffect()
    /// ```
    ///
    /// Finishes once the upstream and every publisher it made have finished; fails with the first
    /// failure, cancelling everything still running. There is no `maxPublishers`: demand is
    /// unlimited, so every inner publisher starts as soon as its output arrives.
    public func flatMap<P: Publisher>(
      _ transform: @escaping @Sendable (Output) -> P
    ) -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
      let upstream = eraseToEffect()
      // Through an existential, so the effect's closure does not capture `P`'s metatype.
      let transform: @Sendable (Output) -> any Publisher<P.Output, Failure> = transform
      return AnyPublisher(
        Effect { context, subscriber in
          let run = FlatMapRun(downstream: subscriber)
          run.fillUpstream(
            upstream.subscribe(
              in: context,
              receiveCompletion: { run.upstreamCompleted($0) },
              receiveValue: { run.start(transform($0).eraseToEffect(), in: context) }
            ))
          return AnyCancellable.idempotent { run.cancel() }
        })
    }
  }

  /// One subscription of a `flatMap`: the upstream, the inner effects still running, and whether
  /// it is over. Ends exactly once: finished, failed or cancelled.
  private final class FlatMapRun<Output, Failure: Error>: Sendable {
    private let downstream: EffectSubscriber<Output, Failure>
    private let upstream = CancellableSlot()
    private let state = Lock(State())

    private struct State {
      var inners: [Int: Inner] = [:]
      var nextKey = 0
      var upstreamFinished = false
      var isOver = false
    }

    private enum Inner {
      case starting
      case running(AnyCancellable)
    }

    init(downstream: EffectSubscriber<Output, Failure>) {
      self.downstream = downstream
    }

    func fillUpstream(_ cancellable: AnyCancellable) {
      upstream.fill(cancellable)
    }

    func start(_ inner: Effect<Output, Failure>, in context: EffectContext) {
      let key = state.withLock { state -> Int? in
        guard !state.isOver else { return nil }
        defer { state.nextKey += 1 }
        state.inners[state.nextKey] = .starting
        return state.nextKey
      }
      guard let key else { return }
      let cancellable = inner.subscribe(
        in: context,
        receiveCompletion: { self.innerCompleted(key, with: $0) },
        receiveValue: { self.downstream.send($0) }
      )
      let cancelNow = state.withLock { state -> Bool in
        if state.isOver { return true }
        // Absent when the inner effect completed while it was starting: nothing to keep.
        if case .starting = state.inners[key] { state.inners[key] = .running(cancellable) }
        return false
      }
      if cancelNow { cancellable.cancel() }
    }

    func upstreamCompleted(_ completion: EffectCompletion<Failure>) {
      switch completion {
      case .finished:
        let isLast = state.withLock { state -> Bool in
          guard !state.isOver else { return false }
          state.upstreamFinished = true
          state.isOver = state.inners.isEmpty
          return state.isOver
        }
        if isLast { downstream.send(completion: .finished) }
      case .failure:
        fail(with: completion)
      }
    }

    func cancel() {
      for inner in end() ?? [] { inner.cancel() }
      upstream.cancel()
    }

    private func innerCompleted(_ key: Int, with completion: EffectCompletion<Failure>) {
      switch completion {
      case .finished:
        let (released, isLast) = state.withLock { state -> (Inner?, Bool) in
          guard !state.isOver else { return (nil, false) }
          let released = state.inners.removeValue(forKey: key)
          state.isOver = state.upstreamFinished && state.inners.isEmpty
          return (released, state.isOver)
        }
        _ = released
        if isLast { downstream.send(completion: .finished) }
      case .failure:
        fail(with: completion)
      }
    }

    private func fail(with completion: EffectCompletion<Failure>) {
      guard let inners = end() else { return }
      for inner in inners { inner.cancel() }
      upstream.cancel()
      downstream.send(completion: completion)
    }

    /// Marks the run over and hands back the inner effects still running, or nil if it was over.
    private func end() -> [AnyCancellable]? {
      state.withLock { state -> [AnyCancellable]? in
        guard !state.isOver else { return nil }
        state.isOver = true
        defer { state.inners = [:] }
        return state.inners.values.compactMap { inner -> AnyCancellable? in
          if case .running(let cancellable) = inner { return cancellable }
          return nil
        }
      }
    }
  }

  extension Publisher where Failure == Never {
    /// Starts the publisher `transform` makes from each output of a publisher that cannot fail,
    /// taking on the inner publishers' failure type.
    ///
    /// ```swift
    /// return queries.flatMap { environment.search($0) }.catchToEffect()
    /// ```
    public func flatMap<P: Publisher>(
      _ transform: @escaping @Sendable (Output) -> P
    ) -> AnyPublisher<P.Output, P.Failure> {
      setFailureType(to: P.Failure.self).flatMap(transform)
    }
  }
#endif
