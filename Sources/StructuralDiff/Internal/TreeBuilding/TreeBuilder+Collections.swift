import ExhaustiveUnsafe

// Collections, ranges and strings.

extension TreeBuilder {
  func sequence(
    _ sequence: any SequenceDumpable, isSet: Bool, slot: Int, depth: Int, lazy: Bool
  ) {
    let count = sequence.countForDump
    // Sets sort their elements by printed text, which needs every element built.
    let lazy = lazy && !isSet
    guard
      let start = open(
        slot, .elements, open: isSet ? "Set([" : "[", close: isSet ? "])" : "]", depth: depth,
        count: count, lazy: lazy)
    else { return }
    if isSet { sortedElements.insert(slot) }
    if lazy {
      lazySequences[slot] = sequence
      lazyElements.append((start..<(start + count), sequence))
      return
    }
    let first = work.count
    var index = start
    sequence.forEachForDump { element in
      work.append(.build(element, slot: index, depth: depth + 1, isElement: true))
      index += 1
    }
    work[first...].reverse()
  }

  func dictionary(_ dictionary: any DictionaryDumpable, slot: Int, depth: Int) {
    self.dictionary(
      dictionary.countForDump, slot: slot, depth: depth,
      ordered: type(of: dictionary).keepsOrderForDump
    ) { body in
      dictionary.forEachPairForDump(body)
    }
  }

  /// Entries start as two-child `pendingEntry` nodes (key, value); ``finish(slot:)``
  /// turns each into its value node labelled with the printed key.
  func dictionary(
    _ count: Int, slot: Int, depth: Int, truncated: Bool = false, ordered: Bool = false,
    forEachPair: ((Any, Any) -> Void) -> Void
  ) {
    guard count > 0 || truncated else { return leaf(slot, "[:]") }
    let slots = truncated ? count + 1 : count
    guard let start = open(slot, .entries, open: "[", close: "]", depth: depth, count: slots)
    else { return }
    if ordered { orderedEntries.insert(slot) }
    if truncated {
      self.truncated.insert(slot)
      nodes[start + count].label = nil
      leafType = nil
      leaf(start + count, CustomMirrorBudget.marker)
    }
    let first = work.count
    var entry = start
    forEachPair { key, value in
      let keySlot = nodes.count
      nodes.append(Node(kind: .leaf, text: ""))
      nodes.append(Node(kind: .leaf, text: ""))
      parents.append(contentsOf: [Int32(entry), Int32(entry)])
      nodes[entry].kind = .pendingEntry
      nodes[entry].childStart = keySlot
      nodes[entry].childCount = 2
      work.append(.build(key, slot: keySlot, depth: depth + 1, isElement: false))
      work.append(.build(value, slot: keySlot + 1, depth: depth + 1, isElement: false))
      entry += 1
    }
    work[first...].reverse()
  }

  func range(_ range: any RangeDumpable, slot: Int) {
    let lower = range.lowerForDump.map(TreeBuilder.singleLine) ?? ""
    let upper = range.upperForDump.map(TreeBuilder.singleLine) ?? ""
    leaf(slot, lower + type(of: range).operatorForDump + upper)
  }

  func string(_ string: some StringProtocol, slot: Int) {
    guard string.utf8.contains(UInt8(ascii: "\n")) else {
      leaf(slot, StringLiteral.singleLine(string))
      nodes[slot].isString = true
      return
    }
    // A multi-line snapshot prints no number (a literal's delimiters must stay its own).
    if !snapshotNumbers.isEmpty { snapshotNumbers[slot] = nil }
    let (body, hashes) = StringLiteral.multiline(string)
    nodes[slot].kind = .multilineString
    nodes[slot].text = body
    nodes[slot].rawHashes = hashes
    // The delimiter is part of what prints.
    nodes[slot].hash = hashLeaf(.multilineString, nodes[slot].multilineOpen + body)
    nodes[slot].state = .complete
    if !nodes[slot].hasIdentity { nodes[slot].key = nodes[slot].hash }
  }

  /// An identified collection: its elements, aligned in diffs by the keys it gives.
  func identified(
    _ collection: any CustomDumpIdentifiedCollection, slot: Int, depth: Int, lazy: Bool
  ) {
    let (elements, keys) = collection.identifiedElementsForDump
    sequence(elements, isSet: false, slot: slot, depth: depth, lazy: lazy)
    guard nodes[slot].kind == .elements else { return }
    for (offset, key) in keys.enumerated() {
      nodes[nodes[slot].childStart + offset].key = key
      nodes[nodes[slot].childStart + offset].hasIdentity = true
    }
  }
}
