// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Starts the work on `scheduler` (as soon as it runs scheduled work) rather than where the
    /// subscription is made; outputs are delivered wherever the work produces them.
    ///
    /// ```swift
    /// return environment.loadFromDisk()
    ///   .subscribe(on: environment.backgroundQueue)
    ///   .receive(on: environment.mainQueue)
    ///   .eraseToEffect()
    /// ```
    ///
    /// A subscription cancelled before the scheduler got to it never starts the work.
    public func subscribe<S: Scheduler & _SchedulerSendability>(on scheduler: S) -> AnyPublisher<
      Output, Failure
    > {
      let upstream = eraseToEffect()
      return AnyPublisher(
        Effect { context, subscriber in
          let work = CancellableSlot()
          scheduler.schedule {
            guard !work.isCancelled else { return }
            work.fill(upstream.start(context, subscriber))
          }
          return AnyCancellable { work.cancel() }
        })
    }
  }
#endif
