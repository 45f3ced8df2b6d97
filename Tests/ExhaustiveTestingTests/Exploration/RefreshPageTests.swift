import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

/// A feed whose next page is still loading when the user refreshes: if the old page lands after
/// the refreshed first page, it is appended to it.
@MainActor @Observable
final class FeedModel {
  var items: [String] = ["p0-a", "p0-b"]
  @ObservationIgnored private var page = 0
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private let dropsStalePages: Bool
  @ObservationIgnored private let load: @Sendable (Int) async -> [String]

  init(dropsStalePages: Bool, load: @escaping @Sendable (Int) async -> [String]) {
    self.dropsStalePages = dropsStalePages
    self.load = load
  }

  func nextPageTapped() {
    let generation = generation
    Task {
      let items = await load(page + 1)
      // The fix: a page requested before the latest refresh belongs to a feed that is gone.
      if dropsStalePages, generation != self.generation { return }
      page += 1
      self.items += items
    }
  }

  func refreshPulled() {
    generation += 1
    Task {
      let items = await load(0)
      page = 0
      self.items = items
    }
  }
}

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
