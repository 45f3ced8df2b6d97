import Foundation

/// Issue 4's benchmarks: `TestStore` overhead over calling the reducer directly, and
/// deterministic UUIDs.
struct TestStoreBenchmarks {
  var quick: Bool
  var ours: TestStoreEngine? = .ours

  func run() -> Table {
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
        let paired = try measurePaired(
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
