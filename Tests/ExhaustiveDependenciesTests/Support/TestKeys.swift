import ExhaustiveConcurrency
import ExhaustiveDependencies
import Foundation

/// A client with a live value only, as most apps write their first client.
struct FactClient: Sendable {
  var fact: @Sendable (Int) async throws -> String
  var favorite: @Sendable () -> Int
  var name = "facts"
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient(
    fact: { "\($0) is a live number." },
    favorite: { 42 })
}

/// A client with a test value: read in a test without an override, it is used silently.
struct GreetingClient: Sendable {
  var greet: @Sendable (String) -> String
}

extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient { "Hello, \($0)!" }
  static let testValue = GreetingClient { "Test hello, \($0)." }
  static let previewValue = GreetingClient { "Preview hello, \($0)." }
}

/// A key whose value is another type, with only a test value (its live module is elsewhere).
enum CounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

/// A stateful test value: the cache must hand the same one to everything one test creates.
final class Counter: Sendable {
  private let count = LockIsolated(0)
  func next() -> Int {
    count.withValue { count in
      count += 1
      return count
    }
  }
}

extension DependencyValues {
  var fact: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }

  var greeting: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }

  var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
}
