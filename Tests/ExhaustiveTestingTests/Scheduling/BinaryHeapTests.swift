import XCTest

@testable import ExhaustiveTesting

final class BinaryHeapTests: XCTestCase {
  func testPopsInAscendingOrder() {
    var heap = BinaryHeap<Int>()
    let values = [5, 3, 9, 1, 1, 8, 2, 7, 0, 6, 4]
    for value in values {
      heap.push(value)
    }

    XCTAssertEqual(heap.count, values.count)
    XCTAssertEqual(heap.min, 0)
    var popped: [Int] = []
    while let value = heap.popMin() {
      popped.append(value)
    }
    XCTAssertEqual(popped, values.sorted())
    XCTAssertTrue(heap.isEmpty)
    XCTAssertNil(heap.popMin())
  }

  func testInterleavedPushesAndPopsStayOrdered() {
    var heap = BinaryHeap<Int>()
    var reference: [Int] = []
    var state: UInt32 = 7
    for step in 0..<2_000 {
      state = state &* 1_103_515_245 &+ 12_345
      if step % 3 == 2 {
        let popped = heap.popMin()
        XCTAssertEqual(popped, reference.min())
        if let popped, let index = reference.firstIndex(of: popped) {
          reference.remove(at: index)
        }
      } else {
        let value = Int(state >> 16) % 500
        heap.push(value)
        reference.append(value)
      }
    }
    XCTAssertEqual(heap.count, reference.count)
  }
  func testRemoveAllKeepsTheRestInHeapOrder() {
    var heap = BinaryHeap<Int>()
    var state: UInt32 = 11
    var reference: [Int] = []
    for _ in 0..<1_000 {
      state = state &* 1_103_515_245 &+ 12_345
      let value = Int(state >> 16) % 300
      heap.push(value)
      reference.append(value)
    }

    heap.removeAll { $0 % 3 == 0 }

    let kept = reference.filter { $0 % 3 != 0 }
    XCTAssertEqual(heap.count, kept.count)
    var popped: [Int] = []
    while let value = heap.popMin() {
      popped.append(value)
    }
    XCTAssertEqual(popped, kept.sorted())
  }
}
