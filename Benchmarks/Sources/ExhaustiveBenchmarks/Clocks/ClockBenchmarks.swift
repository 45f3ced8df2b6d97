/// Issue 6's clock benchmarks: our `ImmediateClock` and `TestClock` against swift-clocks 1.1.1.
struct ClockBenchmarks {
  var quick: Bool
  /// `nil` until our clocks are on `main`.
  var ours: ClockEngine? = nil
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
          + "tick count after each advance")
    table.add(tickName, ours: oursTicks, peer: peerTicks, target: .atMost(.milliseconds(3)))
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
