import Foundation

extension IdentifiedArray {
  /// Removes every element that `shouldBeRemoved` selects, keeping the others in order.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try _keep { _, element in try !shouldBeRemoved(element) }
  }

  /// Removes the elements at `offsets` (as SwiftUI's `onDelete` hands them over).
  ///
  /// An offset outside the array is reported, and the array is left unchanged.
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard !offsets.isEmpty else { return }
    if let bad = offsets.first(where: { $0 < 0 || $0 >= count }) {
      reportIssue(identifiedArrayBadPositionMessage(Self.self, bad, count, "remove(atOffsets:)"))
      return
    }
    if offsets.count == 1, let offset = offsets.first, indices.contains(offset) {
      remove(at: offset)
      return
    }
    _keep { position, _ in !offsets.contains(position) }
  }

  /// Moves the elements at `source` (in their order) to just before the element that was at
  /// `destination`, or to the end when `destination` is `count` (as SwiftUI's `onMove` hands
  /// them over).
  ///
  /// Offsets or a destination outside the array are reported, and the array is left unchanged.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    guard destination >= 0, destination <= count else {
      reportIssue(
        identifiedArrayBadPositionMessage(
          Self.self, destination, count, "move(fromOffsets:toOffset:)"))
      return
    }
    if let bad = source.first(where: { $0 < 0 || $0 >= count }) {
      reportIssue(
        identifiedArrayBadPositionMessage(Self.self, bad, count, "move(fromOffsets:toOffset:)"))
      return
    }
    guard !source.isEmpty else { return }
    var order: [Int] = []
    order.reserveCapacity(count)
    let moving = Array(source)
    for position in 0..<destination where !source.contains(position) { order.append(position) }
    order.append(contentsOf: moving)
    for position in destination..<count where !source.contains(position) { order.append(position) }
    _reorder(order)
  }

  /// Sorts the elements in place, keeping each element's id with it.
  @inlinable
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    let order = try indices.sorted { try areInIncreasingOrder(_elements[$0], _elements[$1]) }
    _reorder(order)
  }

  /// A copy of the array with its elements sorted.
  @inlinable
  public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Self {
    var copy = self
    try copy.sort(by: areInIncreasingOrder)
    return copy
  }

  /// Keeps the elements that `isKept` selects by position and element, in order, and drops the
  /// others.
  @inlinable
  mutating func _keep(_ isKept: (Int, Element) throws -> Bool) rethrows {
    var keptIDs: [ID] = []
    var keptElements: [Element] = []
    keptIDs.reserveCapacity(count)
    keptElements.reserveCapacity(count)
    for position in indices where try isKept(position, _elements[position]) {
      keptIDs.append(_ids[position])
      keptElements.append(_elements[position])
    }
    guard keptIDs.count != count else { return }
    _ids = keptIDs
    _elements = keptElements
    _table.rebuild(_ids)
  }

  /// Puts the element at `order[i]` at position `i`; `order` is a permutation of the indices.
  @usableFromInline
  mutating func _reorder(_ order: [Int]) {
    guard order != Array(indices) else { return }
    _ids = order.map { _ids[$0] }
    _elements = order.map { _elements[$0] }
    _table.rebuild(_ids)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order, keeping each element's id with it.
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }

  /// A copy of the array with its elements in increasing order.
  @inlinable
  public func sorted() -> Self {
    sorted(by: <)
  }
}
