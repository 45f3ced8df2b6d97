// The initializers of swift-identified-collections 1.x, beside the 0.1 forms `init(_:id:)` and
// `init(_:)`, which stay: code written against either version compiles unchanged.

extension IdentifiedArray {
  /// Creates an identified array of `elements`, each identified by the value at `id`.
  ///
  /// As in swift-identified-collections 1.x, the elements' ids are meant to be unique. An element
  /// whose id an earlier element already has is reported and left out (1.x traps instead).
  @inlinable
  public init<S: Sequence<Element>>(uniqueElements elements: S, id: KeyPath<Element, ID> & Sendable)
  {
    self.init(elements, id: id)
  }

  /// Creates an identified array of `elements`, whose ids the caller knows to be unique.
  ///
  /// The ids are checked all the same: the check is the hash lookup that building the index
  /// needs anyway, and a repeated id is reported and left out rather than corrupting the array.
  @inlinable
  public init<S: Sequence<Element>>(
    uncheckedUniqueElements elements: S, id: KeyPath<Element, ID> & Sendable
  ) {
    self.init(elements, id: id)
  }

  /// Creates an identified array of `elements`, each identified by the value at `id`, merging
  /// elements that share an id with `combine`.
  ///
  /// The merged element takes the position of the first element with that id. `combine` is
  /// given the element kept so far and the later one. A merged element whose id is not the id
  /// it merges is reported, and the element kept so far stays.
  public init<S: Sequence<Element>>(
    _ elements: S,
    id: KeyPath<Element, ID> & Sendable,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(id: id)
    try _appendUniquing(elements, operation: "init(_:id:uniquingIDsWith:)", combine: combine)
  }

  mutating func _appendUniquing<S: Sequence<Element>>(
    _ elements: S, operation: String, combine: (Element, Element) throws -> Element
  ) rethrows {
    for element in elements {
      let elementID = _readID(element)
      guard let existing = _table.position(of: elementID, in: _ids) else {
        _appendUnchecked(element, id: elementID)
        continue
      }
      let merged = try combine(_elements[existing], element)
      let mergedID = _readID(merged)
      guard mergedID == elementID else {
        reportIssue(
          identifiedArrayMergedIDMessage(
            Self.self, id: elementID, merged: merged, mergedID: mergedID,
            operation: operation)
        )
        continue
      }
      _elements[existing] = merged
    }
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array of `elements`, each identified by its `id`.
  ///
  /// As in swift-identified-collections 1.x, the elements' ids are meant to be unique. An element
  /// whose id an earlier element already has is reported and left out (1.x traps instead).
  @inlinable
  public init<S: Sequence<Element>>(uniqueElements elements: S) {
    if let same = elements as? Self {
      self = same
      return
    }
    self.init(elements)
  }

  /// Creates an identified array of `elements`, whose ids the caller knows to be unique.
  ///
  /// The ids are checked all the same, as in ``init(uncheckedUniqueElements:id:)``.
  @inlinable
  public init<S: Sequence<Element>>(uncheckedUniqueElements elements: S) {
    self.init(elements)
  }

  /// Creates an identified array of `elements`, each identified by its `id`, merging elements
  /// that share an id with `combine`, as ``init(_:id:uniquingIDsWith:)`` does.
  public init<S: Sequence<Element>>(
    _ elements: S, uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init([], id: \.id, reader: IdentifiableIDReader())
    try _appendUniquing(elements, operation: "init(_:uniquingIDsWith:)", combine: combine)
  }
}
