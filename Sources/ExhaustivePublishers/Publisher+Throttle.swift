// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Emits at most one output per `interval` of `scheduler`'s time, as Combine's `throttle`
    /// does.
    ///
    /// ```swift
    /// return environment.downloadClient
    ///   .download(state.id, state.url)
    ///   .throttle(for: 1, scheduler: environment.mainQueue, latest: true)
    ///   .catchToEffect()
    ///   .map(DownloadComponentAction.downloadClient)
    /// ```
    ///
    /// Every output is delivered on `scheduler`. The first one goes out as soon as the scheduler
    /// runs; one that arrives within `interval` of the last emission waits for the interval to end,
    /// and what goes out then is the latest output that arrived meanwhile (`latest: true`) or the
    /// first (`latest: false`). A completion waits for an output still waiting, so nothing that
    /// arrived is lost at the end. Each subscription throttles on its own; to throttle every effect
    /// a store starts under one id, use `Effect.throttle(id:for:scheduler:latest:)`.
    public func throttle<S: Scheduler & _SchedulerSendability>(
      for interval: S.SchedulerTimeType.Stride,
      scheduler: S,
      latest: Bool
    ) -> AnyPublisher<Output, Failure> {
      let upstream = eraseToEffect()
      return AnyPublisher(
        Effect { context, subscriber in
          let throttle = PublisherThrottle(
            interval: interval, scheduler: scheduler, latest: latest, downstream: subscriber)
          let subscription = upstream.subscribe(
            in: context,
            receiveCompletion: { completion in
              scheduler.schedule { throttle.receive(completion: completion) }
            },
            receiveValue: { value in
              // Handed over to the scheduler's thread, where every step of the throttle runs.
              let value = UncheckedSendable(value)
              scheduler.schedule { throttle.receive(value.value) }
            }
          )
          return AnyCancellable {
            throttle.cancel()
            subscription.cancel()
          }
        })
    }
  }

  /// One subscription's throttle. Its steps run on the scheduler, one at a time; the lock makes what
  /// one step wrote visible to the next, which may run on another thread of a live queue.
  private final class PublisherThrottle<Output, Failure: Error, S: Scheduler>: Sendable {
    private let interval: S.SchedulerTimeType.Stride
    private let scheduler: S
    private let latest: Bool
    private let downstream: EffectSubscriber<Output, Failure>
    private let state = Lock(State())

    /// What one arriving output leads to.
    private enum Step {
      case ignore, emit, held
      case hold(until: S.SchedulerTimeType)
    }

    private struct State {
      var isCancelled = false
      var lastEmission: S.SchedulerTimeType?
      /// The output waiting for the interval to end, boxed: it only moves between steps.
      var held: UncheckedSendable<Output>?
      var isEmissionScheduled = false
      var completion: EffectCompletion<Failure>?
    }

    init(
      interval: S.SchedulerTimeType.Stride,
      scheduler: S,
      latest: Bool,
      downstream: EffectSubscriber<Output, Failure>
    ) {
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
      self.downstream = downstream
    }

    func receive(_ value: Output) {
      let now = scheduler.now
      let step = state.withLock { state -> Step in
        guard !state.isCancelled else { return .ignore }
        if let last = state.lastEmission, last.distance(to: now) < interval {
          if latest || state.held == nil { state.held = UncheckedSendable(value) }
          guard !state.isEmissionScheduled else { return .held }
          state.isEmissionScheduled = true
          return .hold(until: last.advanced(by: interval))
        }
        state.lastEmission = now
        return .emit
      }
      switch step {
      case .ignore, .held:
        return
      case .emit:
        downstream.send(value)
      case .hold(until: let date):
        scheduler.schedule(after: date) { self.emitHeld() }
      }
    }

    func receive(completion: EffectCompletion<Failure>) {
      let deliverNow = state.withLock { state -> Bool in
        guard !state.isCancelled else { return false }
        guard state.isEmissionScheduled else { return true }
        state.completion = completion
        return false
      }
      if deliverNow { downstream.send(completion: completion) }
    }

    func cancel() {
      state.withLock { $0.isCancelled = true }
    }

    private func emitHeld() {
      let now = scheduler.now
      let (held, completion) = state.withLock {
        state -> (UncheckedSendable<Output>?, EffectCompletion<Failure>?) in
        guard !state.isCancelled else { return (nil, nil) }
        defer {
          state.held = nil
          state.completion = nil
          state.isEmissionScheduled = false
        }
        if state.held != nil { state.lastEmission = now }
        return (state.held, state.completion)
      }
      if let held { downstream.send(held.value) }
      if let completion { downstream.send(completion: completion) }
    }
  }
#endif
