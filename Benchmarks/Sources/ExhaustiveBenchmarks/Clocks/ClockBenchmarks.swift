/// Issue 6's clock benchmarks: our `ImmediateClock` and `TestClock` against swift-clocks 1.1.1.
struct ClockBenchmarks {
  var quick: Bool
  var ours: ClockEngine? = .ours
  var peer = ClockEngine.peer

  func run() async -> Table {
    var table = Table(title: "Clocks — ours vs swift-clocks 1.1.1", peerName: "swift-clocks")
    let fast = RunPlan.fast(quick: quick)
    let slow = RunPlan.slow(quick: quick)

    let sleeps = 10_000
    progress("ImmediateClock, 10,000 sleeps")
    let sleepCheck: (Void, Int) throws -> Void = { _, seconds in
      try check(seconds == sleeps, "the clock moved \(seconds) s, expected \(sleeps) s")
    }
    let oursSleeps = await asyncCell(ours) { ours in
      try await measureAsync(
        fast, setup: {}, run: { _ in try await ours.immediateSleeps(sleeps) }, verify: sleepCheck)
    }
    let peerSleeps = await asyncCell(peer) { peer in
      try await measureAsync(
        slow, setup: {}, run: { _ in try await peer.immediateSleeps(sleeps) }, verify: sleepCheck)
    }
    table.add(
      "ImmediateClock, 10,000 × sleep(for: .seconds(1))", ours: oursSleeps, peer: peerSleeps,
      target: .atMost(.milliseconds(10)))

    let ticks = 1_000
    progress("TestClock tick loop, 1,000 advances")
    let tickCheck: (Void, Int) throws -> Void = { _, wrong in
      try check(wrong == 0, "\(wrong) of \(ticks) tick-count checks saw the wrong count")
    }
    let oursTicks = await asyncCell(ours) { ours in
      try await measureAsync(
        fast, setup: {}, run: { _ in try await ours.tickLoop(ticks) }, verify: tickCheck)
    }
    let peerTicks = await asyncCell(peer) { peer in
      try await measureAsync(
        slow, setup: {}, run: { _ in try await peer.tickLoop(ticks) }, verify: tickCheck)
    }
    let tickName =
      "TestClock tick loop, 1,000 advances "
      + table.note(
        "a task sleeps 1 s 1,000 times while the test advances 1 s 1,000 times, checking the "
          + "tick count after each advance. Ours: the task is an effect of a `TestStore` (our "
          + "`TestClock` settles store effects before `advance` returns); swift-clocks: a plain "
          + "`Task`, which its `advance` settles with mega-yields")
    table.add(tickName, ours: oursTicks, peer: peerTicks, target: .atMost(.milliseconds(3)))

    let runs = 1_000
    progress("back-to-back scenario, 1,000 runs")
    let oursBackToBack = await asyncCell(ours) { _ in
      try await measureAsync(fast, setup: {}, run: { _ in await OurClocks.backToBack(runs: runs) })
      {
        _, failures in
        try check(
          failures.isEmpty,
          "\(failures.count) failures, the first: \(failures.first ?? "")")
      }
    }
    let backToBackName =
      "back-to-back get-fact scenario, 1,000 runs "
      + table.note(
        "episode 239's race (two fact requests, the second answers first and must win) as a "
          + "reducer with `cancellable(id:cancelInFlight:)`, tested through the async `TestStore` "
          + "with no yields or sleeps; a new store per run")
    table.add(
      backToBackName, ours: oursBackToBack,
      peer: .notApplicable(
        "no peer test store here; for scale, the episode's own back-to-back XCTest (yields and "
          + "a 100 ms sleep) ran 100 times in 10.5 s (seed 002)"),
      target: .atMost(.seconds(1)))
    return table
  }
}

/// Runs an asynchronous measurement, turning a wrong result into a `FAILED` cell.
func asyncCell<Engine>(
  _ engine: Engine?, _ body: (Engine) async throws -> Measurement
) async -> Cell {
  guard let engine else { return .notBuiltYet }
  do {
    return .measured(try await body(engine))
  } catch {
    return .failed(String(describing: error))
  }
}
