// Collections whose elements changed: elements aligned with their counterparts, removals and
// insertions paired where they read better field by field.

extension Differ {
  /// Aligns a collection's elements (or mismatched fields by label), then pairs removals and
  /// insertions that face each other, and collapses long unchanged runs.
  mutating func alignChildren(_ a: Int, _ b: Int, level: Int, into steps: inout [Step]) {
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    let (prefix, suffix) = commonEdges(a, b)
    let middleA = (nodeA.childStart + prefix)..<(nodeA.childStart + nodeA.childCount - suffix)
    let middleB = (nodeB.childStart + prefix)..<(nodeB.childStart + nodeB.childCount - suffix)
    completeMiddles(middleA, middleB)
    let byLabel = nodeA.kind == .fields
    func key(_ node: Node) -> Int { byLabel ? hashLeaf(.leaf, node.label ?? "") : node.key }
    let alignment = align(
      middleA.map { key(first.nodes[$0]) }, middleB.map { key(second.nodes[$0]) })

    var grouper = ChildGrouper(level: level)
    for offset in 0..<prefix { grouper.unchanged(nodeB.childStart + offset) }
    for step in alignment {
      switch step {
      case .match(let offsetA, let offsetB):
        grouper.flushFacing(into: &steps, isSimilar: isSimilar)
        matched(
          middleA.lowerBound + offsetA, middleB.lowerBound + offsetB, level: level,
          grouper: &grouper, into: &steps)
      case .delete(let offset):
        grouper.flushUnchanged(into: &steps)
        grouper.removed.append(middleA.lowerBound + offset)
      case .insert(let offset):
        grouper.flushUnchanged(into: &steps)
        grouper.inserted.append(middleB.lowerBound + offset)
      }
    }
    grouper.flushFacing(into: &steps, isSimilar: isSimilar)
    for offset in (nodeB.childCount - suffix)..<nodeB.childCount {
      grouper.unchanged(nodeB.childStart + offset)
    }
    grouper.flushUnchanged(into: &steps)
  }

  /// How many leading and trailing elements two arrays share, compared natively when their
  /// elements allow it (else none, and alignment finds them).
  private func commonEdges(_ a: Int, _ b: Int) -> (prefix: Int, suffix: Int) {
    guard let sequenceA = first.lazySequences[a], let sequenceB = second.lazySequences[b],
      let edges = sequenceA.commonEdgesForDump(with: sequenceB)
    else { return (0, 0) }
    return (edges.prefix, edges.suffix)
  }

  /// Builds the elements between the common edges, the first side's before the second's.
  private func completeMiddles(_ middleA: Range<Int>, _ middleB: Range<Int>) {
    for child in middleA { first.complete(child) }
    for child in middleB { second.complete(child) }
  }

  /// Two aligned elements: counted when unchanged, else diffed.
  private func matched(
    _ elementA: Int, _ elementB: Int, level: Int, grouper: inout ChildGrouper,
    into steps: inout [Step]
  ) {
    if isUnchanged(elementA, elementB) { return grouper.unchanged(elementB) }
    grouper.flushUnchanged(into: &steps)
    // Printed alike but not unchanged: `==` or a customized dump says they differ.
    let unequal =
      first.nodes[elementA].hash == second.nodes[elementB].hash
      && !(first.nodes[elementA].hidesState && hidesDifference(elementA, elementB))
    steps.append(
      .diff(
        first: elementA, second: elementB, level: level, suffixes: (",", ","), unequal: unequal))
  }

  /// Whether a removed and an inserted element facing each other read better as one changed
  /// element (field by field) than as a whole removal and insertion.
  func isSimilar(_ a: Int, _ b: Int) -> Bool {
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    if nodeA.kind == .multilineString, nodeB.kind == .multilineString { return true }
    // Lines alike but for their types or hidden state: diffed to say which.
    if let text = nodeA.oneLine, text == nodeB.oneLine, nodeA.label == nodeB.label { return true }
    // Long strings are diffed as a pair, to point at their first difference.
    if nodeA.isString, nodeB.isString {
      return StringDifference.hint(nodeA.text, nodeB.text) != nil
    }
    guard isComparableComposite(nodeA, nodeB) else { return false }
    guard nodeA.kind == .fields, nodeA.childCount > 1, fieldsLineUp(nodeA, nodeB) else {
      return true
    }
    for offset in 0..<nodeA.childCount
    where isUnchanged(nodeA.childStart + offset, nodeB.childStart + offset) {
      return true
    }
    return false
  }
}
