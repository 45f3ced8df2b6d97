import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

final class RefreshPageTests: XCTestCase {
  @MainActor
  func testARefreshedFeedShowsOnlyItsFirstPage() async {
    func body(dropsStalePages: Bool) -> @MainActor () async -> Void {
      {
        let model = FeedModel(dropsStalePages: dropsStalePages) { page in
          ["p\(page)-a", "p\(page)-b"]
        }
        model.nextPageTapped()
        model.refreshPulled()
        await settle()
        expectNoDifference(model.items, ["p0-a", "p0-b"])
      }
    }
    await checkCorpusBug(buggy: body(dropsStalePages: false), fixed: body(dropsStalePages: true))
  }
}
