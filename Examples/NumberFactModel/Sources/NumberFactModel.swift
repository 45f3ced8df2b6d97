import ExhaustiveDependencies
import Observation

/// Episode 239's feature as a plain model: a `@MainActor` class whose async work runs in
/// unstructured `Task`s, written as the episode writes it (`@Observable` in place of
/// `ObservableObject`, which Linux lacks), its dependencies read with `@Dependency`.
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

  @ObservationIgnored @Dependency(\.numberFact) var numberFact
  @ObservationIgnored @Dependency(\.screenshots) var screenshots

  /// A model that fetches facts from the `numberFact` dependency and counts the screenshots the
  /// `screenshots` dependency reports (the episode's `userDidTakeScreenshotNotification`).
  public init() {}

  /// `+`: the fact, and any request for it, describe another number now.
  public func incrementButtonTapped() {
    self.count += 1
    self.fact = nil
    self.factTask?.cancel()
    self.factTask = nil
  }

  /// `−`: as `+`.
  public func decrementButtonTapped() {
    self.count -= 1
    self.fact = nil
    self.factTask?.cancel()
    self.factTask = nil
  }

  /// "Get fact": cancels the request in flight and starts a new one.
  public func getFactButtonTapped() async {
    self.factTask?.cancel()
    self.fact = nil
    self.factTask = Task {
      try await self.numberFact.fact(self.count)
    }
    defer { self.factTask = nil }
    do {
      self.fact = try await self.factTask?.value
    } catch {
      // TODO: Handle error
    }
  }

  /// "Cancel": cancels the request in flight.
  public func cancelButtonTapped() {
    self.factTask?.cancel()
    self.factTask = nil
  }

  /// The view's `.task`: counts each screenshot for as long as the screen lives.
  public func onTask() async {
    for await _ in self.screenshots() {
      self.count += 1
    }
  }
}
