import Observation

/// Episode 239's feature as a plain model: a `@MainActor` class whose async work runs in
/// unstructured `Task`s, written as the episode writes it (`@Observable` in place of
/// `ObservableObject`, which Linux lacks).
@MainActor
@Observable
public final class NumberFactModel {
  /// The number the user picked.
  public var count = 0
  /// The fact about `count`, once fetched.
  public var fact: String?
  /// The fact request in flight, if any.
  public var factTask: Task<String, any Error>?

  /// True while a fact request is in flight.
  public var isLoading: Bool { factTask != nil }

  @ObservationIgnored private let numberFact: NumberFactClient
  @ObservationIgnored private let screenshots: @Sendable () -> AsyncStream<Void>

  /// A model that fetches facts from `numberFact` and counts the screenshots `screenshots`
  /// reports (the episode's `userDidTakeScreenshotNotification`).
  public init(
    numberFact: NumberFactClient,
    screenshots: @escaping @Sendable () -> AsyncStream<Void> = { AsyncStream { _ in } }
  ) {
    self.numberFact = numberFact
    self.screenshots = screenshots
  }

  /// `+`: the fact, and any request for it, describe another number now.
  public func incrementButtonTapped() {
    count += 1
    fact = nil
    factTask?.cancel()
    factTask = nil
  }

  /// `−`: as `+`.
  public func decrementButtonTapped() {
    count -= 1
    fact = nil
    factTask?.cancel()
    factTask = nil
  }

  /// "Get fact": cancels the request in flight and starts a new one.
  public func getFactButtonTapped() async {
    factTask?.cancel()
    fact = nil
    factTask = Task { try await self.numberFact.fact(self.count) }
    defer { factTask = nil }
    do {
      fact = try await factTask?.value
    } catch {
      // The episode leaves errors unhandled (a cancelled request lands here).
    }
  }

  /// "Cancel": cancels the request in flight.
  public func cancelButtonTapped() {
    factTask?.cancel()
    factTask = nil
  }

  /// The view's `.task`: counts each screenshot for as long as the screen lives.
  public func onTask() async {
    for await _ in screenshots() {
      count += 1
    }
  }
}

/// The fact endpoint.
public struct NumberFactClient: Sendable {
  /// Fetches a fact about a number.
  public var fact: @Sendable (Int) async throws -> String

  /// A client whose `fact` is `fact`.
  public init(fact: @escaping @Sendable (Int) async throws -> String) {
    self.fact = fact
  }
}
