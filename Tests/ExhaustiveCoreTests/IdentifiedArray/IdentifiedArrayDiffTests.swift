import ExhaustiveCore
import StructuralDiff
import XCTest

/// An identified array dumps like an array, and a diff matches its elements by id: a diff of
/// identified state reads like the transcripts' diffs of arrays of `Identifiable` todos.
final class IdentifiedArrayDiffTests: XCTestCase {
  private let rows: IdentifiedArrayOf<Row> = [
    Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs"), Row(id: 3, title: "Hand Soap"),
  ]

  func testDumpsLikeAnArray() {
    XCTAssertEqual(
      String(customDumping: rows),
      """
      [
        Row(
          id: 1,
          title: "Milk"
        ),
        Row(
          id: 2,
          title: "Eggs"
        ),
        Row(
          id: 3,
          title: "Hand Soap"
        ),
      ]
      """
    )
    XCTAssertEqual(String(customDumping: IdentifiedArrayOf<Row>()), "[]")
  }

  func testAChangedElement() {
    var changed = rows
    changed[id: 2]?.title = "Bread"
    XCTAssertEqual(
      diff(rows, changed),
      """
        [
          Row(
            id: 1,
            title: "Milk"
          ),
          Row(
            id: 2,
      −     title: "Eggs"
      +     title: "Bread"
          ),
          Row(
            id: 3,
            title: "Hand Soap"
          ),
        ]
      """
    )
  }

  func testAnInsertedAndARemovedElement() {
    var edited = rows
    edited.remove(id: 1)
    edited.append(Row(id: 4, title: "Coffee"))
    XCTAssertEqual(
      diff(rows, edited),
      """
        [
      −   Row(
      −     id: 1,
      −     title: "Milk"
      −   ),
          Row(
            id: 2,
            title: "Eggs"
          ),
          Row(
            id: 3,
            title: "Hand Soap"
          ),
      +   Row(
      +     id: 4,
      +     title: "Coffee"
      +   ),
        ]
      """
    )
  }

  func testAMovedElement() {
    var moved = rows
    moved.move(fromOffsets: [2], toOffset: 0)
    XCTAssertEqual(
      diff(rows, moved),
      """
        [
      +   Row(
      +     id: 3,
      +     title: "Hand Soap"
      +   ),
          Row(
            id: 1,
            title: "Milk"
          ),
          Row(
            id: 2,
            title: "Eggs"
          ),
      −   Row(
      −     id: 3,
      −     title: "Hand Soap"
      −   ),
        ]
      """
    )
  }

  func testAKeyPathIdentifiedArrayIsMatchedByItsKeyPath() {
    // `Tag` is not `Identifiable`: only the array's key path says `name` identifies it.
    let tags = IdentifiedArray([Tag(name: "a", count: 1), Tag(name: "b", count: 2)], id: \.name)
    let reordered = IdentifiedArray(
      [Tag(name: "b", count: 5), Tag(name: "a", count: 1)], id: \Tag.name)
    XCTAssertEqual(
      diff(tags, reordered),
      """
        [
      −   Tag(
      −     name: "a",
      −     count: 1
      −   ),
          Tag(
            name: "b",
      −     count: 2
      +     count: 5
          ),
      +   Tag(
      +     name: "a",
      +     count: 1
      +   ),
        ]
      """
    )
  }
}
