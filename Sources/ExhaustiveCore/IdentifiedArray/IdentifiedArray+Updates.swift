// Replacing elements by id, as swift-identified-collections 1.x spells it.

extension IdentifiedArray {
  /// Replaces the element at `position` with `item`, which has the same id, and returns the
  /// element it replaced.
  ///
  /// An `item` with another id, or a position outside the array, is reported (1.x traps): the
  /// array is left unchanged and the result is `item` itself.
  @inlinable
  @discardableResult
  public mutating func update(_ item: Element, at position: Int) -> Element {
    guard position >= 0, position < _ids.count else {
      reportIssue(identifiedArrayBadPositionMessage(Self.self, position, count, "update(_:at:)"))
      return item
    }
    let itemID = _readID(item)
    guard itemID == _ids[position] else {
      reportIssue(
        identifiedArrayUpdateMismatchMessage(
          Self.self, position: position, positionID: _ids[position], item: item, itemID: itemID))
      return item
    }
    let original = _elements[position]
    _elements[position] = item
    return original
  }

  /// Replaces the element with `item`'s id in place, or appends `item` when the array has none,
  /// and returns the element it replaced (`nil` when it appended).
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ item: Element) -> Element? {
    let itemID = _readID(item)
    if let existing = _table.position(of: itemID, in: _ids) {
      let original = _elements[existing]
      _elements[existing] = item
      return original
    }
    _appendUnchecked(item, id: itemID)
    return nil
  }

  /// Replaces the element with `item`'s id in place, or inserts `item` at `position` when the
  /// array has none; returns the element it replaced (`nil` when it inserted) and where `item`
  /// now is.
  ///
  /// When `item` is new and `position` is outside `0...count`, that is reported: the array is
  /// left unchanged and the result is `(nil, position)`.
  @inlinable
  @discardableResult
  public mutating func updateOrInsert(_ item: Element, at position: Int) -> (
    originalMember: Element?, index: Int
  ) {
    let itemID = _readID(item)
    if let existing = _table.position(of: itemID, in: _ids) {
      let original = _elements[existing]
      _elements[existing] = item
      return (original, existing)
    }
    guard position >= 0, position <= _ids.count else {
      reportIssue(
        identifiedArrayBadPositionMessage(Self.self, position, count, "updateOrInsert(_:at:)"))
      return (nil, position)
    }
    _insertUnchecked(item, id: itemID, at: position)
    return (nil, position)
  }
}
