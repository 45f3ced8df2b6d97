// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Delays every output, and the completion, by `dueTime` on `scheduler`; a `TestScheduler`
    /// delivers them when it is advanced.
    ///
    /// ```swift
    /// return Just(AppAction.todoDelayCompleted)
    ///   .delay(for: 1, scheduler: environment.mainQueue)
    ///   .eraseToEffect()
    ///   .cancellable(id: CancelDelayId(), cancelInFlight: true)
    /// ```
    public func delay<S: Scheduler & _SchedulerSendability>(
      for dueTime: S.SchedulerTimeType.Stride,
      scheduler: S
    ) -> AnyPublisher<Output, Failure> {
      AnyPublisher(eraseToEffect().delay(for: dueTime, scheduler: scheduler))
    }
  }
#endif
