// One bug of the exploration corpus (issue 33), with its fix behind a flag: the model, shared
// by its tests beside this folder and by the benchmarks (Benchmarks/.../Exploration/Corpus is
// a link to this folder).
import ExhaustiveCore
import Observation

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
