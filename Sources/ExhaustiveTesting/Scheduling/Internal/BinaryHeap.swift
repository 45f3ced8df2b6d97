/// A min-heap: `push` and `popMin` in O(log n), `min` in O(1).
///
/// The test scheduler keeps pending work in one, keyed by (due time, scheduling sequence), so a
/// step costs O(log n) instead of a re-sort of everything pending.
package struct BinaryHeap<Element: Comparable> {
  private var storage: [Element] = []

  package init() {}

  /// How many elements are stored.
  package var count: Int { storage.count }

  /// Whether nothing is stored.
  package var isEmpty: Bool { storage.isEmpty }

  /// The smallest element, if any.
  package var min: Element? { storage.first }

  /// Adds `element`.
  package mutating func push(_ element: Element) {
    storage.append(element)
    siftUp(from: storage.count - 1)
  }

  /// Removes and returns the smallest element, if any.
  package mutating func popMin() -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let smallest = storage.removeLast()
    if !storage.isEmpty {
      siftDown(from: 0)
    }
    return smallest
  }

  private mutating func siftUp(from index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard storage[child] < storage[parent] else { return }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < storage.count, storage[left] < storage[smallest] { smallest = left }
      if right < storage.count, storage[right] < storage[smallest] { smallest = right }
      guard smallest != parent else { return }
      storage.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
