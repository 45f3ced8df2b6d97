// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Replaces a failure with the publisher `handler` makes from the error.
    ///
    /// ```swift
    /// return environment.fetch(id)
    ///   .catch { _ in environment.cachedCopy(id) }
    ///   .eraseToEffect()
    /// ```
    ///
    /// Outputs before the failure pass through; then the replacement's outputs and completion.
    /// Cancelling cancels whichever of the two is running.
    public func `catch`<P: Publisher>(
      _ handler: @escaping @Sendable (Failure) -> P
    ) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
      let upstream = eraseToEffect()
      // Through an existential, so the effect's closure does not capture `P`'s metatype.
      let handler: @Sendable (Failure) -> any Publisher<Output, P.Failure> = handler
      return AnyPublisher(
        Effect { context, subscriber in
          let original = CancellableSlot()
          let replacement = CancellableSlot()
          original.fill(
            upstream.subscribe(
              in: context,
              receiveCompletion: { completion in
                switch completion {
                case .finished:
                  subscriber.send(completion: .finished)
                case .failure(let error):
                  guard !replacement.isCancelled else { return }
                  replacement.fill(handler(error).eraseToEffect().start(context, subscriber))
                }
              },
              receiveValue: { subscriber.send($0) }
            ))
          return AnyCancellable {
            original.cancel()
            replacement.cancel()
          }
        })
    }
  }
#endif
