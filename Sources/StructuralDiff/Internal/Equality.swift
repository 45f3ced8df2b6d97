import ExhaustiveUnsafe

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
      root: first, label: label, keepsValues: true, numbering: numbering, side: 0,
      showsSnapshotsBefore: true)
    let treeB = TreeBuilder(
      root: second, label: label, keepsValues: true, numbering: numbering, side: 1)
    treeA.complete(0)
    if treeA.deepest <= maxDepth { treeB.complete(0) }
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

/// `==` across existentials, or `nil` when the first value is not `Equatable`, or is a
/// ``_CustomDiffObject`` (whose diff compares its snapshots, never its `==`, as in
/// swift-custom-dump).
func isEqual(_ first: Any, _ second: Any) -> Bool? {
  guard let equatable = first as? any Equatable, !(first is any _CustomDiffObject) else {
    return nil
  }
  func compare<T: Equatable>(_ first: T) -> Bool {
    guard let second = second as? T else { return false }
    return first == second
  }
  return compare(equatable)
}

/// Whether two values are equal by `==` or, when not `Equatable`, by their reflected contents:
/// same type, children equal pairwise (the same object is equal to itself). Past
/// `depth` levels, or for values without children, their descriptions are compared.
///
/// Used where a customized dump may hide a difference, so it errs towards "equal" only where
/// it cannot look (a cycle of distinct objects is cut by the depth).
func reflectsEqual(_ first: Any, _ second: Any, depth: Int = 32) -> Bool {
  if let equal = isEqual(first, second) { return equal }
  guard ObjectIdentifier(type(of: first)) == ObjectIdentifier(type(of: second)) else {
    return false
  }
  if type(of: first) is AnyClass, (first as AnyObject) === (second as AnyObject) { return true }
  let mirrorA = Mirror(reflecting: first)
  let mirrorB = Mirror(reflecting: second)
  guard depth > 0, mirrorA.children.count > 0 || mirrorB.children.count > 0 else {
    return String(describing: first) == String(describing: second)
  }
  guard mirrorA.children.count == mirrorB.children.count else { return false }
  for (childA, childB) in zip(mirrorA.children, mirrorB.children) {
    guard childA.label == childB.label,
      reflectsEqual(safeChild(childA.value), safeChild(childB.value), depth: depth - 1)
    else { return false }
  }
  return true
}

/// A mirror's child made safe to inspect: a singleton metatype stored in zero bytes is boxed
/// from whatever bytes follow it (see ``TreeBuilder``), so it is replaced by its one value.
private func safeChild(_ value: Any) -> Any {
  func boxedType<T>(_: T) -> Any.Type { T.self }
  guard let instance = singletonMetatypeInstance(_openExistential(value, do: boxedType)) else {
    return value
  }
  return instance as Any
}
