// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher where Failure == Never {
    /// The same publisher, typed as failing with `failureType`, which it never does.
    ///
    /// ```swift
    /// let client = NumbersClient(fetch: { _ in
    ///   Just("42 is a good number").setFailureType(to: APIError.self).eraseToAnyPublisher()
    /// })
    /// ```
    public func setFailureType<NewFailure: Error>(
      to failureType: NewFailure.Type
    ) -> AnyPublisher<Output, NewFailure> {
      let upstream = eraseToEffect()
      return AnyPublisher(
        Effect { context, subscriber in
          upstream.subscribe(
            in: context,
            // A `Never` failure: the completion can only be `.finished`.
            receiveCompletion: { _ in subscriber.send(completion: .finished) },
            receiveValue: { subscriber.send($0) }
          )
        })
    }
  }
#endif
