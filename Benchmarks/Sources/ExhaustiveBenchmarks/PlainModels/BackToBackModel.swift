import Observation

/// Episode 239's model as the episode writes it (`@Observable` for `ObservableObject`): the
/// plain-model side of the back-to-back benchmark, tested by both `withMainSerialExecutor`s.
@MainActor
@Observable
final class BackToBackModel {
  var count = 0
  var fact: String?
  var factTask: Task<String, any Error>?

  @ObservationIgnored private let fetchFact: @Sendable (Int) async throws -> String

  init(fact: @escaping @Sendable (Int) async throws -> String) {
    self.fetchFact = fact
  }

  func getFactButtonTapped() async {
    factTask?.cancel()
    fact = nil
    factTask = Task { try await self.fetchFact(self.count) }
    defer { factTask = nil }
    do {
      fact = try await factTask?.value
    } catch {
      // A cancelled request: the newer one answers.
    }
  }
}

/// Two fact requests, each answered when the test says: the first call waits on `first`, the
/// second on `second`.
struct BackToBackAnswers: Sendable {
  let first = AsyncStream.makeStream(of: String.self)
  let second = AsyncStream.makeStream(of: String.self)
  private let calls = Counter()

  @Sendable func fact(_ number: Int) async -> String {
    calls.increment()
    let stream = calls.value == 1 ? first.stream : second.stream
    return await stream.first(where: { _ in true }) ?? ""
  }
}
