// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Emits `elements` before this publisher's outputs; this publisher starts after them.
    ///
    /// ```swift
    /// return subject.prepend(0).eraseToEffect()  // 0, then what the subject sends
    /// ```
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> {
      prepend(elements)
    }

    /// Emits the elements of `elements` before this publisher's outputs.
    public func prepend<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure>
    where S.Element == Output {
      prepend(SequencePublisher<S.Element, Failure>(elements))
    }

    /// Runs `publisher` first, and this publisher once it finished.
    public func prepend<P: Publisher>(_ publisher: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
      publisher.append(self)
    }
  }
#endif
