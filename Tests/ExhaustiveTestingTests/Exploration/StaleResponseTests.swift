import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

final class StaleResponseTests: XCTestCase {
  @MainActor
  func testTheLatestQueryWins() async {
    func body(cancelsStaleSearches: Bool) -> @MainActor () async -> Void {
      {
        // A search that does its work off the main actor, as a network client does.
        let model = SearchModel(cancelsStaleSearches: cancelsStaleSearches) { [$0] }
        model.queryChanged("a")
        model.queryChanged("ab")
        await settle()
        expectNoDifference(model.results, ["ab"])
      }
    }
    await checkCorpusBug(
      buggy: body(cancelsStaleSearches: false), fixed: body(cancelsStaleSearches: true))
  }
}
