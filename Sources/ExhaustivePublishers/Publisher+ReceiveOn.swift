// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Delivers every output and the completion on `scheduler`, in the order they were produced.
    ///
    /// ```swift
    /// return environment.fetch(id)
    ///   .receive(on: environment.mainQueue)
    ///   .catchToEffect()
    /// ```
    public func receive<S: Scheduler & _SchedulerSendability>(on scheduler: S) -> AnyPublisher<
      Output, Failure
    > {
      AnyPublisher(eraseToEffect().receive(on: scheduler))
    }
  }
#endif
