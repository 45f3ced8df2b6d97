// The model of the article "Controlling dependencies" (ControllingDependencies.md), the file the
// article shows from its imports on.
import ExhaustiveDependencies
import Foundation
import Observation

struct QuoteClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension QuoteClient: DependencyKey {
  static let liveValue = QuoteClient { number in
    "Quote #\(number), from the server."
  }
}

extension DependencyValues {
  var quoteClient: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}

@MainActor
@Observable
final class QuoteModel {
  var number = 0
  var quote: String?
  var fetchedAt: Date?

  @ObservationIgnored @Dependency(\.quoteClient) var quoteClient
  @ObservationIgnored @Dependency(\.date) var date

  func getQuoteButtonTapped() async {
    quote = try? await quoteClient.fetch(number)
    fetchedAt = date()
  }
}
