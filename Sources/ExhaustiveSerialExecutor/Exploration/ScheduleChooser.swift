import ExhaustiveTestRuntime
import ExhaustiveUnsafe

/// A job the scope may run next, as a chooser sees it.
struct ScheduleCandidate {
  /// Queued for the main actor (else for the global executor).
  var isMain: Bool
  /// The task the job runs, by address, or nil for another kind of job (an actor's turn).
  var task: UInt?
}

/// Who a job of a deviation belongs to, for the failure that lists the interleaving.
enum JobOwner: Sendable {
  /// A task the scope saw created: the how-manyth (from 1), and where.
  case task(number: Int, origin: TaskOrigin)
  /// The task running the test's body.
  case test
  /// A child task (`async let`, a task group's).
  case child
  /// A job that runs no task: a default actor's turn.
  case actorJob
  /// A task of a test store's effect, numbered and described by the step that started it
  /// (`effect task 2 (started by send .appeared at FeatureTests.swift:12)`), or nil for a task the
  /// store did not start itself: a child task, or one started later by a scheduler.
  case effect(String?)
}

/// One choice of a schedule that left first-in-first-out order.
struct ScheduleDeviation: Sendable {
  /// Which choice point (a step with more than one legal job, counted from 1).
  var point: Int
  /// The position of the job run among the legal ones, in the order they were queued (0 would
  /// have been first in, first out).
  var index: Int
  /// How many jobs were legal.
  var of: Int
  /// The job that ran, and the one first in, first out would have run.
  var chosen: JobOwner
  var skipped: JobOwner
  /// Why the runtime could have run them in this order too.
  var reason: Reason

  /// Why a reorder is legal: where the two jobs were queued.
  enum Reason: Sendable, Equatable {
    /// Both were ready for the global executor.
    case bothGlobal
    /// One was the main actor's next job, the other ready for the global executor.
    case mainAndGlobal
    /// Both were queued on a `TestExecutor` (a test store's), which stands in for the global
    /// executor the work runs on in the app.
    case testExecutor
  }
}

/// Picks the next job of one schedule, and keeps what it chose.
///
/// Called by the scope under its lock, one step at a time, on whatever thread drains: it only
/// computes, never calls out.
package final class ScheduleChooser: Sendable {
  enum Mode: Sendable {
    case fifo
    case random(ScheduleGenerator)
    case pct(PCT)
    /// Runs first in, first out except at the listed choice points (deviations, replays).
    case prefix([Int: (index: Int, of: Int?)])
  }

  /// The state of one PCT schedule.
  struct PCT: Sendable {
    var generator: ScheduleGenerator
    /// The choice points after which the task just run drops to a low priority, and to which.
    var changePoints: [Int: Int]
    var priorities: [UInt: UInt64] = [:]

    init(depth: Int, expectedPoints: Int, generator: ScheduleGenerator) {
      self.generator = generator
      var points: [Int: Int] = [:]
      let range = max(1, expectedPoints)
      for level in 1..<max(1, depth) {
        points[1 + self.generator.below(range)] = level
      }
      changePoints = points
    }

    /// An initial priority, above every level a change point gives.
    mutating func initialPriority() -> UInt64 {
      (generator.next() >> 8) + 1024
    }
  }

  private let state: Lock<State>

  private struct State: Sendable {
    var mode: Mode
    var points = 0
    var deviations: [ScheduleDeviation] = []
    /// How many jobs were legal at each choice point (for the schedules that extend this one).
    var widths: [Int] = []
    /// Set when a replayed choice was not there to make.
    var divergence: ScheduleDivergence?
  }

  init(_ mode: Mode) {
    state = Lock(State(mode: mode))
  }

  /// Returns which of `candidates` (in queue order; the first is always legal and is first in,
  /// first out) runs next.
  func choose(_ candidates: [ScheduleCandidate]) -> Int {
    state.withLock { state in
      guard candidates.count > 1 else { return 0 }
      state.points += 1
      state.widths.append(candidates.count)
      let point = state.points
      switch state.mode {
      case .fifo:
        return 0
      case .random(var generator):
        let index = generator.below(candidates.count)
        state.mode = .random(generator)
        return index
      case .pct(var pct):
        var best = 0
        var bestPriority: UInt64 = 0
        for (index, candidate) in candidates.enumerated() {
          let priority: UInt64
          if let task = candidate.task {
            if let known = pct.priorities[task] {
              priority = known
            } else {
              priority = pct.initialPriority()
              pct.priorities[task] = priority
            }
          } else {
            priority = pct.initialPriority()
          }
          if index == 0 || priority > bestPriority { (best, bestPriority) = (index, priority) }
        }
        if let level = pct.changePoints[point], let task = candidates[best].task {
          pct.priorities[task] = UInt64(level)
        }
        state.mode = .pct(pct)
        return best
      case .prefix(let choices):
        guard let choice = choices[point] else { return 0 }
        if choice.index >= candidates.count || (choice.of.map { $0 != candidates.count } ?? false) {
          if state.divergence == nil {
            state.divergence = ScheduleDivergence(
              point: point, expected: choice.of ?? choice.index + 1, found: candidates.count)
          }
          return 0
        }
        return choice.index
      }
    }
  }

  /// Keeps the choice just made, when it left first-in-first-out order.
  func note(_ deviation: ScheduleDeviation) {
    state.withLock { $0.deviations.append(deviation) }
  }

  /// The choice point the last call to ``choose(_:)`` decided.
  var currentPoint: Int { state.withLock { $0.points } }

  var deviations: [ScheduleDeviation] { state.withLock { $0.deviations } }
  var widths: [Int] { state.withLock { $0.widths } }
  var points: Int { state.withLock { $0.points } }

  /// Whether a replayed choice could not be made: as it came, or because the run ended before
  /// the choice point.
  var divergence: ScheduleDivergence? {
    state.withLock { state in
      if let divergence = state.divergence { return divergence }
      guard case .prefix(let choices) = state.mode,
        let last = choices.keys.max(), last > state.points
      else { return nil }
      return ScheduleDivergence(point: last, expected: choices[last]?.of ?? 2, found: nil)
    }
  }
}

/// Where a replay stopped matching its recording.
struct ScheduleDivergence: Sendable, Equatable {
  var point: Int
  /// How many jobs were legal there when it was recorded.
  var expected: Int
  /// How many are now; nil when the run ended before reaching the choice point.
  var found: Int?
}
