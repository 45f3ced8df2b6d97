import ExhaustiveUnsafe

// Making nodes, and finishing composites once their children are built.

extension TreeBuilder {
  /// Keeps a customized value, to tell two that print alike apart (see ``Node/hidesState``).
  func customized(_ value: Any, slot: Int) {
    guard customizedValues[slot] == nil else { return }
    customizedValues[slot] = value
    nodes[slot].hidesState = true
  }

  func leaf(_ slot: Int, _ text: String, number: Double = .nan) {
    var text = text
    if !snapshotNumbers.isEmpty, let (object, objectNumber, _) = snapshotNumbers[slot] {
      // A snapshot that is one line (`"after"`) shows its object's number around it, so its
      // back-references (`Flag#1(↩︎)`) point at something: `Flag#1("after")`.
      snapshotNumbers[slot] = nil
      text = "\(snapshotNames[object] ?? "")#\(objectNumber)(\(text))"
    }
    nodes[slot].kind = .leaf
    nodes[slot].text = text
    nodes[slot].number = number
    nodes[slot].valueType = leafType
    nodes[slot].hash = hashLeaf(.leaf, text, type: leafType)
    nodes[slot].state = .complete
    if !nodes[slot].hasIdentity { nodes[slot].key = nodes[slot].hash }
  }

  /// Makes `slot` a composite with `count` child slots, or a `…` leaf past `maxDepth`.
  /// Returns the first child slot; the caller schedules the children's builds.
  func open(
    _ slot: Int, _ kind: Node.Kind, open: String, close: String, depth: Int, count: Int,
    lazy: Bool = false
  ) -> Int? {
    let (open, close) = numberedSnapshot(slot, kind, open: open, close: close)
    if count > 0, depth >= maxDepth {
      leaf(slot, open + "…" + close)
      return nil
    }
    let start = nodes.count
    nodes[slot].kind = kind
    nodes[slot].text = open
    nodes[slot].close = close
    nodes[slot].childStart = start
    nodes[slot].childCount = count
    var placeholder = Node(kind: .leaf, text: "")
    placeholder.depth = depth + 1
    placeholder.isElement = kind != .fields
    nodes.append(contentsOf: repeatElement(placeholder, count: count))
    if depth + 1 > deepest { deepest = depth + 1 }
    if lazy {
      nodes[slot].state = .partial
    } else {
      work.append(.finish(slot: slot))
    }
    return start
  }

  /// The delimiters of a composite that may be a snapshot standing in for its object (see
  /// ``snapshot(of:info:slot:depth:)``), which carries the object's number: `Stats#1(` when it
  /// opens like a struct, else around it, `Numbers#1([` … `])`, so that its back-references
  /// point at something.
  private func numberedSnapshot(
    _ slot: Int, _ kind: Node.Kind, open: String, close: String
  ) -> (open: String, close: String) {
    guard !snapshotNumbers.isEmpty, let (object, number, chosen) = snapshotNumbers[slot] else {
      return (open, close)
    }
    snapshotNumbers[slot] = nil
    if kind == .fields, open.hasSuffix("("), open.utf8.count > 1 {
      // An object (`User#2(`) keeps its own number.
      guard !open.contains("#") else { return (open, close) }
      let name = chosen ?? String(open.dropLast())
      snapshotNames[object] = name
      return ("\(name)#\(number)(", close)
    }
    return ("\(snapshotNames[object] ?? "")#\(number)(" + open, close + ")")
  }

  @discardableResult
  func composite(
    _ slot: Int, _ kind: Node.Kind, open: String, close: String, depth: Int,
    children: [(String?, Any)]
  ) -> Bool {
    guard
      let start = self.open(
        slot, kind, open: open, close: close, depth: depth, count: children.count)
    else { return false }
    for (offset, child) in children.enumerated().reversed() {
      nodes[start + offset].label = child.0
      work.append(
        .build(child.1, slot: start + offset, depth: depth + 1, isElement: kind != .fields))
    }
    return true
  }

  func finish(slot: Int) {
    let node = nodes[slot]
    // A truncated composite's marker stays last: only the children before it are sorted.
    let sorted = truncated.contains(slot) ? node.childCount - 1 : node.childCount
    if node.kind == .entries {
      finishEntries(node, sorted: sorted, keepsOrder: orderedEntries.contains(slot))
    } else if sortedElements.contains(slot) {
      let children = node.childStart..<(node.childStart + sorted)
      sortChildren(
        of: node, keys: Array(children), texts: children.map { singleLineText(nodes, $0) })
    }
    var hasher = Hasher()
    hasher.combine(node.kind)
    hasher.combine(node.text)
    hasher.combine(node.close)
    hasher.combine(node.childCount)
    var hidesState = node.hidesState
    for child in node.children {
      hasher.combine(nodes[child].label)
      hasher.combine(nodes[child].hash)
      hidesState = hidesState || nodes[child].hidesState
    }
    nodes[slot].hidesState = hidesState
    nodes[slot].hash = hasher.finalize()
    nodes[slot].state = .complete
    if !node.hasIdentity { nodes[slot].key = nodes[slot].hash }
    if inlineCandidates.contains(slot) {
      nodes[slot].inline = inlineText(node)
    }
  }

  func finishEntries(_ node: Node, sorted: Int, keepsOrder: Bool) {
    var keys: [Int] = []
    keys.reserveCapacity(node.childCount)
    for entry in node.children {
      // Key nodes stay in the array (unreferenced) so entries can sort by key structure.
      guard nodes[entry].kind == .pendingEntry else { continue }
      let keySlot = nodes[entry].childStart
      keys.append(keySlot)
      var value = nodes[keySlot + 1]
      value.label = singleLineText(nodes, keySlot)
      value.key = hashLeaf(.leaf, value.label!)
      value.hasIdentity = true
      // An entry prints in a diff's context like an element (open), not like a field.
      value.isElement = true
      nodes[entry] = value
      if keepsValues { values[entry] = values[keySlot + 1] }
      if value.hidesState, let customized = customizedValues[keySlot + 1] {
        customizedValues[entry] = customized
      }
    }
    guard !keepsOrder, keys.count == sorted else { return }
    sortChildren(of: node, keys: keys, texts: node.children.map { nodes[$0].label ?? "" })
  }

  /// Sorts a composite's child slots by ``compareKeys(_:_:_:depthBudget:)`` on `keys` (the
  /// children themselves, or dictionary entries' key nodes), ties broken by `texts`.
  func sortChildren(of node: Node, keys: [Int], texts: [String]) {
    let keyed = zip(node.children, zip(keys, texts)).map {
      (node: nodes[$0], key: $1.0, text: $1.1, value: values[$0], customized: customizedValues[$0])
    }
    let sorted = keyed.sorted { lhs, rhs in
      let order = compareKeys(nodes, lhs.key, rhs.key)
      return order != 0 ? order < 0 : lhs.text < rhs.text
    }
    for (offset, entry) in sorted.enumerated() {
      nodes[node.childStart + offset] = entry.node
      if keepsValues { values[node.childStart + offset] = entry.value }
      if entry.node.hidesState { customizedValues[node.childStart + offset] = entry.customized }
    }
  }

  func inlineText(_ node: Node) -> String? {
    var text = node.text
    for (offset, child) in node.children.enumerated() {
      guard let inline = nodes[child].oneLine else { return nil }
      if offset > 0 { text += ", " }
      if let label = nodes[child].label { text += label + ": " }
      text += inline
      if text.utf8.count > TreeBuilder.inlineWidth { return nil }
    }
    text += node.close
    return text.utf8.count > TreeBuilder.inlineWidth ? nil : text
  }
}
