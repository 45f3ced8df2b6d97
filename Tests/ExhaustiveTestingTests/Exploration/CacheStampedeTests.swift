import ExhaustiveCore
import ExhaustiveTesting
import XCTest

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
