import Foundation

/// One iterator of a `Sendable` async sequence, made on the first pull and shared by every later
/// pull of the stream that erases the sequence, so the stream pulls (never buffers) its source.
final class SharedIterator<Base: AsyncSequence & Sendable>: @unchecked Sendable {
  // Safe to share: `iterator` is created under `lock`, and it is advanced only by the erasing
  // stream's unfolding closure, which `AsyncStream` and `AsyncThrowingStream` call for one
  // element at a time (a stream has a single consumer).
  private let base: Base
  private let lock = NSLock()
  private var iterator: Base.AsyncIterator?

  init(_ base: Base) {
    self.base = base
  }

  /// The next element, or `nil` at the end of the sequence.
  func next() async throws -> Base.Element? {
    var iterator = lock.withLock {
      if let iterator = self.iterator { return iterator }
      let iterator = base.makeAsyncIterator()
      self.iterator = iterator
      return iterator
    }
    defer { lock.withLock { self.iterator = iterator } }
    return try await iterator.next()
  }
}
