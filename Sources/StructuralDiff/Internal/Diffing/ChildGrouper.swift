extension Differ {
  /// Collects a collection's children into unchanged runs and facing removal/insertion groups.
  struct ChildGrouper {
    let level: Int
    var unchangedCount = 0
    /// The first two unchanged elements of the run (printed when the run is short).
    var unchangedHead: [Int] = []
    var removed: [Int] = []
    var inserted: [Int] = []

    init(level: Int) {
      self.level = level
    }

    mutating func unchanged(_ element: Int) {
      unchangedCount += 1
      if unchangedHead.count < 2 { unchangedHead.append(element) }
    }

    mutating func flushUnchanged(into steps: inout [Step]) {
      guard unchangedCount > 0 else { return }
      if unchangedCount > 2 {
        steps.append(.line(.both, level: level, "… (\(unchangedCount) unchanged)"))
      } else {
        for element in unchangedHead {
          steps.append(.render(.both, node: element, level: level, suffix: ","))
        }
      }
      unchangedCount = 0
      unchangedHead.removeAll(keepingCapacity: true)
    }

    /// Removals and insertions with no matched element between them: pairs that read better
    /// field by field are diffed, the rest print whole (removals first).
    mutating func flushFacing(into steps: inout [Step], isSimilar: (Int, Int) -> Bool) {
      guard !removed.isEmpty || !inserted.isEmpty else { return }
      var pendingRemoved: [Int] = []
      var pendingInserted: [Int] = []
      func flushPending() {
        for element in pendingRemoved {
          steps.append(.render(.first, node: element, level: level, suffix: ","))
        }
        for element in pendingInserted {
          steps.append(.render(.second, node: element, level: level, suffix: ","))
        }
        pendingRemoved.removeAll()
        pendingInserted.removeAll()
      }
      let pairs = min(removed.count, inserted.count)
      for offset in 0..<pairs {
        if isSimilar(removed[offset], inserted[offset]) {
          flushPending()
          steps.append(
            .diff(
              first: removed[offset], second: inserted[offset], level: level,
              suffixes: (",", ","), unequal: false))
        } else {
          pendingRemoved.append(removed[offset])
          pendingInserted.append(inserted[offset])
        }
      }
      pendingRemoved.append(contentsOf: removed[pairs...])
      pendingInserted.append(contentsOf: inserted[pairs...])
      flushPending()
      removed.removeAll(keepingCapacity: true)
      inserted.removeAll(keepingCapacity: true)
    }
  }
}
