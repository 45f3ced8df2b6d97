/// Issues 13 and 22's row: episode 239's plain model under our `withMainSerialExecutor` + `settle()`
/// against swift-concurrency-extras 1.4.3's `withMainSerialExecutor` + yields.
struct PlainModelBenchmarks {
  var quick: Bool

  func run() async -> Table {
    var table = Table(
      title: "Plain async models — ours vs swift-concurrency-extras 1.4.3",
      peerName: "concurrency-extras")
    let fast = RunPlan.fast(quick: quick)
    let runs = 1_000
    progress("plain-model back-to-back scenario, 1,000 runs")
    let noFailures: ([String]) throws -> Void = { failures in
      try check(
        failures.isEmpty, "\(failures.count) failures, the first: \(failures.first ?? "")")
    }
    let name =
      "back-to-back get-fact, 1,000 runs "
      + table.note(
        "episode 239's race on its plain `@MainActor` `@Observable` model (`self.factTask = Task "
          + "{ … }`), each run in its own `withMainSerialExecutor`; a wrong final fact counts as "
          + "a failure. Ours: `settle()` after the taps and after the second answer, no yields; "
          + "swift-concurrency-extras 1.4.3: three `Task.yield()`s in each place. The two sides "
          + "run back to back in alternation; the ratio is the median of the per-pair ratios")
    // The peer's scope clears the runtime hook ours sets; ours sets it again at the start of
    // every scope, so the order does not matter.
    do {
      let paired = try await measurePaired(
        fast,
        first: { await PlainModelOurs.backToBack(runs: runs) },
        second: { await PlainModelPeer.backToBack(runs: runs) },
        verifyFirst: noFailures, verifySecond: noFailures)
      table.add(
        name, ours: .measured(paired.first), peer: .measured(paired.second),
        target: .speedup(1), pairedRatio: paired.ratio)
    } catch {
      table.add(
        name, ours: .failed("\(error)"), peer: .failed("\(error)"), target: .speedup(1))
    }
    return table
  }
}
