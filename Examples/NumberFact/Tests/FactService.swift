import Foundation

/// A fact endpoint whose requests stay in flight until the test answers them, in any order.
///
/// Each call records the number it was asked about and waits; `answer(_:with:)` resumes one
/// request with a fact, `fail(_:)` makes it throw ``FactServiceError``. A request cancelled
/// before either ends with `CancellationError`, and the service remembers that it was cancelled.
final class FactService: Sendable {
  private let requests = Locked<[Request]>([])

  private struct Request {
    var number: Int
    var answer: AsyncThrowingStream<String, any Error>.Continuation
    var outcome: String = "in flight"
  }

  /// The endpoint to put in the environment.
  var fact: @Sendable (Int) async throws -> String {
    { [requests] number in
      let (stream, answer) = AsyncThrowingStream.makeStream(of: String.self)
      let index = requests.withLock { requests in
        requests.append(Request(number: number, answer: answer))
        return requests.count - 1
      }
      do {
        for try await fact in stream {
          requests.withLock { $0[index].outcome = "answered" }
          return fact
        }
      } catch {
        requests.withLock { $0[index].outcome = "failed" }
        throw error
      }
      requests.withLock { $0[index].outcome = "cancelled" }
      throw CancellationError()
    }
  }

  /// The numbers asked about, in call order.
  var requestedNumbers: [Int] { requests.withLock { $0.map(\.number) } }

  /// What became of each request, in call order: "in flight", "answered", "failed" or
  /// "cancelled".
  var outcomes: [String] { requests.withLock { $0.map(\.outcome) } }

  /// Answers the request made by the `index`-th call (0-based).
  func answer(_ index: Int, with fact: String) {
    let answer = requests.withLock { $0[index].answer }
    answer.yield(fact)
  }

  /// Makes the request made by the `index`-th call (0-based) throw ``FactServiceError``.
  func fail(_ index: Int) {
    let answer = requests.withLock { $0[index].answer }
    answer.finish(throwing: FactServiceError())
  }
}

/// What a request throws when the test fails it: the service is down.
struct FactServiceError: Error {}

/// A value behind a lock, for test doubles shared with `@Sendable` endpoints.
final class Locked<Value>: @unchecked Sendable {
  // Safe: `value` is only touched inside `withLock`, which holds `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
