/// An ordered collection of elements, each identified by a unique id, that reads and writes
/// elements by id in constant time.
///
/// The state of a list feature, where actions address rows by id rather than by a position that
/// shifts as rows come and go:
///
/// ```swift
/// struct AppState: Equatable {
///   var todos: IdentifiedArrayOf<Todo> = []
/// }
/// enum AppAction: Equatable {
///   case todo(id: Todo.ID, action: TodoAction)
/// }
/// let appReducer = todoReducer.forEach(
///   state: \AppState.todos,
///   action: /AppAction.todo(id:action:),
///   environment: { _ in TodoEnvironment() }
/// )
/// ```
///
/// Looking an element up by id costs O(1); appending costs amortized O(1); inserting or
/// removing in the middle shifts the later elements, O(n), as an `Array` does.
///
/// Ids are unique. Adding an element whose id the array already holds is a programmer error: it
/// is reported through ``reportIssue(_:fileID:filePath:line:column:)`` (a test failure under
/// `TestStore`), the array keeps the element it already had and drops the new one. It never
/// crashes and never holds two elements with one id.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The key path that reads an element's id.
  public let id: KeyPath<Element, ID> & Sendable

  /// Every element's id, in the order of the elements.
  @inlinable
  public var ids: [ID] { _ids }

  @usableFromInline let _idReader: any IdentifiedIDReader<Element, ID>
  @usableFromInline var _ids: [ID]
  @usableFromInline var _elements: [Element]
  @usableFromInline var _table: IdentifiedIndexTable

  /// Creates an identified array of `elements`, each identified by the value at `id`.
  ///
  /// An element whose id an earlier element already has is reported and left out.
  public init<S: Sequence<Element>>(_ elements: S, id: KeyPath<Element, ID> & Sendable) {
    self.init(elements, id: id, reader: KeyPathIDReader(keyPath: id))
  }

  init<S: Sequence<Element>>(
    _ elements: S, id: KeyPath<Element, ID> & Sendable, reader: any IdentifiedIDReader<Element, ID>
  ) {
    self.id = id
    _idReader = reader
    _ids = []
    _elements = []
    _table = IdentifiedIndexTable()
    _elements.reserveCapacity(elements.underestimatedCount)
    _ids.reserveCapacity(elements.underestimatedCount)
    for element in elements {
      append(element)
    }
  }

  /// Creates an empty identified array whose elements are identified by the value at `id`.
  public init(id: KeyPath<Element, ID> & Sendable) {
    self.init([], id: id)
  }

  /// The elements, in order, as a plain array.
  @inlinable
  public var elements: [Element] { _elements }

  /// The element with the given id, or `nil`.
  ///
  /// Setting an element replaces the one with that id in place, or appends it when the array
  /// has none. Setting `nil` removes the element with that id. Setting an element whose own id
  /// is not `id` is reported and changes nothing.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let position = _table.position(of: id, in: _ids) else { return nil }
      return _elements[position]
    }
    set {
      _set(newValue, id: id)
    }
    _modify {
      guard let position = _table.position(of: id, in: _ids) else {
        var element: Element?
        yield &element
        if let element { _set(element, id: id) }
        return
      }
      var element: Element? = _elements[position]
      yield &element
      guard let element else {
        remove(at: position)
        return
      }
      guard _hasID(element, id) else { return }
      _elements[position] = element
    }
  }

  /// Whether `element`, written through the subscript for `id`, has that id; when not, the
  /// mismatch is reported (the subscript never files an element under another element's id).
  @inlinable
  func _hasID(_ element: Element, _ id: ID) -> Bool {
    let elementID = _readID(element)
    guard elementID == id else {
      reportIssue(
        identifiedArrayMismatchedIDMessage(
          Self.self, subscriptID: id, element: element, elementID: elementID))
      return false
    }
    return true
  }

  @inlinable
  mutating func _set(_ newValue: Element?, id: ID) {
    guard let newValue else {
      _ = _remove(id: id)
      return
    }
    guard _hasID(newValue, id) else { return }
    if let position = _table.position(of: id, in: _ids) {
      _elements[position] = newValue
    } else {
      _appendUnchecked(newValue, id: id)
    }
  }

  /// Whether the array holds an element with the given id.
  @inlinable
  public func contains(id: ID) -> Bool {
    _table.position(of: id, in: _ids) != nil
  }

  /// The position of the element with the given id, or `nil`.
  @inlinable
  public func index(id: ID) -> Int? {
    _table.position(of: id, in: _ids)
  }

  /// Appends `newElement`, unless the array already holds an element with its id: then the
  /// array keeps that one, and the new element is reported and dropped.
  ///
  /// Returns whether the element was appended and the position of the element with its id, as
  /// swift-identified-collections 1.x does. Unlike 1.x, a duplicate is reported even when the
  /// result is read: a dropped element is a bug far more often than a deliberate "add if
  /// absent", which ``updateOrAppend(_:)`` or a check of ``contains(id:)`` says outright.
  @inlinable
  @discardableResult
  public mutating func append(_ newElement: Element) -> (inserted: Bool, index: Int) {
    let newID = _readID(newElement)
    if let existing = _table.position(of: newID, in: _ids) {
      reportDuplicate(newElement, id: newID, existing: existing, operation: "append(_:)")
      return (false, existing)
    }
    _appendUnchecked(newElement, id: newID)
    return (true, _ids.count - 1)
  }

  /// Appends `newElement` as the tuple-returning `append(_:)` does; this form, returning
  /// nothing, is the one `RangeReplaceableCollection` asks for, so generic code gets the same
  /// duplicate check.
  @inlinable
  @_disfavoredOverload
  public mutating func append(_ newElement: Element) {
    let _: (inserted: Bool, index: Int) = append(newElement)
  }

  /// Inserts `newElement` at `position`, unless the array already holds an element with its id:
  /// then the array keeps that one, and the new element is reported and dropped.
  ///
  /// Returns whether the element was inserted and the position of the element with its id, as
  /// swift-identified-collections 1.x does (a duplicate is reported, as `append(_:)` explains).
  /// A position outside `0...count` is reported too, the array is left unchanged and the result
  /// is `(false, position)`.
  @inlinable
  @discardableResult
  public mutating func insert(_ newElement: Element, at position: Int) -> (
    inserted: Bool, index: Int
  ) {
    guard position >= 0, position <= _ids.count else {
      reportIssue(identifiedArrayBadPositionMessage(Self.self, position, count, "insert(_:at:)"))
      return (false, position)
    }
    let newID = _readID(newElement)
    if let existing = _table.position(of: newID, in: _ids) {
      reportDuplicate(newElement, id: newID, existing: existing, operation: "insert(_:at:)")
      return (false, existing)
    }
    _insertUnchecked(newElement, id: newID, at: position)
    return (true, position)
  }

  /// Inserts `newElement` as the tuple-returning `insert(_:at:)` does; this form,
  /// returning nothing, is the one `RangeReplaceableCollection` asks for.
  @inlinable
  @_disfavoredOverload
  public mutating func insert(_ newElement: Element, at position: Int) {
    let _: (inserted: Bool, index: Int) = insert(newElement, at: position)
  }

  @inlinable
  mutating func _insertUnchecked(_ newElement: Element, id newID: ID, at position: Int) {
    if position == _ids.count {
      _appendUnchecked(newElement, id: newID)
      return
    }
    _ids.insert(newID, at: position)
    _elements.insert(newElement, at: position)
    _table.didInsert(at: position, _ids)
  }

  /// Removes and returns the element with `element`'s id, or returns `nil` when there is none.
  ///
  /// The element is found by its id alone, as in swift-identified-collections 1.x: the removed
  /// element may differ from `element` in its other fields.
  @inlinable
  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    _remove(id: _readID(element))
  }

  /// Removes and returns the element with the given id, or returns `nil` when there is none.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    _remove(id: id)
  }

  /// Removes and returns the element at `position`, which must be a valid position.
  @inlinable
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    _table.willRemove(at: position, _ids)
    _ids.remove(at: position)
    return _elements.remove(at: position)
  }

  @inlinable
  mutating func _remove(id: ID) -> Element? {
    guard let position = _table.position(of: id, in: _ids) else { return nil }
    return remove(at: position)
  }

  @inlinable
  func _readID(_ element: Element) -> ID {
    _idReader.id(of: element)
  }

  @inlinable
  mutating func _appendUnchecked(_ newElement: Element, id newID: ID) {
    _ids.append(newID)
    _elements.append(newElement)
    _table.didAppend(_ids)
  }

  /// Reports that `newElement` was dropped because `existing` already has its id.
  @usableFromInline
  func reportDuplicate(_ newElement: Element, id: ID, existing: Int, operation: String) {
    reportIssue(
      identifiedArrayDuplicateIDMessage(
        Self.self, id: id, existing: existing, dropped: newElement, operation: operation))
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array of `elements`, each identified by its `id`.
  ///
  /// An element whose id an earlier element already has is reported and left out.
  public init<S: Sequence<Element>>(_ elements: S) {
    self.init(elements, id: \.id, reader: IdentifiableIDReader())
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array of the literal's elements; a repeated id is reported and the
  /// later element left out.
  public init(arrayLiteral elements: Element...) {
    self.init(elements, id: \.id, reader: IdentifiableIDReader())
  }
}

// Declared here because a `Sendable` conformance must sit in the type's own file. The key path
// is `Sendable` by its type, and the index table holds only integers.
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}
