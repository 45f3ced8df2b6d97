import ExhaustiveTestRuntime
import Foundation

/// The schedules one exploring scope runs, in order, after the environment had its say.
///
/// `EXHAUSTIVE_SCHEDULES` replaces the strategy of every scope that explores (a scope that
/// asked for `.fifo` is left alone: it may pin an order on purpose). `EXHAUSTIVE_SCHEDULE`
/// replays one schedule in the scope its token names; the other scopes explore as usual.
struct ExplorationPlan {
  let schedules: Schedules
  let scope: String
  /// The token being replayed in this scope, if any.
  let replay: ScheduleToken?
  /// A failure to report about the environment (a value that is no strategy or no token).
  let environmentProblem: String?

  init(_ schedules: Schedules, at location: SourceCodeLocation) {
    self.init(
      schedules, at: location,
      environment: Self.testEnvironment ?? ProcessInfo.processInfo.environment)
  }

  init(_ schedules: Schedules, at location: SourceCodeLocation, environment: [String: String]) {
    scope = ScheduleToken.scopeID(of: location)
    var problems: [String] = []
    var chosen = schedules
    if schedules != .fifo, let text = environment["EXHAUSTIVE_SCHEDULES"], !text.isEmpty {
      if let parsed = Self.strategy(text) {
        chosen = parsed
      } else {
        problems.append(ExplorationMessages.badStrategy(text, keeping: schedules))
      }
    }
    var replay: ScheduleToken?
    if let text = environment["EXHAUSTIVE_SCHEDULE"], !text.isEmpty {
      if let token = ScheduleToken(text) {
        if token.scope == scope { replay = token }
      } else {
        problems.append(ExplorationMessages.badToken(text))
      }
    }
    self.schedules = chosen
    self.replay = replay
    environmentProblem = problems.isEmpty ? nil : problems.joined(separator: "\n\n")
  }

  /// Whether the scope runs anything but one first-in-first-out schedule.
  var explores: Bool { replay != nil || schedules.count > 1 }

  /// Reads `random`, `random,count=500,seed=7`, `pct,count=500,depth=3`,
  /// `deviations,upTo=2,limit=5000` or `fifo`; `seed=random` draws a seed for the whole process
  /// (failures print it in their token).
  static func strategy(_ text: String) -> Schedules? {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard let kind = parts.first else { return nil }
    var values: [String: UInt64] = [:]
    for part in parts.dropFirst() {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else { return nil }
      if pair[0] == "seed", pair[1] == "random" {
        values["seed"] = processSeed
      } else if let value = UInt64(pair[1]) {
        values[pair[0]] = value
      } else {
        return nil
      }
    }
    let allowed: Set<String>
    let result: Schedules
    func int(_ key: String, _ fallback: Int) -> Int {
      values[key].map { Int(clamping: $0) } ?? fallback
    }
    switch kind {
    case "fifo":
      allowed = []
      result = .fifo
    case "random":
      allowed = ["count", "seed"]
      result = .random(count: int("count", 100), seed: values["seed"] ?? 0)
    case "pct":
      allowed = ["count", "depth", "seed"]
      result = .pct(count: int("count", 100), depth: int("depth", 2), seed: values["seed"] ?? 0)
    case "deviations":
      allowed = ["upTo", "limit"]
      result = .deviations(upTo: int("upTo", 1), limit: int("limit", 1000))
    default:
      return nil
    }
    guard Set(values.keys).isSubset(of: allowed) else { return nil }
    return result
  }

  /// The seed `seed=random` stands for: drawn once, so every scope of the run uses the same.
  private static let processSeed = UInt64.random(in: 0...UInt64(UInt32.max))
}

/// Hands out the schedules of an exploration one at a time, learning from each run.
struct ExplorationSchedule {
  let plan: ExplorationPlan
  private(set) var number = 0
  /// The most choice points a run has had: where PCT places its change points.
  private var longestRun = 0
  /// Deviations: the schedules still to run, fewest deviations first.
  private var pending: [[ScheduleToken.Choice]] = []
  private var generated = 1

  init(_ plan: ExplorationPlan) {
    self.plan = plan
  }

  /// The next schedule's number and chooser, or nil when the exploration is over.
  mutating func next() -> (number: Int, chooser: ScheduleChooser, choices: [ScheduleToken.Choice])?
  {
    if let replay = plan.replay {
      guard number == 0 else { return nil }
      number = 1
      return (replay.number, Self.prefix(replay.choices), replay.choices)
    }
    let current = number
    guard current < plan.schedules.count else { return nil }
    number += 1
    if current == 0 { return (0, ScheduleChooser(.fifo), []) }
    switch plan.schedules.strategy {
    case .fifo:
      return nil
    case .random(_, let seed):
      return (
        current, ScheduleChooser(.random(ScheduleGenerator(seed: seed, schedule: current))), []
      )
    case .pct(_, let depth, let seed):
      let pct = ScheduleChooser.PCT(
        depth: depth, expectedPoints: longestRun,
        generator: ScheduleGenerator(seed: seed, schedule: current))
      return (current, ScheduleChooser(.pct(pct)), [])
    case .deviations:
      guard !pending.isEmpty else { return nil }
      let choices = pending.removeFirst()
      return (current, Self.prefix(choices), choices)
    }
  }

  /// Learns what the run just made of its schedule: how long it was, and, for deviations, the
  /// schedules that extend it by one more choice.
  mutating func record(_ chooser: ScheduleChooser, choices: [ScheduleToken.Choice]) {
    longestRun = max(longestRun, chooser.points)
    guard case .deviations(let upTo, let limit) = plan.schedules.strategy, choices.count < upTo
    else { return }
    let widths = chooser.widths
    let start = choices.last?.point ?? 0
    guard start < widths.count else { return }
    for point in (start + 1)..<(widths.count + 1) where widths[point - 1] > 1 {
      for index in 1..<widths[point - 1] {
        guard generated < limit else { return }
        generated += 1
        pending.append(
          choices + [ScheduleToken.Choice(point: point, index: index, of: widths[point - 1])])
      }
    }
  }

  private static func prefix(_ choices: [ScheduleToken.Choice]) -> ScheduleChooser {
    var map: [Int: (index: Int, of: Int?)] = [:]
    for choice in choices { map[choice.point] = (choice.index, choice.of) }
    return ScheduleChooser(.prefix(map))
  }
}
