/// Issue 2's differ benchmarks: StructuralDiff against swift-custom-dump 1.7.3.
struct DiffBenchmarks {
  var quick: Bool
  var ours: DiffEngine? = .ours
  var peer = DiffEngine.peer

  func run() -> Table {
    var table = Table(
      title: "Differ — StructuralDiff vs swift-custom-dump 1.7.3", peerName: "custom-dump")
    let fast = RunPlan.fast(quick: quick)
    let slow = RunPlan.slow(quick: quick)

    // 1, 2 and the floor at 10,000 elements; 6 is the same at 100,000.
    for count in [10_000, 100_000] {
      let label = groupThousands(count)
      let base = DiffFixtures.inventory(count: count)
      let oneChanged = DiffFixtures.oneChanged(base)
      let lastName = "Item \(count - 1)"

      progress("Mirror walk, \(label) elements")
      let floor = cell { () -> Measurement in
        try measure(fast, setup: { base }, run: { mirrorWalk($0) }) { _, visited in
          try check(visited > count * 5, "the walk visited only \(visited) nodes")
        }
      }

      progress("dump, \(label) elements")
      let dumpCheck: (Inventory, String) throws -> Void = { _, output in
        try check(output.contains(lastName), "the dump does not contain \(lastName)")
      }
      let oursDump = cell(ours) { ours in
        try measure(fast, setup: { base }, run: { ours.dumpInventory($0) }, verify: dumpCheck)
      }
      let peerDump = cell { () -> Measurement in
        try measure(
          count > 10_000 ? slow : fast, setup: { base }, run: { peer.dumpInventory($0) },
          verify: dumpCheck)
      }
      table.add("dump, \(label) elements", ours: oursDump, peer: peerDump, target: .speedup(10))
      let floorName =
        "floor: bare Mirror walk, \(label) elements "
        + table.note(
          "the time of a bare `Mirror` walk over the dumped value, reflecting every node the "
            + "dump prints (a UUID counts as one leaf) and doing nothing else: roughly the "
            + "cost of `Mirror` alone. StructuralDiff reads struct fields through cached layouts "
            + "instead of `Mirror`, so its dump can go below this floor")
      let dumpOverFloor: String =
        if let oursTime = oursDump.duration, let floorTime = floor.duration, floorTime > .zero {
          "ours dump = \(formatRatio(oursTime / floorTime)) floor"
        } else {
          "–"
        }
      table.rows.append(
        Row(
          floorName, ours: floor.duration.map(formatDuration) ?? "FAILED", peer: "–",
          ratio: "–", target: dumpOverFloor, passed: nil))

      progress("diff, \(label) elements, one changed")
      let oneCheck: ((Inventory, Inventory), String?) throws -> Void = { _, output in
        try check(output?.contains("isComplete") == true, "the diff does not show isComplete")
      }
      let oursOne = cell(ours) { ours in
        try measure(
          fast, setup: { (base, oneChanged) }, run: { ours.diffInventory($0.0, $0.1) },
          verify: oneCheck)
      }
      let peerOne = cell { () -> Measurement in
        try measure(
          count > 10_000 ? slow : fast, setup: { (base, oneChanged) },
          run: { peer.diffInventory($0.0, $0.1) }, verify: oneCheck)
      }
      table.add(
        "diff, \(label) elements, one changed", ours: oursOne, peer: peerOne,
        target: .speedup(10))

      if count == 10_000 {
        allChangedAndReversed(&table, fast: fast, slow: slow)
        chains(&table, fast: fast, slow: slow)
        sharedGraph(&table, fast: fast, slow: slow)
        foundationState(&table, fast: fast, slow: slow)
      }
    }
    largeState(&table, fast: fast, slow: slow)
    return table
  }

  /// Items 3 and 4: the cases where custom-dump goes quadratic.
  private func allChangedAndReversed(_ table: inout Table, fast: RunPlan, slow: RunPlan) {
    let count = 10_000
    let base = DiffFixtures.inventory(count: count)
    let allChanged = DiffFixtures.allChanged(base)
    let allCheck: ((Inventory, Inventory), String?) throws -> Void = { _, output in
      try check(output != nil, "no difference found")
    }
    progress("diff, 10,000 elements, all changed")
    let oursAll = cell(ours) { ours in
      try measure(
        fast, setup: { (base, allChanged) }, run: { ours.diffInventory($0.0, $0.1) },
        verify: allCheck)
    }
    let peerSize = quick ? 1_000 : 2_000
    let peerBase = DiffFixtures.inventory(count: peerSize)
    let peerAllChanged = DiffFixtures.allChanged(peerBase)
    let peerAll = cell { () -> Measurement in
      try measure(
        slow, setup: { (peerBase, peerAllChanged) }, run: { peer.diffInventory($0.0, $0.1) },
        verify: allCheck)
    }
    table.add(
      "diff, 10,000 elements, all changed", ours: oursAll,
      peer: extrapolated(peerAll, from: peerSize, to: count, exponent: 2),
      target: .speedup(100))

    progress("diff, 10,000 Identifiable elements, all changed")
    let identified = base.items.map(IdentifiedItem.init)
    let identifiedChanged = allChanged.items.map(IdentifiedItem.init)
    let identifiedCheck: (([IdentifiedItem], [IdentifiedItem]), String?) throws -> Void = {
      _, output in
      try check(output != nil, "no difference found")
    }
    let oursIdentified = cell(ours) { ours in
      try measure(
        fast, setup: { (identified, identifiedChanged) },
        run: { ours.diffIdentifiedItems($0.0, $0.1) }, verify: identifiedCheck)
    }
    let peerIdentified = cell { () -> Measurement in
      try measure(
        slow, setup: { (identified, identifiedChanged) },
        run: { peer.diffIdentifiedItems($0.0, $0.1) }, verify: identifiedCheck)
    }
    let identifiedName =
      "diff, 10,000 Identifiable elements, all changed "
      + table.note(
        "the same elements made `Identifiable` (aligned by `id`), as a bare array: "
          + "custom-dump's good case, for information")
    table.add(identifiedName, ours: oursIdentified, peer: peerIdentified, target: .none)

    let reverseCount = 4_000
    let items = DiffFixtures.inventory(count: reverseCount).items
    let reverseCheck: (([Item], [Item]), String?) throws -> Void = { _, output in
      try check(output != nil, "no difference found")
    }
    progress("diff, 4,000-element array vs its reverse")
    let oursReverse = cell(ours) { ours in
      try measure(
        fast, setup: { (items, Array(items.reversed())) }, run: { ours.diffItems($0.0, $0.1) },
        verify: reverseCheck)
    }
    let peerReverseSize = quick ? 1_000 : reverseCount
    let peerItems = Array(items.prefix(peerReverseSize))
    let peerReverse = cell { () -> Measurement in
      try measure(
        slow, setup: { (peerItems, Array(peerItems.reversed())) },
        run: { peer.diffItems($0.0, $0.1) }, verify: reverseCheck)
    }
    table.add(
      "diff, 4,000-element array vs its reverse", ours: oursReverse,
      peer: extrapolated(peerReverse, from: peerReverseSize, to: reverseCount, exponent: 2),
      target: .speedup(100))
  }

  /// Item 5: a deep chain, ours at several depths to show linear growth.
  private func chains(_ table: inout Table, fast: RunPlan, slow: RunPlan) {
    var oursByDepth: [Int: Duration] = [:]
    for depth in [400, 800, 1_600] {
      let chain = DiffFixtures.chain(depth: depth)
      let chainCheck: (Chain, String) throws -> Void = { _, output in
        try check(output.contains("level: \(depth)"), "the dump stops before level \(depth)")
      }
      progress("dump, depth-\(depth) chain")
      let oursChain = cell(ours) { ours in
        try measure(fast, setup: { chain }, run: { ours.dumpChain($0) }, verify: chainCheck)
      }
      oursByDepth[depth] = oursChain.duration
      let peerChain: Cell
      if depth == 400 {
        let peerDepth = quick ? 200 : depth
        let peerValue = DiffFixtures.chain(depth: peerDepth)
        let measured = cell { () -> Measurement in
          try measure(slow, setup: { peerValue }, run: { peer.dumpChain($0) }) { _, output in
            try check(output.contains("level: \(peerDepth)"), "the dump stops early")
          }
        }
        peerChain = extrapolated(measured, from: peerDepth, to: depth, exponent: 3)
      } else {
        peerChain = .skipped("custom-dump is timed at depth 400 only (it takes seconds there)")
      }
      table.add(
        "dump, depth-\(depth) chain", ours: oursChain, peer: peerChain,
        target: depth == 400 ? .speedup(10) : .none)
    }
    // Each level is indented further, so the dump's text itself grows with depth squared: no
    // correct dump grows 4× for 4× the depth. Linear work means time in step with the text.
    let bytes = [400, 1_600].map { depth in
      ours.map { $0.dumpChain(DiffFixtures.chain(depth: depth)).utf8.count }
    }
    let growthName =
      "growth, depth 400 → 1,600 (4× deeper) "
      + table.note(
        "each level is indented further, so the text of any correct dump grows with depth "
          + "squared (ours: \(bytes[0].map(groupThousands) ?? "–") bytes at depth 400, "
          + "\(bytes[1].map(groupThousands) ?? "–") at 1,600). Linear work means the time "
          + "grows no faster than the text it writes (within 25%), i.e. no re-indenting of child "
          + "strings; custom-dump's time grows about 8× each time the depth doubles")
    if let shallow = oursByDepth[400], let deep = oursByDepth[1_600], shallow > .zero,
      let small = bytes[0], let large = bytes[1]
    {
      let growth = deep / shallow
      let textGrowth = Double(large) / Double(small)
      table.rows.append(
        Row(
          growthName, ours: "time \(formatRatio(growth))", peer: "–", ratio: "–",
          target: "≤ text growth (\(formatRatio(textGrowth)))",
          passed: growth <= textGrowth * 1.25))
    } else {
      table.rows.append(
        Row(
          growthName, ours: ours == nil ? "not built yet" : "FAILED", peer: "–", ratio: "–",
          target: "≤ text growth", passed: nil))
    }
  }
}

/// Runs a measurement, turning a wrong result into a `FAILED` cell.
func cell(_ body: () throws -> Measurement) -> Cell {
  do {
    return .measured(try body())
  } catch {
    return .failed(String(describing: error))
  }
}

/// Runs a measurement of our side, or says it is not built yet.
func cell<Engine>(_ engine: Engine?, _ body: (Engine) throws -> Measurement) -> Cell {
  guard let engine else { return .notBuiltYet }
  return cell { try body(engine) }
}

/// Scales a measurement taken at a smaller size up to `size`, as `(size / measured)^exponent`.
func extrapolated(_ cell: Cell, from measured: Int, to size: Int, exponent: Double) -> Cell {
  guard measured != size, case .measured(let measurement) = cell else { return cell }
  var factor = 1.0
  for _ in 0..<Int(exponent) { factor *= Double(size) / Double(measured) }
  let order = exponent == 2 ? "quadratically" : exponent == 3 ? "cubically" : "linearly"
  return .extrapolated(
    measurement.median * factor,
    how:
      "measured at \(groupThousands(measured)) (\(formatDuration(measurement.median)), "
      + "\(measurement.runs) run\(measurement.runs == 1 ? "" : "s")) and extrapolated "
      + "\(order) to \(groupThousands(size)) (×\(groupThousands(Int(factor))))")
}
