extension AsyncThrowingStream where Failure == any Error {
  /// A stream that pulls its elements from `sequence`, one for each element asked of it, and
  /// ends where the sequence ends or throws what it throws.
  ///
  /// The drop-in for swift-concurrency-extras' initializer (1.4.3):
  ///
  /// ```swift
  /// var lines: @Sendable () -> AsyncThrowingStream<String, any Error> = {
  ///   AsyncThrowingStream(UncheckedSendable(url.lines))
  /// }
  /// ```
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    let iterator = SharedIterator(sequence)
    self.init { try await iterator.next() }
  }

  /// A stream over a sequence that is not `Sendable`; wrap it in ``UncheckedSendable`` to say
  /// why sharing it is safe.
  @available(
    *, deprecated,
    message: "Explicitly wrap the given async sequence with 'UncheckedSendable' first."
  )
  @_disfavoredOverload
  public init<S: AsyncSequence>(_ sequence: S) where S.Element == Element {
    self.init(UncheckedSendable(sequence))
  }

  /// A stream that never produces an element and never ends: an endpoint a test keeps silent.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that ends at once, with no element, by throwing `error` or, when it is `nil`,
  /// normally.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}

extension AsyncSequence {
  /// This sequence as an `AsyncThrowingStream`, pulled one element at a time; see
  /// `AsyncThrowingStream.init(_:)`.
  ///
  /// ```swift
  /// let lines: AsyncThrowingStream<String, any Error> = url.lines.eraseToThrowingStream()
  /// ```
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error>
  where Self: Sendable {
    AsyncThrowingStream(self)
  }

  /// This sequence, which is not `Sendable`, as an `AsyncThrowingStream`; wrap it in
  /// ``UncheckedSendable`` first to say why sharing it is safe.
  @available(
    *, deprecated,
    message:
      "Explicitly wrap this async sequence with 'UncheckedSendable' before erasing to throwing stream."
  )
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream(UncheckedSendable(self))
  }
}
