extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  /// Slices are plain array slices: a slice is a view to read, and writing one back through
  /// `self[range] = …` goes through the same duplicate checks as any other write.
  public typealias SubSequence = ArraySlice<Element>
  /// The valid positions, as a range.
  public typealias Indices = Range<Int>

  /// The position of the first element (0).
  @inlinable public var startIndex: Int { 0 }

  /// One past the position of the last element (`count`).
  @inlinable public var endIndex: Int { _ids.count }

  /// The number of elements.
  @inlinable public var count: Int { _ids.count }

  /// Whether the array is empty.
  @inlinable public var isEmpty: Bool { _ids.isEmpty }

  /// The valid positions, `0..<count`.
  @inlinable public var indices: Range<Int> { 0..<_ids.count }

  /// The position after `i`.
  @inlinable public func index(after i: Int) -> Int { i + 1 }

  /// The position before `i`.
  @inlinable public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position`.
  ///
  /// Writing an element with the id of the one it replaces (editing an element in place) costs
  /// O(1). Writing one whose id another element has moves that element here first, swapping
  /// places with the one that was here (so algorithms that write elements back in a new order,
  /// such as the standard library's generic sort, reorder the array); writing one with a new id
  /// re-identifies the position.
  ///
  /// Editing an element in place so that its id becomes another element's is reported: the
  /// array keeps the other element and drops the edited one.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      let newID = _readID(newValue)
      let oldID = _ids[position]
      if newID == oldID {
        _elements[position] = newValue
      } else if let existing = _table.position(of: newID, in: _ids) {
        swapAt(existing, position)
        _elements[position] = newValue
      } else {
        _ids[position] = newID
        _elements[position] = newValue
        _table.didReplace(oldID, at: position, _ids)
      }
    }
    _modify {
      let oldID = _ids[position]
      yield &_elements[position]
      let newID = _readID(_elements[position])
      if newID != oldID {
        _didReidentify(at: position, from: oldID, to: newID)
      }
    }
  }

  /// Brings the ids up to date after the element at `position` was edited in place from `oldID`
  /// to `newID`; a collision is reported and the edited element dropped.
  @usableFromInline
  mutating func _didReidentify(at position: Int, from oldID: ID, to newID: ID) {
    if let existing = _table.position(of: newID, in: _ids) {
      reportDuplicate(
        _elements[position], id: newID, existing: existing, operation: "subscript(_:)")
      remove(at: position)
      return
    }
    _ids[position] = newID
    _table.didReplace(oldID, at: position, _ids)
  }

  /// The elements in `bounds`.
  ///
  /// Writing a slice replaces those elements as ``replaceSubrange(_:with:)`` does: an element
  /// whose id another element keeps is reported and dropped.
  @inlinable
  public subscript(bounds: Range<Int>) -> ArraySlice<Element> {
    get { _elements[bounds] }
    set { _replaceSubrange(bounds, with: newValue, operation: "subscript(_:)") }
  }

  /// Exchanges the elements (and their ids) at `i` and `j`.
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _table.willSwap(i, j, _ids)
    _ids.swapAt(i, j)
    _elements.swapAt(i, j)
  }
}
