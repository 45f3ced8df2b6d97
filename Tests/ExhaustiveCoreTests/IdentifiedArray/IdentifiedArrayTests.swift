import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import XCTest

final class IdentifiedArrayTests: XCTestCase {
  func testInitializersAndLiteral() {
    let byKeyPath = IdentifiedArray([Tag(name: "a"), Tag(name: "b")], id: \.name)
    XCTAssertEqual(byKeyPath.ids, ["a", "b"])
    XCTAssertEqual(byKeyPath.elements, [Tag(name: "a"), Tag(name: "b")])

    let empty = IdentifiedArray<String, Tag>(id: \.name)
    XCTAssertTrue(empty.isEmpty)

    let identifiable = IdentifiedArrayOf<Row>([Row(id: 2), Row(id: 1)])
    XCTAssertEqual(identifiable.ids, [2, 1])

    let literal: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    XCTAssertEqual(literal.ids, [1, 2])
    XCTAssertEqual(IdentifiedArrayOf<Row>(), [])
  }

  func testSubscriptByID() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    XCTAssertEqual(array[id: 2], Row(id: 2))
    XCTAssertNil(array[id: 3])

    array[id: 2]?.title = "two"
    XCTAssertEqual(array[id: 2], Row(id: 2, title: "two"))

    array[id: 1] = Row(id: 1, title: "one")
    XCTAssertEqual(array.elements, [Row(id: 1, title: "one"), Row(id: 2, title: "two")])

    array[id: 3] = Row(id: 3)
    XCTAssertEqual(array.ids, [1, 2, 3])

    array[id: 1] = nil
    XCTAssertEqual(array.ids, [2, 3])
    XCTAssertNil(array[id: 1])

    array[id: 42] = nil
    XCTAssertEqual(array.ids, [2, 3])

    array[id: 3]? = Row(id: 3, title: "three")
    XCTAssertEqual(array[id: 3]?.title, "three")
    XCTAssertTrue(array.contains(id: 3))
    XCTAssertFalse(array.contains(id: 1))
    XCTAssertEqual(array.index(id: 3), 1)
  }

  func testSubscriptByIDThroughOptionalChainingToNilRemoves() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    func clear(_ row: inout Row?) { row = nil }
    clear(&array[id: 1])
    XCTAssertEqual(array.ids, [2])
    var added: Row? = Row(id: 5)
    swap(&array[id: 5], &added)
    XCTAssertEqual(array.ids, [2, 5])
  }

  func testInsertAppendAndRemove() {
    var array: IdentifiedArrayOf<Row> = []
    array.append(Row(id: 1))
    array.append(Row(id: 3))
    array.insert(Row(id: 2), at: 1)
    array.insert(Row(id: 0), at: 0)
    array.insert(Row(id: 4), at: 4)
    XCTAssertEqual(array.ids, [0, 1, 2, 3, 4])

    XCTAssertEqual(array.remove(at: 0), Row(id: 0))
    XCTAssertEqual(array.remove(id: 3), Row(id: 3))
    XCTAssertNil(array.remove(id: 3))
    XCTAssertEqual(array.ids, [1, 2, 4])
    XCTAssertEqual(array[id: 4], Row(id: 4))

    array.append(contentsOf: [Row(id: 5), Row(id: 6)])
    array.insert(contentsOf: [Row(id: 7), Row(id: 8)], at: 1)
    XCTAssertEqual(array.ids, [1, 7, 8, 2, 4, 5, 6])
  }

  func testRemoveAllWhereAndAtOffsets() {
    var array = IdentifiedArrayOf<Row>((0..<10).map { Row(id: $0) })
    array.removeAll { $0.id % 3 == 0 }
    XCTAssertEqual(array.ids, [1, 2, 4, 5, 7, 8])
    array.remove(atOffsets: IndexSet([0, 2, 5]))
    XCTAssertEqual(array.ids, [2, 5, 7])
    array.remove(atOffsets: IndexSet([1]))
    XCTAssertEqual(array.ids, [2, 7])
    XCTAssertEqual(array[id: 7], Row(id: 7))
    array.removeAll()
    XCTAssertTrue(array.isEmpty)
  }

  func testMoveFromOffsetsToOffsetFollowsSwiftUI() {
    var array = IdentifiedArrayOf<Row>((0..<5).map { Row(id: $0) })
    array.move(fromOffsets: IndexSet([0]), toOffset: 3)
    XCTAssertEqual(array.ids, [1, 2, 0, 3, 4])
    array.move(fromOffsets: IndexSet([3, 4]), toOffset: 0)
    XCTAssertEqual(array.ids, [3, 4, 1, 2, 0])
    array.move(fromOffsets: IndexSet([0, 2]), toOffset: 5)
    XCTAssertEqual(array.ids, [4, 2, 0, 3, 1])
    array.move(fromOffsets: IndexSet([1]), toOffset: 1)
    XCTAssertEqual(array.ids, [4, 2, 0, 3, 1])
    XCTAssertEqual(array.map(\.id), array.ids)
    XCTAssertEqual(array[id: 3], Row(id: 3))
  }

  func testSortAndSorted() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 2), Row(id: 3), Row(id: 1)]
    let sorted = array.sorted { $0.id < $1.id }
    XCTAssertEqual(sorted.ids, [1, 2, 3])
    XCTAssertEqual(array.ids, [2, 3, 1])
    array.sort { $0.id > $1.id }
    XCTAssertEqual(array.ids, [3, 2, 1])
    XCTAssertEqual(array.index(id: 1), 2)
  }

  func testCollectionConformances() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
    XCTAssertEqual(array.count, 3)
    XCTAssertEqual(array.first, Row(id: 1))
    XCTAssertEqual(array.last, Row(id: 3))
    XCTAssertEqual(Array(array[1...]), [Row(id: 2), Row(id: 3)])
    XCTAssertEqual(array.reversed().map(\.id), [3, 2, 1])

    array[0].title = "edited"
    XCTAssertEqual(array[id: 1]?.title, "edited")

    array.swapAt(0, 2)
    XCTAssertEqual(array.ids, [3, 2, 1])
    XCTAssertEqual(array.index(id: 1), 2)

    array.reverse()
    XCTAssertEqual(array.ids, [1, 2, 3])

    // Writing an element whose id another element has moves that element here.
    array[0] = Row(id: 3, title: "moved")
    XCTAssertEqual(array.ids, [3, 2, 1])
    XCTAssertEqual(array[id: 3]?.title, "moved")

    // A new id re-identifies the position.
    array[1] = Row(id: 9)
    XCTAssertEqual(array.ids, [3, 9, 1])
    XCTAssertNil(array[id: 2])
    XCTAssertEqual(array[id: 9], Row(id: 9))

    array[0..<2] = [Row(id: 4), Row(id: 5)]
    XCTAssertEqual(array.ids, [4, 5, 1])

    array.replaceSubrange(1..<3, with: [Row(id: 6)])
    XCTAssertEqual(array.ids, [4, 6])
    array.removeFirst()
    array.removeLast()
    XCTAssertTrue(array.isEmpty)
  }

  func testGenericMutableCollectionAlgorithmsKeepIDsInStep() {
    func genericSort<C: MutableCollection & RandomAccessCollection>(_ collection: inout C)
    where C.Element == Row {
      collection.sort { $0.id < $1.id }
    }
    func genericAppend<C: RangeReplaceableCollection>(_ collection: inout C, _ element: C.Element) {
      collection.append(element)
    }
    var array = IdentifiedArrayOf<Row>([5, 3, 9, 1, 7].map { Row(id: $0) })
    genericSort(&array)
    XCTAssertEqual(array.ids, [1, 3, 5, 7, 9])
    XCTAssertEqual(array.map(\.id), [1, 3, 5, 7, 9])
    genericAppend(&array, Row(id: 2))
    XCTAssertEqual(array[id: 2], Row(id: 2))
    _ = array.partition { $0.id > 4 }
    XCTAssertEqual(array.map(\.id), array.ids)
    for id in [1, 2, 3, 5, 7, 9] {
      XCTAssertEqual(array[id: id]?.id, id)
    }
  }

  func testKeyPathIdentifiedArray() {
    var tags = IdentifiedArray<String, Tag>(id: \.name)
    tags.append(Tag(name: "swift"))
    tags[id: "swift"]?.count += 1
    tags.insert(Tag(name: "linux"), at: 0)
    XCTAssertEqual(tags.elements, [Tag(name: "linux"), Tag(name: "swift", count: 1)])
    XCTAssertEqual(tags.remove(id: "linux"), Tag(name: "linux"))
    XCTAssertEqual(tags.ids, ["swift"])
  }

  func testEquatableAndHashable() {
    let first: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    let second: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    let reordered: IdentifiedArrayOf<Row> = [Row(id: 2), Row(id: 1)]
    XCTAssertEqual(first, second)
    XCTAssertNotEqual(first, reordered)
    XCTAssertEqual(Set([first, second, reordered]).count, 2)
  }

  func testCodableRoundTripIsAPlainArray() throws {
    let array: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(array)
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self), #"[{"id":1,"title":"a"},{"id":2,"title":"b"}]"#)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    XCTAssertEqual(decoded, array)
    XCTAssertEqual(decoded[id: 2]?.title, "b")
  }

  func testDecodingDuplicateIDsThrows() {
    let data = Data(#"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)) {
      error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("Unexpected error: \(error)")
      }
      XCTAssertEqual(
        context.debugDescription,
        "The element at offset 1 has id 1, which an earlier element has.")
    }
  }

  func testDescriptionIsTheArraysAndTheDebugDescriptionNamesTheType() {
    let array: IdentifiedArrayOf<Row> = [Row(id: 1)]
    XCTAssertEqual(array.description, [Row(id: 1)].description)
    XCTAssertEqual(
      array.debugDescription, #"IdentifiedArray<Row>([ExhaustiveCoreTests.Row(id: 1, title: "")])"#)
    XCTAssertEqual(IdentifiedArrayOf<Row>().debugDescription, "IdentifiedArray<Row>([])")
  }

  func testSendable() {
    func requireSendable<T: Sendable>(_: T) {}
    requireSendable(IdentifiedArrayOf<Row>())
    requireSendable(IdentifiedArray<String, Tag>(id: \.name))
  }
}
