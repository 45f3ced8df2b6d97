import ExhaustiveConcurrency
import Foundation
import XCTest

final class UncheckedSendableTests: XCTestCase {
  /// Not `Sendable` (a class with mutable state): what the box exists to carry.
  final class Counter {
    var count = 0
    var names: [String] = []
  }

  func testPropertyWrapperAndProjectedValue() {
    struct Holder {
      @UncheckedSendable var counter = Counter()
    }
    var holder = Holder()
    holder.counter.count = 3
    let box: UncheckedSendable<Counter> = holder.$counter
    XCTAssertEqual(box.value.count, 3)
    holder.$counter = UncheckedSendable(Counter())
    XCTAssertEqual(holder.counter.count, 0)
  }

  func testDynamicMemberLookupReadsAndWrites() {
    var box = UncheckedSendable([1, 2, 3])
    XCTAssertEqual(box.count, 3)
    XCTAssertEqual(box.first, 1)

    struct Point { var x = 0 }
    var point = UncheckedSendable(Point())
    point.x += 5
    XCTAssertEqual(point.value.x, 5)
    box.value.append(4)
    XCTAssertEqual(box.last, 4)
  }

  func testCarriesANonSendableValueIntoASendableClosure() async {
    let box = UncheckedSendable(Counter())
    await Task.detached { box.value.names.append("detached") }.value
    XCTAssertEqual(box.value.names, ["detached"])
  }

  func testEquatableAndHashableAsItsValue() {
    XCTAssertEqual(UncheckedSendable(1), UncheckedSendable(1))
    XCTAssertNotEqual(UncheckedSendable(1), UncheckedSendable(2))
    XCTAssertEqual(Set([UncheckedSendable("a"), UncheckedSendable("a")]).count, 1)
    XCTAssertEqual(UncheckedSendable("a").hashValue, UncheckedSendable("a").hashValue)
  }

  func testCodableAsItsValue() throws {
    struct Item: Codable, Equatable { var name: String }
    let single = try JSONEncoder().encode(UncheckedSendable(42))
    XCTAssertEqual(String(decoding: single, as: UTF8.self), "42")
    XCTAssertEqual(try JSONDecoder().decode(UncheckedSendable<Int>.self, from: single).value, 42)

    let keyed = try JSONEncoder().encode(UncheckedSendable(Item(name: "Blob")))
    XCTAssertEqual(String(decoding: keyed, as: UTF8.self), #"{"name":"Blob"}"#)
    XCTAssertEqual(
      try JSONDecoder().decode(UncheckedSendable<Item>.self, from: keyed).value, Item(name: "Blob"))
  }

  func testIteratesAWrappedAsyncSequence() async {
    let stream = AsyncStream<Int> {
      $0.yield(1)
      $0.yield(2)
      $0.finish()
    }
    var elements: [Int] = []
    for await element in UncheckedSendable(stream) { elements.append(element) }
    XCTAssertEqual(elements, [1, 2])
  }
}
