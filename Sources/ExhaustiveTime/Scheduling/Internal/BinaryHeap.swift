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
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last }
    let smallest = storage[0]
    storage[0] = last
    siftDown(from: 0)
    return smallest
  }

  /// Removes every element for which `shouldRemove` is true, in O(n): the survivors are
  /// re-heapified in place rather than pushed one by one.
  package mutating func removeAll(where shouldRemove: (Element) -> Bool) {
    storage.removeAll(where: shouldRemove)
    var index = storage.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  // Both sifts move a "hole" instead of swapping, so each step copies one element, not three.

  private mutating func siftUp(from index: Int) {
    let element = storage[index]
    var hole = index
    while hole > 0 {
      let parent = (hole - 1) / 2
      guard element < storage[parent] else { break }
      storage[hole] = storage[parent]
      hole = parent
    }
    storage[hole] = element
  }

  private mutating func siftDown(from index: Int) {
    let element = storage[index]
    let count = storage.count
    var hole = index
    while true {
      var child = 2 * hole + 1
      guard child < count else { break }
      if child + 1 < count, storage[child + 1] < storage[child] {
        child += 1
      }
      guard storage[child] < element else { break }
      storage[hole] = storage[child]
      hole = child
    }
    storage[hole] = element
  }
}
