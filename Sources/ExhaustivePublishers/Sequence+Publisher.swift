// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Sequence {
    /// A publisher that emits the sequence's elements, in order, then finishes.
    ///
    /// ```swift
    /// return [1, 2, 3].publisher.map(AppAction.number).eraseToEffect()
    /// ```
    public var publisher: AnyPublisher<Element, Never> {
      AnyPublisher(SequencePublisher<Element, Never>(self))
    }
  }

  /// Emits the elements it holds, in order, then finishes; stops between two elements when the
  /// subscription is cancelled (for example by a `prefix` downstream).
  struct SequencePublisher<Output, Failure: Error>: Publisher {
    // Safe for the reason `Effect(value:)` gives: the elements are only ever copied out, once per
    // start, to the one downstream of that start.
    private let elements: UncheckedSendable<[Output]>

    init<S: Sequence>(_ elements: S) where S.Element == Output {
      self.elements = UncheckedSendable(Array(elements))
    }

    func eraseToEffect() -> Effect<Output, Failure> {
      let elements = elements
      return Effect { _, subscriber in
        for element in elements.value {
          guard !subscriber.isTerminated else { break }
          subscriber.send(element)
        }
        subscriber.send(completion: .finished)
        return .empty
      }
    }
  }
#endif
