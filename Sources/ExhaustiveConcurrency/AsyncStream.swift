extension AsyncStream {
  /// A stream that pulls its elements from `sequence`, one for each element asked of it, and
  /// ends where the sequence ends (or throws: an error ends the stream, as `AsyncStream` cannot
  /// carry one).
  ///
  /// The drop-in for swift-concurrency-extras' initializer (1.4.3), to keep an async sequence of
  /// any type in a dependency's endpoint:
  ///
  /// ```swift
  /// struct ScreenshotsClient {
  ///   var screenshots: @Sendable () -> AsyncStream<Void>
  /// }
  /// let live = ScreenshotsClient {
  ///   AsyncStream(UncheckedSendable(notifications.map { _ in }))
  /// }
  /// ```
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    let iterator = SharedIterator(sequence)
    self.init { try? await iterator.next() }
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

  /// A stream that ends at once, with no element.
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncSequence {
  /// This sequence as an `AsyncStream`, pulled one element at a time; see
  /// `AsyncStream.init(_:)`.
  ///
  /// ```swift
  /// let numbers: AsyncStream<Int> = [1, 2, 3].async.eraseToStream()
  /// ```
  public func eraseToStream() -> AsyncStream<Element> where Self: Sendable {
    AsyncStream(self)
  }

  /// This sequence, which is not `Sendable`, as an `AsyncStream`; wrap it in
  /// ``UncheckedSendable`` first to say why sharing it is safe.
  @available(
    *, deprecated,
    message:
      "Explicitly wrap this async sequence with 'UncheckedSendable' before erasing to stream."
  )
  public func eraseToStream() -> AsyncStream<Element> {
    AsyncStream(UncheckedSendable(self))
  }
}
