import ExhaustiveConcurrency
import XCTest

final class AsyncStreamTests: XCTestCase {
  func testPullsItsSourceOneElementAtATime() async {
    let source = CountingSequence(elements: [1, 2, 3])
    let stream = AsyncStream(source)
    XCTAssertEqual(source.log.value, [])

    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(source.log.value, ["makeAsyncIterator", "next"])

    var rest: [Int] = []
    while let element = await iterator.next() { rest.append(element) }
    XCTAssertEqual(rest, [2, 3])
    XCTAssertEqual(
      source.log.value, ["makeAsyncIterator", "next", "next", "next", "next"],
      "one iterator for the whole stream, and one pull each, the last finding the end")
  }

  func testAnErrorEndsTheStream() async {
    let stream = CountingSequence(elements: [1, 2], failure: Failure()).eraseToStream()
    var elements: [Int] = []
    for await element in stream { elements.append(element) }
    XCTAssertEqual(elements, [1, 2])
  }

  func testThrowingStreamPassesTheErrorOn() async {
    let stream = CountingSequence(elements: [1], failure: Failure()).eraseToThrowingStream()
    var elements: [Int] = []
    do {
      for try await element in stream { elements.append(element) }
      XCTFail("the stream did not throw")
    } catch {
      XCTAssertTrue(error is Failure)
    }
    XCTAssertEqual(elements, [1])

    let plain = AsyncThrowingStream(CountingSequence(elements: [7, 8]))
    var all: [Int] = []
    do {
      for try await element in plain { all.append(element) }
    } catch {
      XCTFail("threw \(error)")
    }
    XCTAssertEqual(all, [7, 8])
  }

  func testFinishedEndsAtOnce() async throws {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    XCTAssertEqual(count, 0)
    do {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
      XCTFail("the stream did not throw")
    } catch {
      XCTAssertTrue(error is Failure)
    }
  }

  /// `.never` yields nothing and does not end on its own; the consuming task's cancellation is
  /// what ends the loop.
  func testNeverEndsOnlyWhenTheConsumerIsCancelled() async {
    let received = LockIsolated(0)
    let started = AsyncStream<Void>.makeStream()
    let consumer = Task {
      started.continuation.yield()
      for await _ in AsyncStream<Int>.never { received.withValue { $0 += 1 } }
      return "ended"
    }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()
    consumer.cancel()
    let ending = await consumer.value
    XCTAssertEqual(ending, "ended")
    XCTAssertEqual(received.value, 0)

    let throwingConsumer = Task {
      for try await _ in AsyncThrowingStream<Int, any Error>.never {}
      return "ended"
    }
    throwingConsumer.cancel()
    let throwingEnding = try? await throwingConsumer.value
    XCTAssertEqual(throwingEnding, "ended")
  }

  /// A sequence that is not `Sendable` is wrapped by the deprecated overloads, as in the peer.
  /// (`AsyncStream(source)` does not reach its deprecated overload in Swift 6 mode, in the peer
  /// either: the compiler prefers the `Sendable` one and reports the missing conformance.)
  @available(*, deprecated)
  func testDeprecatedOverloadsWrapANonSendableSequence() async throws {
    let source = NonSendableSequence()
    var elements: [Int] = []
    for await element in source.eraseToStream() { elements.append(element) }
    for try await element in source.eraseToThrowingStream() { elements.append(element) }
    XCTAssertEqual(elements, [1, 1])
  }
}

private struct Failure: Error {}

/// An async sequence that logs each iterator it makes and each element asked of it.
private struct CountingSequence: AsyncSequence, Sendable {
  typealias Element = Int
  let elements: [Int]
  var failure: Failure?
  let log = LockIsolated<[String]>([])

  func makeAsyncIterator() -> Iterator {
    log.withValue { $0.append("makeAsyncIterator") }
    return Iterator(sequence: self)
  }

  struct Iterator: AsyncIteratorProtocol {
    let sequence: CountingSequence
    var index = 0

    mutating func next() async throws -> Int? {
      sequence.log.withValue { $0.append("next") }
      guard index < sequence.elements.count else {
        if let failure = sequence.failure { throw failure }
        return nil
      }
      defer { index += 1 }
      return sequence.elements[index]
    }
  }
}

/// One element, from a class that is not `Sendable`.
private final class NonSendableSequence: AsyncSequence {
  typealias Element = Int

  func makeAsyncIterator() -> Iterator { Iterator() }

  struct Iterator: AsyncIteratorProtocol {
    var done = false
    mutating func next() async -> Int? {
      defer { done = true }
      return done ? nil : 1
    }
  }
}
