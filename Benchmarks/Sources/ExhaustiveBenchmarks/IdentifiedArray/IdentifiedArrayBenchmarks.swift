/// Issue 11's identified-array benchmarks: our `IdentifiedArrayOf` against
/// swift-identified-collections 1.1.1, on a 10,000-element array with UUID ids.
struct IdentifiedArrayBenchmarks {
  var quick: Bool

  func run() async -> Table {
    var table = Table(
      title: "IdentifiedArray — ours vs swift-identified-collections 1.1.1",
      peerName: "swift-identified-collections")
    let plan = RunPlan.fast(quick: quick)
    let count = 10_000
    let workload = IdentifiedArrayWorkload(count: count, removals: 1_000, insertions: 1_000)
    let ours = IdentifiedArrayEngine.ours(workload)
    let peer = IdentifiedArrayEngine.peer(workload)
    let baseSum = (0..<count).reduce(0, +)

    func row(
      _ name: String, note: String, _ run: (IdentifiedArrayEngine) -> () -> Int, expected: Int
    ) async {
      progress(name)
      let verify: (Int) throws -> Void = { answer in
        try check(answer == expected, "answered \(answer), expected \(expected)")
      }
      do {
        let paired = try await measurePaired(
          plan, first: run(ours), second: run(peer), verifyFirst: verify, verifySecond: verify)
        table.add(
          name + " " + table.note(note), ours: .measured(paired.first),
          peer: .measured(paired.second), target: .speedup(1), pairedRatio: paired.ratio)
      } catch {
        table.add(
          name, ours: .failed("\(error)"), peer: .failed("\(error)"), target: .speedup(1))
      }
    }

    await row(
      "10,000 lookups by id",
      note: "every element read once through `[id:]`, in shuffled order",
      \.lookup, expected: baseSum)
    await row(
      "10,000 updates by id",
      note: "`array[id: id]!.value += 1` for every element, in shuffled order, on a copy",
      \.update, expected: baseSum + count)
    await row(
      "1,000 removals by id",
      note: "`remove(id:)` of 1,000 random elements, one after another, from a copy",
      \.remove, expected: count - 1_000)
    await row(
      "1,000 inserts",
      note: "`insert(_:at:)` of 1,000 new elements at random positions, into a copy",
      \.insert, expected: count + 1_000)
    _ = table.note(
      "the ratio is the median of per-pair ratios (the two sides run back to back, alternating "
        + "which goes first); target: no slower than the peer on any row")
    return table
  }
}
