/// The order of dictionary keys and set elements: structural, so `Key.beta(9)` comes before
/// `Key.beta(10)` although `"Key.beta(10)" < "Key.beta(9)"` as text.
///
/// Numbers compare by value and come before everything else; other leaves (strings, case
/// names) compare by their printed text; composites compare by their opening text (type and
/// case name), then child by child, then by child count. Parts nested deeper than the budget
/// compare equal, and callers break ties by the whole one-line text, so the order is total.
func compareKeys(_ nodes: [Node], _ a: Int, _ b: Int, depthBudget: Int = 32) -> Int {
  let nodeA = nodes[a]
  let nodeB = nodes[b]
  switch (nodeA.number.isNaN, nodeB.number.isNaN) {
  case (false, false):
    return nodeA.number < nodeB.number ? -1 : nodeA.number > nodeB.number ? 1 : 0
  case (false, true): return -1
  case (true, false): return 1
  case (true, true): break
  }
  if nodeA.text != nodeB.text { return nodeA.text < nodeB.text ? -1 : 1 }
  // A payload-less leaf before a composite that opens with the same text.
  switch (nodeA.isComposite, nodeB.isComposite) {
  case (false, false): return 0
  case (false, true): return -1
  case (true, false): return 1
  case (true, true): break
  }
  guard depthBudget > 0 else { return 0 }
  for (childA, childB) in zip(nodeA.children, nodeB.children) {
    let labelA = nodes[childA].label ?? ""
    let labelB = nodes[childB].label ?? ""
    if labelA != labelB { return labelA < labelB ? -1 : 1 }
    let order = compareKeys(nodes, childA, childB, depthBudget: depthBudget - 1)
    if order != 0 { return order }
  }
  if nodeA.childCount != nodeB.childCount { return nodeA.childCount < nodeB.childCount ? -1 : 1 }
  return 0
}
