import ExhaustiveDependencies
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The fact endpoint.
public struct NumberFactClient: Sendable {
  /// Fetches a fact about a number.
  public var fact: @Sendable (Int) async throws -> String

  /// A client whose `fact` is `fact`.
  public init(fact: @escaping @Sendable (Int) async throws -> String) {
    self.fact = fact
  }
}

extension NumberFactClient: DependencyKey {
  /// Asks numbersapi.com. No `testValue`: a test that reads the client without overriding it
  /// fails, naming `@Dependency(\.numberFact)`.
  public static let liveValue = NumberFactClient { number in
    let url = URL(string: "http://numbersapi.com/\(number)")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}

extension DependencyValues {
  /// The number fact client.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
