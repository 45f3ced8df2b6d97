extension Effect {
  /// Emits at most one output per `interval` for effects started under `id`.
  ///
  /// An output that arrives when nothing was emitted under `id` for `interval` goes out at once.
  /// One that arrives sooner waits until the interval since the last emission is over; what goes
  /// out then is the latest output that arrived meanwhile (`latest: true`) or the first one
  /// (`latest: false`). Starting another throttled effect under `id` cancels the one before, and
  /// its waiting output is carried over to the new one:
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return Effect(value: .reportScroll(offset))
  ///     .throttle(id: ScrollId(), for: 0.5, scheduler: environment.mainQueue, latest: true)
  /// ```
  ///
  /// Outputs are delivered on `scheduler`. The state is kept per store, like cancellation ids.
  public func throttle<S: Scheduler & _SchedulerSendability>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self {
    throttled(
      for: interval, scheduler: scheduler, latest: latest,
      under: CancelID(id), in: { $0.cancellations.throttles }
    )
    .cancellable(id: id, cancelInFlight: true)
  }

  /// Emits at most one output per `interval`, keeping when it last emitted and the output that
  /// waits under `id` in the `states` of the context it starts in.
  ///
  /// The one throttle: ``throttle(id:for:scheduler:latest:)`` keeps its states in the store's
  /// cancellation scope, so the effects a store starts under one id share them, and
  /// ExhaustivePublishers' `Publisher.throttle` gives each subscription states of its own.
  package func throttled<S: Scheduler & _SchedulerSendability>(
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool,
    under id: CancelID,
    in states: @escaping @Sendable (EffectContext) -> ThrottleStates
  ) -> Self {
    let scheduler = scheduler.reference
    let interval = SchedulerReference(interval)
    return Self { context, subscriber in
      let throttle = Throttle(
        id: id,
        states: states(context),
        interval: interval,
        scheduler: scheduler,
        latest: latest,
        downstream: subscriber
      )
      let upstream = subscribe(
        in: context,
        on: scheduler,
        receiveCompletion: { throttle.upstreamCompleted($0) },
        receiveValue: { throttle.receive($0) }
      )
      return SendableCancellable {
        throttle.cancel()
        upstream.cancel()
      }
    }
  }
}

/// One running throttled effect. Every method runs on the throttle's scheduler.
private final class Throttle<Output, Failure: Error, S: Scheduler & _SchedulerSendability>: Sendable
{
  private let id: CancelID
  private let states: ThrottleStates
  private let interval: SchedulerReference<S.SchedulerTimeType.Stride>
  private let scheduler: SchedulerReference<S>
  private let latest: Bool
  private let downstream: EffectSubscriber<Output, Failure>
  private let state = Lock(State())

  private enum Decision {
    case emitNow(UncheckedSendable<Any>)
    case emitAt(S.SchedulerTimeType)
  }

  private struct State {
    var isCancelled = false
    var isEmissionScheduled = false
    var completion: EffectCompletion<Failure>?
  }

  init(
    id: CancelID,
    states: ThrottleStates,
    interval: SchedulerReference<S.SchedulerTimeType.Stride>,
    scheduler: SchedulerReference<S>,
    latest: Bool,
    downstream: EffectSubscriber<Output, Failure>
  ) {
    self.id = id
    self.states = states
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
    self.downstream = downstream
  }

  func receive(_ value: Output) {
    guard !isCancelled else { return }
    let now = scheduler.value.now
    let decision = states.withRecord(for: id) { record -> Decision in
      // Kept boxed: where Combine exists, scheduler times are not `Sendable`.
      guard let last = (record?.lastEmission as? SchedulerReference<S.SchedulerTimeType>)?.value
      else {
        record = ThrottleStates.Record(lastEmission: SchedulerReference(now), held: nil)
        return .emitNow(UncheckedSendable(value))
      }
      let candidate =
        latest ? UncheckedSendable<Any>(value) : record?.held ?? UncheckedSendable<Any>(value)
      if last.distance(to: now) >= interval.value {
        record = ThrottleStates.Record(lastEmission: SchedulerReference(now), held: nil)
        return .emitNow(candidate)
      }
      record?.held = candidate
      return .emitAt(last.advanced(by: interval.value))
    }
    switch decision {
    case .emitNow(let value):
      emit(value)
    case .emitAt(let date):
      let shouldSchedule = state.withLock { state -> Bool in
        defer { state.isEmissionScheduled = true }
        return !state.isEmissionScheduled
      }
      if shouldSchedule { scheduler.value.schedule(after: date) { self.emitHeld() } }
    }
  }

  func upstreamCompleted(_ completion: EffectCompletion<Failure>) {
    let deliverNow = state.withLock { state -> Bool in
      guard state.isEmissionScheduled else { return true }
      state.completion = completion
      return false
    }
    if deliverNow { downstream.send(completion: completion) }
  }

  func cancel() {
    state.withLock { $0.isCancelled = true }
  }

  private var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Sends the held value when the interval is over.
  private func emitHeld() {
    guard !isCancelled else { return }
    let now = scheduler.value.now
    let held = states.withRecord(for: id) { record -> UncheckedSendable<Any>? in
      // Nothing held means an on-time output already went out and restarted the interval.
      guard let held = record?.held else { return nil }
      record = ThrottleStates.Record(lastEmission: SchedulerReference(now), held: nil)
      return held
    }
    if let held { emit(held) }
    let completion = state.withLock { state -> EffectCompletion<Failure>? in
      state.isEmissionScheduled = false
      defer { state.completion = nil }
      return state.completion
    }
    if let completion { downstream.send(completion: completion) }
  }

  private func emit(_ value: UncheckedSendable<Any>) {
    // Only this effect's outputs (or a superseded one's, of the same type) are ever held.
    guard let output = value.value as? Output else { return }
    downstream.send(output)
  }
}
