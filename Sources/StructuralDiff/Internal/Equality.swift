/// Finds where two values that print the same differ by `==`.
enum EqualityProbe {
  /// Values deeper than this are not searched: asking a synthesized `==` about each level of
  /// them recurses once per level below it.
  static let maxDepth = 1_000

  /// Complete trees of both values (the root labelled `label`) and the node indices, in the
  /// first tree, from the root down to the deepest node whose values are `!=`; `nil` when the
  /// values are equal, cannot be compared, or nest too deeply.
  static func locate(
    _ first: Any, _ second: Any, label: String?
  ) -> (TreeBuilder, TreeBuilder, [Int])? {
    let numbering = ObjectNumbering()
    let treeA = TreeBuilder(
      root: first, label: label, keepsValues: true, numbering: numbering, side: 0)
    let treeB = TreeBuilder(
      root: second, label: label, keepsValues: true, numbering: numbering, side: 1)
    numbering.inStep(
      first: { treeA.complete(0) },
      second: { if treeA.deepest <= maxDepth { treeB.complete(0) } })
    guard treeA.deepest <= maxDepth else { return nil }
    guard let rootA = treeA.keptValue(0), let rootB = treeB.keptValue(0),
      isEqual(rootA, rootB) == false
    else { return nil }
    var path = [0]
    var a = 0
    var b = 0
    descending: while true {
      let nodeA = treeA.nodes[a]
      let nodeB = treeB.nodes[b]
      guard nodeA.childCount == nodeB.childCount else { break }
      for (childA, childB) in zip(nodeA.children, nodeB.children) {
        if let valueA = treeA.keptValue(childA), let valueB = treeB.keptValue(childB),
          isEqual(valueA, valueB) == false
        {
          path.append(childA)
          a = childA
          b = childB
          continue descending
        }
      }
      break
    }
    return (treeA, treeB, path)
  }
}

/// `==` across existentials, or `nil` when the first value is not `Equatable`.
func isEqual(_ first: Any, _ second: Any) -> Bool? {
  guard let equatable = first as? any Equatable else { return nil }
  func compare<T: Equatable>(_ first: T) -> Bool {
    guard let second = second as? T else { return false }
    return first == second
  }
  return compare(equatable)
}
