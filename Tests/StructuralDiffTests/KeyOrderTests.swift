import StructuralDiff
import XCTest

private enum Key: Hashable {
  case alpha
  case beta(Int)
  case gamma(name: String, rank: Double)
}

private struct Cell: Hashable {
  var row: Int
  var column: Int
}

/// Dictionary keys and set elements sort by structure, numbers by value (DESIGN.md).
final class KeyOrderTests: XCTestCase {
  func testEnumKeysWithNumericPayloadsSortByValue() {
    assertDump(
      [Key.beta(10): "ten", .beta(9): "nine", .alpha: "a", .beta(-1): "minus one"],
      """
      [
        Key.alpha: "a",
        Key.beta(-1): "minus one",
        Key.beta(9): "nine",
        Key.beta(10): "ten",
      ]
      """
    )
  }

  func testSetElementsWithPayloadsSortByCaseThenPayload() {
    assertDump(
      Set([
        Key.gamma(name: "b", rank: 1), .gamma(name: "a", rank: 10), .gamma(name: "a", rank: 9.5),
        .beta(100), .beta(20), .alpha,
      ]),
      """
      Set([
        Key.alpha,
        Key.beta(20),
        Key.beta(100),
        Key.gamma(name: "a", rank: 9.5),
        Key.gamma(name: "a", rank: 10.0),
        Key.gamma(name: "b", rank: 1.0),
      ])
      """
    )
  }

  func testStructKeysSortFieldByField() {
    assertDump(
      [Cell(row: 10, column: 1): 3, Cell(row: 2, column: 10): 2, Cell(row: 2, column: 9): 1],
      """
      [
        Cell(row: 2, column: 9): 1,
        Cell(row: 2, column: 10): 2,
        Cell(row: 10, column: 1): 3,
      ]
      """
    )
  }

  func testArrayAndOptionalElementsSortByValue() {
    assertDump(
      Set([[10, 1], [9, 2], [9]]),
      """
      Set([
        [
          9,
        ],
        [
          9,
          2,
        ],
        [
          10,
          1,
        ],
      ])
      """
    )
    assertDump(
      [Int?.some(10): "a", .some(9): "b", nil: "c"],
      """
      [
        9: "b",
        10: "a",
        nil: "c",
      ]
      """
    )
  }
}
