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
    if nodeA.number != nodeB.number { return nodeA.number < nodeB.number ? -1 : 1 }
    // Integers beyond 2^53 (Int64, Int128) can round to the same Double.
    return compareIntegerTexts(nodeA.text, nodeB.text)
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

/// Two integers' decimal texts compared by value (`-12` < `-3` < `20`), or 0 when either is
/// not a plain integer.
private func compareIntegerTexts(_ a: String, _ b: String) -> Int {
  func parts(_ text: String) -> (negative: Bool, digits: Substring)? {
    let negative = text.hasPrefix("-")
    let digits = Substring(text).dropFirst(negative ? 1 : 0)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      return nil
    }
    return (negative, digits)
  }
  guard let a = parts(a), let b = parts(b) else { return 0 }
  if a.negative != b.negative { return a.negative ? -1 : 1 }
  let magnitude =
    a.digits.count != b.digits.count
    ? (a.digits.count < b.digits.count ? -1 : 1)
    : (a.digits == b.digits ? 0 : a.digits < b.digits ? -1 : 1)
  return a.negative ? -magnitude : magnitude
}
