/// Issue 3's scheduler benchmarks: our `TestScheduler` against combine-schedulers 1.2.2.
struct SchedulerBenchmarks {
  var quick: Bool
  var ours: SchedulerEngine? = .ours
  var peer = SchedulerEngine.peer

  func run() async -> Table {
    var table = Table(
      title: "Schedulers — TestScheduler vs combine-schedulers 1.2.2",
      peerName: "combine-schedulers")
    let fast = RunPlan.fast(quick: quick)
    let slow = RunPlan.slow(quick: quick)

    let pendingCount = 10_000
    progress("one advance over 10,000 pending items")
    let offsets = SchedulerFixtures.shuffledOffsets(count: pendingCount)
    let advanceCheck: (() -> Int, Int) throws -> Void = { _, ran in
      try check(ran == pendingCount, "\(ran) of \(pendingCount) actions ran")
    }
    let oursAdvance = cell(ours) { ours in
      try measure(
        fast, setup: { ours.prepareAdvance(offsets) }, run: { $0() }, verify: advanceCheck)
    }
    // combine-schedulers re-sorts its whole queue before every action: quadratic in the queue.
    let peerCount = quick ? 2_000 : pendingCount
    let peerOffsets = SchedulerFixtures.shuffledOffsets(count: peerCount)
    let peerAdvance = cell { () -> Measurement in
      try measure(slow, setup: { peer.prepareAdvance(peerOffsets) }, run: { $0() }) { _, ran in
        try check(ran == peerCount, "\(ran) of \(peerCount) actions ran")
      }
    }
    table.add(
      "one advance over 10,000 pending items", ours: oursAdvance,
      peer: extrapolated(peerAdvance, from: peerCount, to: pendingCount, exponent: 2),
      target: .atMost(.milliseconds(5)))

    let effectCount = 100_000
    progress("100,000 effects started and cancelled by id")
    let leakCheck: (() -> Int) throws -> Void = { countLeaks in
      let leaked = countLeaks()
      try check(leaked == 0, "\(leaked) outputs or subscriptions survived cancellation")
    }
    let cancelName =
      "100,000 effects started and cancelled by id "
      + table.note(
        "each side starts `Just(id).delay(for: 1, scheduler: testScheduler)` (ours: "
          + "`Effect(value:).delay(…).cancellable(id:)`) and then cancels it by its id; the peer "
          + "keeps OpenCombine subscriptions in an `[AnyHashable: AnyCancellable]` by id, as "
          + "TCA 0.x did. Timed in pairs (the ratio is the median of per-pair ratios); target: "
          + "twice the peer's speed (issue 34)")
    // Issue 34's target; paired, since a ratio of two medians taken seconds apart on a busy
    // machine compares two different machine speeds.
    let cancelTarget = Target.speedup(2)
    if let ours {
      do {
        let paired = try await measurePaired(
          fast, first: { ours.startAndCancel(effectCount) },
          second: { peer.startAndCancel(effectCount) }, verifyFirst: leakCheck,
          verifySecond: leakCheck)
        table.add(
          cancelName, ours: .measured(paired.first), peer: .measured(paired.second),
          target: cancelTarget, pairedRatio: paired.ratio)
      } catch {
        table.add(
          cancelName, ours: .failed("\(error)"), peer: .failed("\(error)"), target: cancelTarget)
      }
    } else {
      table.add(cancelName, ours: .notBuiltYet, peer: .notBuiltYet, target: cancelTarget)
    }

    let timerCount = 1_000
    let expectedFires = SchedulerFixtures.expectedFires(timers: timerCount, horizon: timerCount)
    progress("1,000 repeating timers advanced together")
    let timerCheck: (() -> Int, Int) throws -> Void = { _, fires in
      try check(fires == expectedFires, "\(fires) fires, expected \(expectedFires)")
    }
    let oursTimers = cell(ours) { ours in
      try measure(
        fast, setup: { ours.prepareTimers(timerCount) }, run: { $0() }, verify: timerCheck)
    }
    let peerTimers = cell { () -> Measurement in
      try measure(
        fast, setup: { peer.prepareTimers(timerCount) }, run: { $0() }, verify: timerCheck)
    }
    let timersName =
      "1,000-timer interleaving "
      + table.note(
        "1,000 repeating timers with intervals of 1…1,000 s, then one `advance(by: 1,000 s)`: "
          + "\(groupThousands(expectedFires)) fires, counted and checked")
    table.add(timersName, ours: oursTimers, peer: peerTimers, target: .none)
    return table
  }
}
