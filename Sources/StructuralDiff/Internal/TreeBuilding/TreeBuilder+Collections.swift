import ExhaustiveUnsafe

// Collections and ranges.

extension TreeBuilder {
  /// Builds a collection's elements or entries, or a range's one line.
  func buildCollection(
    _ value: Any, _ kind: ValueKind.Container, slot: Int, depth: Int, lazy: Bool
  ) {
    switch kind {
    case .sequence(let isSet):
      sequence(value as! any SequenceDumpable, isSet: isSet, slot: slot, depth: depth, lazy: lazy)
    case .identified:
      identified(value as! any CustomDumpIdentifiedCollection, slot: slot, depth: depth, lazy: lazy)
    case .dictionary:
      dictionary(value as! any DictionaryDumpable, slot: slot, depth: depth)
    case .range:
      range(value as! any RangeDumpable, slot: slot)
    }
  }

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
