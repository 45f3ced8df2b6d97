import ExhaustiveTesting
import Foundation
import Observation

/// The bugs of the test target's exploration corpus (Tests/ExhaustiveTestingTests/Exploration),
/// each a body that reports a failure on the orders that expose it; `fixed` runs the fixed
/// version.
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
  ]
}

@MainActor @Observable
final class SearchModel {
  var results: [String] = []
  @ObservationIgnored private let search: @Sendable (String) async -> [String]
  @ObservationIgnored private var searchTask: Task<Void, Never>?
  @ObservationIgnored private let cancelsStaleSearches: Bool

  init(cancelsStaleSearches: Bool, search: @escaping @Sendable (String) async -> [String]) {
    self.cancelsStaleSearches = cancelsStaleSearches
    self.search = search
  }

  func queryChanged(_ query: String) {
    if cancelsStaleSearches { searchTask?.cancel() }
    searchTask = Task {
      let results = await search(query)
      if cancelsStaleSearches, Task.isCancelled { return }
      self.results = results
    }
  }
}

@MainActor @Observable
final class FeedModel {
  var items: [String] = ["p0"]
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

actor AnalyticsSink {
  private(set) var events: [String] = []
  func record(_ event: String) { events.append(event) }
}

final class Analytics: Sendable {
  let sink = AnalyticsSink()
  private let stream: AsyncStream<String>.Continuation?
  private let pump: Task<Void, Never>?

  init(ordered: Bool) {
    guard ordered else {
      (stream, pump) = (nil, nil)
      return
    }
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let sink = sink
    stream = continuation
    pump = Task {
      for await event in events { await sink.record(event) }
    }
  }

  nonisolated func track(_ event: String) {
    if let stream {
      stream.yield(event)
      return
    }
    Task { await sink.record(event) }
  }

  func finish() async {
    stream?.finish()
    await pump?.value
  }
}

@MainActor @Observable
final class DashboardModel {
  var rows: [String] = []
  @ObservationIgnored private let keepsRequestOrder: Bool
  @ObservationIgnored private let fetch: @Sendable (Int) async -> String

  init(keepsRequestOrder: Bool, fetch: @escaping @Sendable (Int) async -> String) {
    self.keepsRequestOrder = keepsRequestOrder
    self.fetch = fetch
  }

  func load(_ ids: [Int]) async {
    let fetch = fetch
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for (index, id) in ids.enumerated() {
        group.addTask { (index, await fetch(id)) }
      }
      var results: [(Int, String)] = []
      for await result in group { results.append(result) }
      return results
    }
    rows = (keepsRequestOrder ? results.sorted { $0.0 < $1.0 } : results).map(\.1)
  }
}

final class MessageBus: Sendable {
  private let listeners = Mutexed<[AsyncStream<String>.Continuation]>([])

  func subscribe() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    listeners.withLock { $0.append(continuation) }
    return stream
  }

  func post(_ message: String) {
    for listener in listeners.withLock({ $0 }) { listener.yield(message) }
  }
}

@MainActor @Observable
final class InboxModel {
  var unread = 0
  @ObservationIgnored private let bus: MessageBus
  @ObservationIgnored private let subscribesFirst: Bool
  @ObservationIgnored private var listening: Task<Void, Never>?

  init(bus: MessageBus, subscribesFirst: Bool) {
    self.bus = bus
    self.subscribesFirst = subscribesFirst
  }

  func start() {
    let subscribed = subscribesFirst ? bus.subscribe() : nil
    listening = Task { await listen(subscribed) }
  }

  nonisolated private func listen(_ subscribed: AsyncStream<String>?) async {
    for await _ in subscribed ?? bus.subscribe() {
      await MainActor.run { unread += 1 }
    }
  }

  func stop() { listening?.cancel() }
}

@MainActor
final class Composer {
  let bus: MessageBus
  init(bus: MessageBus) { self.bus = bus }

  func sendTapped() {
    Task { await deliver("Hello") }
  }

  nonisolated private func deliver(_ message: String) async {
    bus.post(message)
  }
}

final class LoadCounter: Sendable {
  private let count = Mutexed(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

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

actor TokenStore {
  private(set) var refreshes = 0
  func refresh() { refreshes += 1 }
}

actor ActivityLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

/// A value behind an `NSLock`, for the corpus's counters and listener lists.
final class Mutexed<Value>: @unchecked Sendable {
  // Unchecked Sendable: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
