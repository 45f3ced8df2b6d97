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
      AnyPublisher(
        eraseToEffect().throttled(
          for: interval, scheduler: scheduler, latest: latest,
          under: CancelID(SubscriptionThrottle()), in: { _ in ThrottleStates() }))
    }
  }

  /// The id a subscription's throttle keeps its state under: each subscription has states of its
  /// own, so one id serves them all.
  private struct SubscriptionThrottle: Hashable, Sendable {}
#endif
