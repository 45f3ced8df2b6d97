import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// Counts the loads that reach the network.
final class LoadCounter: Sendable {
  private let count = Lock(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

/// An actor cache whose lookups suspend while loading: actor reentrancy lets a second lookup of
/// the same key miss while the first is loading, and load it again.
actor AvatarCache {
  private var avatars: [String: String] = [:]
  private var loading: [String: Task<String, Never>] = [:]
  private let sharesLoads: Bool
  private let load: @Sendable (String) async -> String

  init(sharesLoads: Bool, load: @escaping @Sendable (String) async -> String) {
    self.sharesLoads = sharesLoads
    self.load = load
  }

  func avatar(for user: String) async -> String {
    if let avatar = avatars[user] { return avatar }
    // The fix: a lookup that finds the load in flight waits for it.
    if sharesLoads {
      if let inFlight = loading[user] { return await inFlight.value }
      let load = load
      let task = Task { await load(user) }
      loading[user] = task
      let avatar = await task.value
      avatars[user] = avatar
      loading[user] = nil
      return avatar
    }
    let avatar = await load(user)
    avatars[user] = avatar
    return avatar
  }
}

/// The views that show the avatar, on the main actor.
@MainActor
final class ProfileScreen {
  private(set) var views: [String] = []
  func appeared(_ view: String) { views.append(view) }
}

/// Where the profile screen refreshes its token before it looks the avatar up.
actor TokenStore {
  private(set) var refreshes = 0
  func refresh() { refreshes += 1 }
}

final class CacheStampedeTests: XCTestCase {
  @MainActor
  func testTwoLookupsLoadOnce() async {
    func body(sharesLoads: Bool) -> @MainActor () async -> Void {
      {
        let loads = LoadCounter()
        // The loader asks the main actor's session for the request, so each load suspends.
        let cache = AvatarCache(sharesLoads: sharesLoads) { @MainActor user in
          loads.increment()
          return "\(user).png"
        }
        let screen = ProfileScreen()
        let header = Task {
          screen.appeared("header")
          return await cache.avatar(for: "blob")
        }
        let tokens = TokenStore()
        let profile = Task {
          screen.appeared("profile")
          await tokens.refresh()
          await tokens.refresh()
          return await cache.avatar(for: "blob")
        }
        _ = await (header.value, profile.value)
        XCTAssertNoDifference(loads.value, 1)
      }
    }
    await checkCorpusBug(buggy: body(sharesLoads: false), fixed: body(sharesLoads: true))
  }
}
