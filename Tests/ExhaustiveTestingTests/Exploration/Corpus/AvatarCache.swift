// One bug of the exploration corpus (issue 33), with its fix behind a flag: the model, shared
// by its tests beside this folder and by the benchmarks (Benchmarks/.../Exploration/Corpus is
// a link to this folder).
import ExhaustiveCore

/// Counts the loads that reach the network.
final class LoadCounter: Sendable {
  private let count = Locked(0)
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
