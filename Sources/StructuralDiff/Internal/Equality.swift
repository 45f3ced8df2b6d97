/// Finds where two values that print the same differ by `==`.
enum EqualityProbe {
  /// Values deeper than this are compared by their dumps only: asking a synthesized `==` about
  /// them recurses once per level, which could overflow a secondary thread's 512 KB stack.
  static let maxDepth = 1_000

  /// The node indices (in the first value's tree) from the root down to the deepest node
  /// whose values are `!=`, or `nil` when the values are equal or cannot be compared.
  static func pathToHiddenDifference(_ first: Any, _ second: Any) -> [Int]? {
    let treeA = TreeBuilder.tree(of: first, keepsValues: true)
    guard treeA.maxDepth <= maxDepth else { return nil }
    let treeB = TreeBuilder.tree(of: second, keepsValues: true)
    guard let rootA = treeA.nodes[0].value, let rootB = treeB.nodes[0].value,
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
        if let valueA = treeA.nodes[childA].value, let valueB = treeB.nodes[childB].value,
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
    return path
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
