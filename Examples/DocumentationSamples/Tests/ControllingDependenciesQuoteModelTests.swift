import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import Foundation
import XCTest

final class QuoteModelTests: XCTestCase {
  @MainActor
  func testGetQuote() async {
    let requests = LockIsolated<[Int]>([])
    let model = withDependencies {
      $0.quoteClient.fetch = { number in
        requests.withValue { $0.append(number) }
        return "Quote #\(number)."
      }
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      QuoteModel()
    }

    await model.getQuoteButtonTapped()

    XCTAssertEqual(requests.value, [0])
    XCTAssertEqual(model.quote, "Quote #0.")
    XCTAssertEqual(model.fetchedAt, Date(timeIntervalSince1970: 0))
  }
}
