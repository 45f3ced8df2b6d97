// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
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
          let run = SequentialSubscription(
            RetryPlan(upstream: upstream, remaining: max(retries, 0)), context: context,
            downstream: subscriber)
          run.start()
          return AnyCancellable.idempotent { run.cancel() }
        })
    }
  }

  /// The plan of a `retry`: the upstream again after each failure, while retries are left.
  private struct RetryPlan<Output, Failure: Error>: SequentialPlan {
    let upstream: Effect<Output, Failure>
    var remaining: Int

    mutating func next(after completion: EffectCompletion<Failure>?) -> SequentialStep<
      Output, Failure
    > {
      switch completion {
      case nil:
        return .subscribe(upstream)
      case .failure? where remaining > 0:
        remaining -= 1
        return .subscribe(upstream)
      case let end?:
        return .complete(end)
      }
    }
  }
#endif
