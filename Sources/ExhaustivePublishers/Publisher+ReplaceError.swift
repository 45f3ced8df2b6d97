// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Replaces a failure with `output` followed by a finish: a publisher that cannot fail.
    ///
    /// ```swift
    /// return environment.fetchAvatar(id)
    ///   .replaceError(with: .placeholder)
    ///   .map(AppAction.avatarLoaded)
    ///   .eraseToEffect()
    /// ```
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
      let upstream = eraseToEffect()
      // Handed to whichever thread fails; see the note on `Effect(value:)`.
      let replacement = UncheckedSendable(output)
      return AnyPublisher(
        Effect { context, subscriber in
          upstream.subscribe(
            in: context,
            receiveCompletion: { completion in
              if case .failure = completion { subscriber.send(replacement.value) }
              subscriber.send(completion: .finished)
            },
            receiveValue: { subscriber.send($0) }
          )
        })
    }
  }
#endif
