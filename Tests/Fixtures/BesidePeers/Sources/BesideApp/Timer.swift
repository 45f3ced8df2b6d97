// App code that imports ExhaustiveCore beside swift-dependencies, as a TCA 0.x-style feature
// being moved to @Dependency one piece at a time. ExhaustiveCore and swift-dependencies (through
// CombineSchedulers) both declare `AnySchedulerOf`, `AnyScheduler` and `UUIDGenerator`: the
// scoped imports below make this file's unqualified names ExhaustiveCore's, and everything else
// compiles as written. Documentation/Exhaustive.docc/UsingExhaustiveBesideSwiftDependencies.md
// shows this file.
import Dependencies
import ExhaustiveCore
import Foundation

import typealias ExhaustiveCore.AnySchedulerOf
import struct ExhaustiveCore.UUIDGenerator

/// A stopwatch: its ticks and the laps taken.
public struct TimerState: Equatable, Sendable {
  /// Seconds since it started.
  public var ticks = 0
  /// Whether the timer runs.
  public var isRunning = false
  /// The laps taken, in order.
  public var laps: IdentifiedArrayOf<Lap> = []
  /// A stopped timer with no laps.
  public init() {}
}

/// One lap: when it was taken.
public struct Lap: Equatable, Identifiable, Sendable {
  /// Its identity, from the environment's generator.
  public var id: UUID
  /// The tick it was taken at.
  public var tick: Int
  /// A lap from its parts.
  public init(id: UUID, tick: Int) {
    self.id = id
    self.tick = tick
  }
}

/// What the user and the timer do.
public enum TimerAction: Equatable, Sendable {
  case startTapped, stopTapped, tick, lapTapped
}

/// What the timer needs from outside: a scheduler and a UUID generator.
public struct TimerEnvironment: Sendable {
  /// Where the ticks are scheduled.
  public var mainQueue: AnySchedulerOf<DispatchQueue>
  /// Makes the laps' identities.
  public var uuid: UUIDGenerator
  /// An environment from its parts.
  public init(mainQueue: AnySchedulerOf<DispatchQueue>, uuid: UUIDGenerator) {
    self.mainQueue = mainQueue
    self.uuid = uuid
  }
  /// The real main queue and random UUIDs.
  public static let live = TimerEnvironment(
    mainQueue: DispatchQueue.main.eraseToAnyScheduler(), uuid: .live)
}

struct TimerID: Hashable, Sendable {}

/// Starts and stops the timer, counts its ticks and takes laps.
public let timerReducer = Reducer<TimerState, TimerAction, TimerEnvironment> {
  state, action, environment in
  switch action {
  case .startTapped:
    state.isRunning = true
    return Effect.timer(id: TimerID(), every: 1, on: environment.mainQueue)
      .map { _ in TimerAction.tick }
  case .stopTapped:
    state.isRunning = false
    return .cancel(id: TimerID())
  case .tick:
    state.ticks += 1
    return .none
  case .lapTapped:
    state.laps.append(Lap(id: environment.uuid(), tick: state.ticks))
    return .none
  }
}

/// A client registered with swift-dependencies, read by a model with `@Dependency`.
public struct FactClient: Sendable {
  /// A fact about a number.
  public var fetch: @Sendable (Int) async throws -> String
  /// A client from its endpoint.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) { self.fetch = fetch }
}

extension FactClient: DependencyKey {
  /// The real client.
  public static let liveValue = FactClient { "\($0) is a good number." }
  /// Fails the test when called: each test says what it returns.
  public static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))
}

extension DependencyValues {
  /// The fact client.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
