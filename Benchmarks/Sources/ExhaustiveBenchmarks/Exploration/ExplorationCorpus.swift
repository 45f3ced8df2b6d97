import ExhaustiveTesting
import Foundation
import Observation

/// The bugs of the test target's exploration corpus (Tests/ExhaustiveTestingTests/Exploration),
/// each a body that reports a failure on the orders that expose it; `fixed` runs the fixed
/// version. The models are the tests' own: `Corpus` is a link to their folder.
@MainActor
enum ExplorationCorpus {
  struct Bug {
    var name: String
    var body: @MainActor (_ fixed: Bool) async -> Void
  }

  static let bugs: [Bug] = [
    Bug(name: "stale response") { fixed in
      let model = SearchModel(cancelsStaleSearches: fixed) { [$0] }
      model.queryChanged("a")
      model.queryChanged("ab")
      await settle()
      expectNoDifference(model.results, ["ab"])
    },
    Bug(name: "old page after refresh") { fixed in
      let model = FeedModel(dropsStalePages: fixed) { ["p\($0)"] }
      model.nextPageTapped()
      model.refreshPulled()
      await settle()
      expectNoDifference(model.items, ["p0"])
    },
    Bug(name: "fire-and-forget order") { fixed in
      let analytics = Analytics(ordered: fixed)
      analytics.track("open")
      analytics.track("tap")
      await settle()
      await analytics.finish()
      let events = await analytics.sink.events
      expectNoDifference(events, ["open", "tap"])
    },
    Bug(name: "task group order") { fixed in
      let model = DashboardModel(keepsRequestOrder: fixed) { "row \($0)" }
      await model.load([1, 2, 3])
      expectNoDifference(model.rows, ["row 1", "row 2", "row 3"])
    },
    Bug(name: "event before subscription") { fixed in
      let bus = MessageBus()
      let inbox = InboxModel(bus: bus, subscribesFirst: fixed)
      inbox.start()
      Composer(bus: bus).sendTapped()
      await settle()
      inbox.stop()
      await settle()
      expectNoDifference(inbox.unread, 1)
    },
    Bug(name: "actor cache stampede") { fixed in
      let loads = LoadCounter()
      let cache = AvatarCache(sharesLoads: fixed) { @MainActor user in
        loads.increment()
        return "\(user).png"
      }
      let tokens = TokenStore()
      let screen = ProfileScreen()
      let header = Task {
        screen.appeared("header")
        return await cache.avatar(for: "blob")
      }
      let profile = Task {
        screen.appeared("profile")
        await tokens.refresh()
        await tokens.refresh()
        return await cache.avatar(for: "blob")
      }
      _ = await (header.value, profile.value)
      expectNoDifference(loads.value, 1)
    },
    Bug(name: "test pins an unpromised order") { fixed in
      let log = ActivityLog()
      Task.detached { await log.append("contacts") }
      Task.detached { await log.append("photos") }
      await settle()
      let entries = await log.entries
      expectNoDifference(fixed ? entries.sorted() : entries, ["contacts", "photos"])
    },
    Bug(name: "store test pins its effects' order") { fixed in
      await ProfileFeature.test(fixed: fixed)
    },
  ]
}
