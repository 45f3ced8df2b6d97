import ExhaustiveTestRuntime

/// Which orders of its tasks' jobs a `withMainSerialExecutor` scope tries.
///
/// A scope runs its tasks one job at a time. By default it runs them first in, first out
/// (``fifo``): one order, the same every run. The other strategies run the test's body once per
/// schedule, each time choosing a different legal next job where the runtime promises no order
/// (two jobs ready for the global executor, or one for it and one for the main actor), and stop
/// at the first schedule that fails. Schedule 0 is always first in, first out.
///
/// ```swift
/// await withMainSerialExecutor(schedules: .random(count: 200)) {
///   let model = FeedModel(client: .stub)   // created inside: the body runs once per schedule
///   model.refreshTapped()
///   model.nextPageTapped()
///   await settle()
///   #expect(model.items == expected)
/// }
/// ```
///
/// A failing schedule is reported once, at the assertion that failed, with the token that
/// replays it: `EXHAUSTIVE_SCHEDULE=<token> swift test --filter <test>`.
/// `EXHAUSTIVE_SCHEDULES=<strategy>` (for example `random,count=5000,seed=random`) replaces the
/// strategy of every exploring scope in a run, for a nightly job.
public struct Schedules: Sendable, Hashable, CustomStringConvertible {
  enum Strategy: Sendable, Hashable {
    case fifo
    case random(count: Int, seed: UInt64)
    case pct(count: Int, depth: Int, seed: UInt64)
    case deviations(upTo: Int, limit: Int)
  }

  let strategy: Strategy

  init(_ strategy: Strategy) {
    self.strategy = strategy
  }

  /// One schedule, first in, first out: the scope's behaviour without exploration.
  public static var fifo: Schedules { Schedules(.fifo) }

  /// `count` schedules (the first one first in, first out), each choosing uniformly among the
  /// legal next jobs at every step, from a generator seeded with `seed` and the schedule's
  /// number: the same schedules on every run and every platform.
  public static func random(count: Int = 100, seed: UInt64 = 0) -> Schedules {
    Schedules(.random(count: max(1, count), seed: seed))
  }

  /// `count` schedules of probabilistic concurrency testing (Burckhardt et al., ASPLOS 2010):
  /// each task gets a random priority, the highest-priority ready job runs, and at `depth - 1`
  /// random steps the running task drops below every other. A bug that needs `depth` ordering
  /// constraints is found by each schedule with a probability bounded from below, which random
  /// choice does not promise.
  public static func pct(count: Int = 100, depth: Int = 2, seed: UInt64 = 0) -> Schedules {
    Schedules(.pct(count: max(1, count), depth: max(1, depth), seed: seed))
  }

  /// Every schedule that leaves first in, first out at `upTo` steps or fewer (fewest first), up
  /// to `limit` schedules: exhaustive for small bodies, like loom's bounded preemptions.
  public static func deviations(upTo: Int, limit: Int = 1000) -> Schedules {
    Schedules(.deviations(upTo: max(0, upTo), limit: max(1, limit)))
  }

  /// How many schedules the strategy runs at most.
  var count: Int {
    switch strategy {
    case .fifo: 1
    case .random(let count, _), .pct(let count, _, _): count
    case .deviations(_, let limit): limit
    }
  }

  /// As the source spells it: `.random(count: 100, seed: 0)`.
  public var description: String {
    switch strategy {
    case .fifo: ".fifo"
    case .random(let count, let seed): ".random(count: \(count), seed: \(seed))"
    case .pct(let count, let depth, let seed):
      ".pct(count: \(count), depth: \(depth), seed: \(seed))"
    case .deviations(let upTo, let limit): ".deviations(upTo: \(upTo), limit: \(limit))"
    }
  }
}
