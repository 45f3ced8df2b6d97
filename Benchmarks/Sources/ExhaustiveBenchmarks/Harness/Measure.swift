/// How many times to repeat a case and how long to keep repeating it.
struct RunPlan: Sendable {
  /// Timed runs wanted; the median of them is reported.
  var runs: Int
  /// Do not start another run if it would likely end past this much time in total (at least
  /// one timed run always happens).
  var budget: Duration

  /// For cases that take milliseconds: many runs, so the median is stable.
  static func fast(quick: Bool) -> RunPlan {
    RunPlan(runs: quick ? 5 : 15, budget: quick ? .seconds(2) : .seconds(6))
  }

  /// For cases that take seconds (the slow peers): a few runs at most, often one.
  static func slow(quick: Bool) -> RunPlan {
    RunPlan(runs: quick ? 1 : 3, budget: quick ? .seconds(1) : .seconds(20))
  }
}

/// The median of several timed runs.
struct Measurement: Sendable {
  var median: Duration
  var runs: Int
}

/// A checked result: a case whose work produced the wrong answer is reported, not timed.
struct WrongResult: Error, CustomStringConvertible {
  var description: String
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
  if !condition { throw WrongResult(description: message()) }
}

/// Keeps the optimizer from discarding work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Times `run` on a fresh input from `setup` (setup is not timed), repeating as `plan` allows.
///
/// A first run that takes under half a second is a warm-up and is discarded, so caches and lazy
/// metadata do not count; a slower first run is kept, since repeating it would only cost time.
func measure<Input, Output>(
  _ plan: RunPlan,
  setup: () throws -> Input,
  run: (inout Input) throws -> Output,
  verify: (Input, Output) throws -> Void = { _, _ in }
) throws -> Measurement {
  let clock = ContinuousClock()
  var times: [Duration] = []
  var spent = Duration.zero
  var last = Duration.zero
  var isFirst = true
  while times.count < plan.runs && (times.isEmpty || spent + last <= plan.budget) {
    var input = try setup()
    let start = clock.now
    let output = try run(&input)
    let elapsed = start.duration(to: clock.now)
    try verify(input, output)
    blackHole(output)
    blackHole(input)
    spent += elapsed
    last = elapsed
    if isFirst && elapsed < .milliseconds(500) && plan.runs > 1 {
      isFirst = false
      continue
    }
    isFirst = false
    times.append(elapsed)
  }
  return Measurement(median: median(times), runs: times.count)
}

/// Times two cases back to back, alternating which goes first, and answers each side's median
/// and the median of the per-pair ratios `second / first`.
///
/// For rows whose target is a ratio of two cases: this machine's speed drifts
/// between phases that last seconds, so two medians taken one after the other can compare a
/// fast phase with a slow one, while the two runs of a pair almost always share a phase.
func measurePaired<First, Second>(
  _ plan: RunPlan,
  first: () async throws -> First,
  second: () async throws -> Second,
  verifyFirst: (First) throws -> Void = { _ in },
  verifySecond: (Second) throws -> Void = { _ in }
) async throws -> (first: Measurement, second: Measurement, ratio: Double) {
  let clock = ContinuousClock()
  func time<Output>(_ run: () async throws -> Output, _ verify: (Output) throws -> Void)
    async throws -> Duration
  {
    let start = clock.now
    let output = try await run()
    let elapsed = start.duration(to: clock.now)
    try verify(output)
    blackHole(output)
    return elapsed
  }
  // A warm-up pair, discarded, so caches and lazy metadata do not count.
  _ = try await time(first, verifyFirst)
  _ = try await time(second, verifySecond)
  var firstTimes: [Duration] = []
  var secondTimes: [Duration] = []
  var ratios: [Double] = []
  var spent = Duration.zero
  while firstTimes.count < plan.runs && (firstTimes.isEmpty || spent <= plan.budget) {
    let pair: (Duration, Duration)
    if firstTimes.count.isMultiple(of: 2) {
      let a = try await time(first, verifyFirst)
      pair = (a, try await time(second, verifySecond))
    } else {
      let b = try await time(second, verifySecond)
      pair = (try await time(first, verifyFirst), b)
    }
    firstTimes.append(pair.0)
    secondTimes.append(pair.1)
    ratios.append(pair.1 / pair.0)
    spent += pair.0 + pair.1
  }
  let sortedRatios = ratios.sorted()
  let middle = sortedRatios.count / 2
  let ratio =
    sortedRatios.count.isMultiple(of: 2)
    ? (sortedRatios[middle - 1] + sortedRatios[middle]) / 2 : sortedRatios[middle]
  return (
    Measurement(median: median(firstTimes), runs: firstTimes.count),
    Measurement(median: median(secondTimes), runs: secondTimes.count),
    ratio
  )
}

/// The asynchronous counterpart of ``measure(_:setup:run:verify:)``.
func measureAsync<Input, Output>(
  _ plan: RunPlan,
  setup: () async throws -> Input,
  run: (inout Input) async throws -> Output,
  verify: (Input, Output) async throws -> Void = { _, _ in }
) async throws -> Measurement {
  let clock = ContinuousClock()
  var times: [Duration] = []
  var spent = Duration.zero
  var last = Duration.zero
  var isFirst = true
  while times.count < plan.runs && (times.isEmpty || spent + last <= plan.budget) {
    var input = try await setup()
    let start = clock.now
    let output = try await run(&input)
    let elapsed = start.duration(to: clock.now)
    try await verify(input, output)
    blackHole(output)
    blackHole(input)
    spent += elapsed
    last = elapsed
    if isFirst && elapsed < .milliseconds(500) && plan.runs > 1 {
      isFirst = false
      continue
    }
    isFirst = false
    times.append(elapsed)
  }
  return Measurement(median: median(times), runs: times.count)
}

private func median(_ times: [Duration]) -> Duration {
  let sorted = times.sorted()
  let middle = sorted.count / 2
  if sorted.count.isMultiple(of: 2) {
    return (sorted[middle - 1] + sorted[middle]) / 2
  }
  return sorted[middle]
}
