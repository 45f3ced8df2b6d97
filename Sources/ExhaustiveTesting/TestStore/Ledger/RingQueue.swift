/// A first-in, first-out queue in a ring buffer: `append` and `popFirst` in amortized O(1).
///
/// The test store keeps the actions effects send here until the test receives them. An array
/// popped from the front moves every remaining element on each pop, so skipping or receiving a
/// million queued actions one at a time took minutes; here a pop moves nothing.
///
/// The storage doubles when full and is released when the queue empties after growing past
/// ``retainedCapacity``, so a test that once queued a million actions does not keep their space.
package struct RingQueue<Element> {
  /// The capacity an empty queue keeps, so the usual step (one action queued, then received)
  /// never reallocates.
  package static var retainedCapacity: Int { 16 }

  /// A slot is nil when it holds no element, so a popped element is released at once.
  private var storage: [Element?] = []
  /// The slot of the oldest element.
  private var head = 0
  /// How many elements are queued.
  package private(set) var count = 0

  package init() {}

  /// Whether nothing is queued.
  package var isEmpty: Bool { count == 0 }

  /// How many elements fit before the storage grows.
  package var capacity: Int { storage.count }

  /// Adds `element` after the newest one.
  package mutating func append(_ element: Element) {
    if count == storage.count { grow() }
    storage[slot(count)] = element
    count += 1
  }

  /// Adds `elements`, in order, after the newest one.
  package mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Removes and returns the oldest element, if any.
  package mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head].take()
    head = head == storage.count - 1 ? 0 : head + 1
    count -= 1
    if count == 0 { becameEmpty() }
    return element
  }

  /// Removes every element and returns them, oldest first.
  package mutating func removeAll() -> [Element] {
    let elements = self.elements
    storage =
      storage.count > Self.retainedCapacity ? [] : Array(repeating: nil, count: storage.count)
    head = 0
    count = 0
    return elements
  }

  /// The queued elements, oldest first.
  package var elements: [Element] {
    elements(in: 0..<count)
  }

  /// The elements at `positions`, counted from the oldest (position 0), which must lie in
  /// `0...count`.
  package func elements(in positions: Range<Int>) -> [Element] {
    precondition(positions.lowerBound >= 0 && positions.upperBound <= count)
    var result: [Element] = []
    result.reserveCapacity(positions.count)
    for position in positions {
      result.append(storage[slot(position)]!)
    }
    return result
  }

  /// The storage slot of the element at `position` from the oldest.
  private func slot(_ position: Int) -> Int {
    let slot = head + position
    return slot >= storage.count ? slot - storage.count : slot
  }

  /// Doubles the storage, moving the elements to its front in order.
  private mutating func grow() {
    let newCapacity = Swift.max(Self.retainedCapacity, storage.count * 2)
    var newStorage: [Element?] = []
    newStorage.reserveCapacity(newCapacity)
    for position in 0..<count {
      newStorage.append(storage[slot(position)].take())
    }
    newStorage.append(contentsOf: repeatElement(nil, count: newCapacity - count))
    storage = newStorage
    head = 0
  }

  private mutating func becameEmpty() {
    head = 0
    if storage.count > Self.retainedCapacity { storage = [] }
  }
}
