import Foundation

/// Issue 4's benchmarks: `TestStore` overhead over calling the reducer directly, and
/// deterministic UUIDs; issue 16's: a flood of received actions, skipped or received.
struct TestStoreBenchmarks {
  var quick: Bool
  var ours: TestStoreEngine? = .ours

  func run() async -> Table {
    var table = Table(
      title: "TestStore — overhead over the bare reducer, and deterministic UUIDs",
      peerName: "baseline")
    let fast = RunPlan.fast(quick: quick)
    let slow = RunPlan.slow(quick: quick)

    let steps = 10_000
    progress("TestStore, 10,000 steps")
    var oursStore = Cell.notBuiltYet
    var direct = Cell.notBuiltYet
    var pairedRatio: Double?
    if let ours {
      do {
        let paired = try await measurePaired(
          fast,
          first: { ours.storeSteps(steps) },
          second: { ours.directSteps(steps) },
          verifyFirst: { failures in
            try check(failures.isEmpty, "the store reported: \(failures.joined(separator: "; "))")
          },
          verifySecond: { mismatches in
            try check(mismatches == 0, "\(mismatches) steps did not match")
          }
        )
        oursStore = .measured(paired.first)
        direct = .measured(paired.second)
        pairedRatio = paired.ratio
      } catch {
        oursStore = .failed(String(describing: error))
      }
    }
    let storeName =
      "TestStore, 10,000 send/receive steps, 1,000-element state "
      + table.note(
        "5,000 `send`s each followed by its `receive` (10,000 steps) on a feature whose state "
          + "holds 1,000 elements; baseline: the same reducer called directly for each action, "
          + "the expected mutation applied to a copy, and one `==` per step. The two run back to "
          + "back in alternation; the ratio is the median of the per-pair ratios")
    table.add(
      storeName, ours: oursStore, peer: direct, target: .overheadAtMost(2),
      pairedRatio: pairedRatio)

    let flood = 1_000_000
    progress("1,000,000 received actions, skipped")
    let oursSkipped = cell(ours) { ours in
      try measure(slow, setup: {}, run: { _ in ours.receivedThenSkipped(flood) }) { _, result in
        try check(result.failures.isEmpty, "the store reported: \(result.failures.first ?? "")")
        try check(result.reduced == flood, "\(result.reduced) actions were reduced")
      }
    }
    let skippedName =
      "1,000,000 actions from one effect, then skipReceivedActions() "
      + table.note(
        "one `send` whose effect sends 1,000,000 actions at once, then one "
          + "`skipReceivedActions()` that reduces them all")
    table.add(
      skippedName, ours: oursSkipped,
      peer: .notApplicable(
        "no baseline; before issue 16 the received actions queued in an array popped from the "
          + "front, and the same took 448 s in a debug build"),
      target: .atMost(.seconds(1)))

    let received = 100_000
    progress("100,000 received actions, one receive each")
    let oursReceived = cell(ours) { ours in
      try measure(slow, setup: {}, run: { _ in ours.receivedOneAtATime(received) }) { _, result in
        try check(result.failures.isEmpty, "the store reported: \(result.failures.first ?? "")")
        try check(result.reduced == received, "\(result.reduced) actions were reduced")
      }
    }
    let receivedName =
      "100,000 actions from one effect, each received "
      + table.note(
        "one `send` whose effect sends 100,000 actions at once, then 100,000 `receive`s, each "
          + "with its expected change")
    table.add(
      receivedName, ours: oursReceived,
      peer: .notApplicable(
        "no baseline; receiving from an array popped from the front was quadratic (320,000 "
          + "actions took 23 s in a debug build)"),
      target: .atMost(.seconds(1)))

    let uuids = 1_000_000
    progress("1,000,000 incrementing UUIDs")
    let oursUUIDs = cell(ours) { ours in
      try measure(fast, setup: { ours.incrementingUUIDs() }, run: { generate(uuids, $0) }) {
        _, last in
        try check(
          last.uuidString == "00000000-0000-0000-0000-0000000F423F",
          "the last UUID is \(last.uuidString)")
      }
    }
    let peerUUIDs = cell { () -> Measurement in
      try measure(slow, setup: { PeerUUIDs.stringFormatting() }, run: { generate(uuids, $0) }) {
        _, last in
        try check(
          last.uuidString == "00000000-0000-0000-0000-0000000F423F",
          "the last UUID is \(last.uuidString)")
      }
    }
    let uuidName =
      "1,000,000 × UUIDGenerator.incrementing "
      + table.note(
        "baseline: a generator that formats the counter with `String(format:)` and parses it "
          + "with `UUID(uuidString:)`")
    table.add(uuidName, ours: oursUUIDs, peer: peerUUIDs, target: .atMost(.milliseconds(30)))
    return table
  }
}

private func generate(_ count: Int, _ next: () -> UUID) -> UUID {
  var last = next()
  for _ in 1..<count {
    last = next()
  }
  return last
}
