import XCTest

@testable import ExhaustiveTesting

/// The queue the test store keeps received actions in: first in, first out, across wraparound
/// and growth.
final class RingQueueTests: XCTestCase {
  func testPopsInTheOrderAppended() {
    var queue = RingQueue<Int>()
    XCTAssertTrue(queue.isEmpty)
    XCTAssertNil(queue.popFirst())
    queue.append(1)
    queue.append(contentsOf: [2, 3])
    XCTAssertEqual(queue.count, 3)
    XCTAssertEqual(queue.elements, [1, 2, 3])
    XCTAssertEqual(
      [queue.popFirst(), queue.popFirst(), queue.popFirst(), queue.popFirst()],
      [
        1, 2, 3, nil,
      ])
    XCTAssertTrue(queue.isEmpty)
  }

  func testKeepsOrderWhenTheElementsWrapAroundTheStorageEnd() {
    var queue = RingQueue<Int>()
    let capacity = RingQueue<Int>.retainedCapacity
    queue.append(contentsOf: 0..<capacity - 2)
    for expected in 0..<capacity - 4 {
      XCTAssertEqual(queue.popFirst(), expected)
    }
    // Two queued near the storage end; these six wrap to its front.
    queue.append(contentsOf: 100..<106)
    XCTAssertEqual(queue.capacity, capacity)
    XCTAssertEqual(queue.elements, [capacity - 4, capacity - 3, 100, 101, 102, 103, 104, 105])
    XCTAssertEqual(queue.elements(in: 1..<4), [capacity - 3, 100, 101])
    var popped: [Int] = []
    while let element = queue.popFirst() { popped.append(element) }
    XCTAssertEqual(popped, [capacity - 4, capacity - 3, 100, 101, 102, 103, 104, 105])
  }

  func testGrowsWhileWrappedWithoutLosingOrder() {
    var queue = RingQueue<Int>()
    let capacity = RingQueue<Int>.retainedCapacity
    queue.append(contentsOf: 0..<capacity)
    for expected in 0..<capacity / 2 {
      XCTAssertEqual(queue.popFirst(), expected)
    }
    // Fills the freed front (wrapped), then one more doubles the storage.
    queue.append(contentsOf: capacity..<capacity * 3 / 2 + 1)
    XCTAssertEqual(queue.capacity, capacity * 2)
    XCTAssertEqual(queue.elements, Array(capacity / 2..<capacity * 3 / 2 + 1))
  }

  func testManyElementsComeOutInOrderAfterRepeatedGrowth() {
    var queue = RingQueue<Int>()
    queue.append(contentsOf: 0..<100_000)
    XCTAssertEqual(queue.count, 100_000)
    var next = 0
    while let element = queue.popFirst() {
      if element != next { return XCTFail("popped \(element), expected \(next)") }
      next += 1
    }
    XCTAssertEqual(next, 100_000)
  }

  func testInterleavedAppendsAndPopsStayInOrder() {
    var queue = RingQueue<Int>()
    var appended = 0
    var popped: [Int] = []
    // A seeded pattern: bursts of appends, then fewer pops, so the queue wraps and grows.
    for round in 0..<200 {
      for _ in 0..<(round % 7 + 1) {
        queue.append(appended)
        appended += 1
      }
      for _ in 0..<(round % 5) {
        if let element = queue.popFirst() { popped.append(element) }
      }
    }
    while let element = queue.popFirst() { popped.append(element) }
    XCTAssertEqual(popped, Array(0..<appended))
  }

  func testReleasesGrownStorageWhenItEmpties() {
    var queue = RingQueue<Int>()
    queue.append(contentsOf: 0..<1_000)
    XCTAssertGreaterThanOrEqual(queue.capacity, 1_000)
    while queue.popFirst() != nil {}
    XCTAssertEqual(queue.capacity, 0)
    queue.append(contentsOf: 0..<1_000)
    XCTAssertEqual(queue.removeAll(), Array(0..<1_000))
    XCTAssertEqual(queue.capacity, 0)
    XCTAssertTrue(queue.isEmpty)
  }

  func testKeepsSmallStorageWhenItEmpties() {
    var queue = RingQueue<Int>()
    queue.append(1)
    XCTAssertEqual(queue.popFirst(), 1)
    XCTAssertEqual(queue.capacity, RingQueue<Int>.retainedCapacity)
    queue.append(2)
    XCTAssertEqual(queue.removeAll(), [2])
    XCTAssertEqual(queue.capacity, RingQueue<Int>.retainedCapacity)
    XCTAssertEqual(queue.elements, [])
  }

  func testAPoppedElementIsReleased() {
    final class Token {}
    var queue = RingQueue<Token>()
    weak var released: Token?
    do {
      let token = Token()
      released = token
      queue.append(token)
      queue.append(Token())
    }
    XCTAssertNotNil(released)
    _ = queue.popFirst()
    XCTAssertNil(released)
  }
}
