extension IdentifiedArray: RangeReplaceableCollection
where Element: Identifiable, ID == Element.ID {
  /// Creates an empty identified array whose elements are identified by their `id`.
  public init() {
    self.init([], id: \.id, reader: IdentifiableIDReader())
  }
}

extension IdentifiedArray {
  /// Replaces the elements in `bounds` with `newElements`.
  ///
  /// A new element whose id an element outside `bounds` has, or an earlier new element has, is
  /// reported and dropped: the array keeps the element it already had.
  @inlinable
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ bounds: Range<Int>, with newElements: C
  ) {
    _replaceSubrange(bounds, with: newElements, operation: "replaceSubrange(_:with:)")
  }

  /// Appends `newElements` in order; one whose id the array already holds is reported and
  /// dropped.
  @inlinable
  public mutating func append<S: Sequence<Element>>(contentsOf newElements: S) {
    for element in newElements {
      append(element)
    }
  }

  /// Inserts `newElements` at `position`, in order; one whose id the array already holds is
  /// reported and dropped.
  @inlinable
  public mutating func insert<C: Collection<Element>>(contentsOf newElements: C, at position: Int) {
    guard position >= 0, position <= count else {
      reportIssue(
        identifiedArrayBadPositionMessage(Self.self, position, count, "insert(contentsOf:at:)"))
      return
    }
    _replaceSubrange(position..<position, with: newElements, operation: "insert(contentsOf:at:)")
  }

  /// Removes every element.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _table = IdentifiedIndexTable()
  }

  @usableFromInline
  mutating func _replaceSubrange<C: Collection<Element>>(
    _ bounds: Range<Int>, with newElements: C, operation: String
  ) {
    guard bounds.lowerBound >= 0, bounds.upperBound <= count else {
      reportIssue(
        identifiedArrayBadPositionMessage(
          Self.self, bounds.lowerBound < 0 ? bounds.lowerBound : bounds.upperBound, count,
          operation))
      return
    }
    if bounds.isEmpty, bounds.lowerBound == count {
      for element in newElements { append(element) }
      return
    }
    var keptIDs: [ID] = []
    var keptElements: [Element] = []
    keptIDs.reserveCapacity(newElements.count)
    keptElements.reserveCapacity(newElements.count)
    var seen: [ID: Int] = [:]
    for element in newElements {
      let newID = _readID(element)
      if let existing = _table.position(of: newID, in: _ids), !bounds.contains(existing) {
        reportDuplicate(element, id: newID, existing: existing, operation: operation)
        continue
      }
      if let earlier = seen[newID] {
        reportDuplicate(
          element, id: newID, existing: bounds.lowerBound + earlier, operation: operation)
        continue
      }
      seen[newID] = keptIDs.count
      keptIDs.append(newID)
      keptElements.append(element)
    }
    _ids.replaceSubrange(bounds, with: keptIDs)
    _elements.replaceSubrange(bounds, with: keptElements)
    _table.rebuild(_ids)
  }
}
