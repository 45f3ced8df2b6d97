import Foundation
import StructuralDiff
import XCTest

private struct Point: Equatable {
  var x: Int
  var y: Int
}

private struct Item: Equatable, Identifiable {
  var id: Int
  var name: String
}

private enum Message: Equatable {
  case move(Point)
  case rename(inner: Inner)
  enum Inner: Equatable {
    case text(Int, String)
    case none
  }
}

private final class Node: Equatable {
  var value: Int
  var next: Node?
  init(_ value: Int) { self.value = value }
  static func == (lhs: Node, rhs: Node) -> Bool { lhs === rhs }
}

private struct Stats: Equatable {
  var mean: Double
  var count: Int
}

/// Equal only when `version` matches too, but the dump does not show it.
private struct Document: Equatable, CustomDumpReflectable {
  var title: String
  var version: Int
  var customDumpMirror: Mirror {
    Mirror(self, children: ["title": title], displayStyle: .struct)
  }
}

/// A custom `==` that never holds for some values.
private struct Flaky: Equatable {
  var name: String
  static func == (lhs: Flaky, rhs: Flaky) -> Bool { lhs.name == rhs.name && lhs.name != "odd" }
}

final class DiffTests: XCTestCase {
  func testEqualValuesHaveNoDiff() {
    XCTAssertNil(diff(Point(x: 1, y: 2), Point(x: 1, y: 2)))
    XCTAssertNil(diff([1, 2, 3], [1, 2, 3]))
    XCTAssertNil(diff(AppAction.todoDelayCompleted, .todoDelayCompleted))
  }

  func testFieldChange() {
    assertDiff(
      Point(x: 1, y: 2), Point(x: 1, y: 3),
      """
        Point(
          x: 1,
      −   y: 2
      +   y: 3
        )
      """
    )
  }

  func testInsert() {
    assertDiff(
      [1, 2, 3, 4, 5, 6], [1, 2, 3, 99, 4, 5, 6],
      """
        [
          … (3 unchanged)
      +   99,
          … (3 unchanged)
        ]
      """
    )
  }

  func testRemoveKeepsShortRunsAsContext() {
    assertDiff(
      [1, 2, 3, 4, 5, 6], [1, 2, 4, 5, 6],
      """
        [
          1,
          2,
      −   3,
          … (3 unchanged)
        ]
      """
    )
  }

  func testMoveShowsWholeElements() {
    let items = (1...8).map { Item(id: $0, name: "#\($0)") }
    let moved = [1, 2, 3, 5, 6, 7, 4, 8].map { items[$0 - 1] }
    assertDiff(
      items, moved,
      """
        [
          … (3 unchanged)
      −   Item(
      −     id: 4,
      −     name: "#4"
      −   ),
          … (3 unchanged)
      +   Item(
      +     id: 4,
      +     name: "#4"
      +   ),
          Item(
            id: 8,
            name: "#8"
          ),
        ]
      """
    )
  }

  func testReorderOfChangedIdentifiableElement() {
    assertDiff(
      [Item(id: 1, name: "a"), Item(id: 2, name: "b")],
      [Item(id: 2, name: "B"), Item(id: 1, name: "a")],
      """
        [
      −   Item(
      −     id: 1,
      −     name: "a"
      −   ),
          Item(
            id: 2,
      −     name: "b"
      +     name: "B"
          ),
      +   Item(
      +     id: 1,
      +     name: "a"
      +   ),
        ]
      """
    )
  }

  func testCollapseOfLongUnchangedRuns() {
    assertDiff(
      Array(0..<1000), Array(0..<500) + [-1] + Array(501..<1000),
      """
        [
          … (500 unchanged)
      −   500,
      +   -1,
          … (499 unchanged)
        ]
      """
    )
  }

  func testUnchangedNestedCollectionCollapses() {
    assertDiff(
      ["x": [1, 2, 3, 4]], ["x": [1, 2, 3, 4], "y": []],
      """
        [
          "x": [
            … (4 unchanged)
          ],
      +   "y": [],
        ]
      """
    )
  }

  func testNestedEnumPayloadChange() {
    assertDiff(
      Message.move(Point(x: 1, y: 1)), Message.move(Point(x: 1, y: 2)),
      """
        Message.move(
          Point(
            x: 1,
      −     y: 1
      +     y: 2
          )
        )
      """
    )
    assertDiff(
      Message.rename(inner: .text(1, "a")), Message.rename(inner: .text(2, "a")),
      """
      − Message.rename(inner: Message.Inner.text(1, "a"))
      + Message.rename(inner: Message.Inner.text(2, "a"))
      """
    )
  }

  func testMultilineStringChangeIsDiffedLineByLine() {
    assertDiff(
      "one\ntwo\nthree\nfour", "one\n2\nthree\nfour\nfive",
      #"""
        """
          one
      −   two
      +   2
          three
          four
      +   five
          """
      """#
    )
  }

  func testDictionaryKeyAddedAndRemoved() {
    assertDiff(
      ["a": 1, "b": 2, "c": 3], ["a": 1, "c": 4, "d": 5],
      """
        [
          "a": 1,
      −   "b": 2,
      −   "c": 3,
      +   "c": 4,
      +   "d": 5,
        ]
      """
    )
  }

  func testSetChange() {
    assertDiff(
      Set([1, 2, 3, 4, 5]), Set([1, 2, 4, 5, 6]),
      """
        Set([
          1,
          2,
      −   3,
          4,
          5,
      +   6,
        ])
      """
    )
  }

  func testCycle() {
    let first = Node(1)
    first.next = first
    let second = Node(2)
    second.next = second
    // Two cycles of two distinct objects: one replaced by the other, each pointing at itself.
    assertDiff(
      first, second,
      """
      − Node#1(
      −   value: 1,
      −   next: Node#1(↩︎)
      − )
      + Node#2(
      +   value: 2,
      +   next: Node#2(↩︎)
      + )
      """
    )
    first.next = nil
    second.next = nil
  }

  func testTypeMismatchShowsWholeBlocks() {
    assertDiff(
      Message.move(Point(x: 1, y: 1)), Message.rename(inner: .none),
      """
      − Message.move(
      −   Point(
      −     x: 1,
      −     y: 1
      −   )
      − )
      + Message.rename(inner: Message.Inner.none)
      """
    )
    assertDiff(
      [Point(x: 1, y: 1)] as [Any], ["p"] as [Any],
      """
        [
      −   Point(
      −     x: 1,
      −     y: 1
      −   ),
      +   "p",
        ]
      """
    )
  }

  func testRemovalAndInsertionFacingEachOtherAreDiffedFieldByField() {
    assertDiff(
      [Item(id: 1, name: "same")], [Item(id: 2, name: "same")],
      """
        [
          Item(
      −     id: 1,
      +     id: 2,
            name: "same"
          ),
        ]
      """
    )
  }

  func testFacingElementsWithNothingInCommonPrintWhole() {
    assertDiff(
      [1, 2], [3, 4],
      """
        [
      −   1,
      −   2,
      +   3,
      +   4,
        ]
      """
    )
  }

  func testEqualRenderingNaN() {
    assertDiff(
      Stats(mean: .nan, count: 3), Stats(mean: .nan, count: 3),
      """
        Stats(
          // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
          mean: .nan,
          count: 3
        )
      """
    )
    assertDiff(
      Double.nan, Double.nan,
      """
        // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
        .nan
      """
    )
  }

  func testEqualRenderingInsideACollection() {
    // Two arrays, not one: `==` on arrays sharing storage is true without comparing elements.
    func stats() -> [Stats] { [1.0, 2.0, .nan, 3.0, 4.0, 5.0].map { Stats(mean: $0, count: 1) } }
    assertDiff(
      stats(), stats(),
      """
        [
          Stats(
            mean: 1.0,
            count: 1
          ),
          Stats(
            mean: 2.0,
            count: 1
          ),
          Stats(
            // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
            mean: .nan,
            count: 1
          ),
          … (3 unchanged)
        ]
      """
    )
  }

  func testEqualRenderingHiddenField() {
    assertDiff(
      Document(title: "a", version: 1), Document(title: "a", version: 2),
      """
        // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
        Document(
          title: "a"
        )
      """
    )
  }

  func testEqualRenderingCustomEquality() {
    assertDiff(
      [Flaky(name: "even"), Flaky(name: "odd")], [Flaky(name: "even"), Flaky(name: "odd")],
      """
        [
          Flaky(
            name: "even"
          ),
          // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
          Flaky(
            name: "odd"
          ),
        ]
      """
    )
  }

  func testASCIIFormat() {
    XCTAssertEqual(
      diff(Point(x: 1, y: 2), Point(x: 1, y: 3), format: .ascii),
      """
        Point(
          x: 1,
      -   y: 2
      +   y: 3
        )
      """
    )
    XCTAssertEqual(
      diff([1], [2], format: DiffFormat(first: "A", second: "B", both: "=")),
      """
      = [
      A   1,
      B   2,
      = ]
      """
    )
  }

  func testLongSingleLineStringChange() {
    let long = String(repeating: "word ", count: 30)
    assertDiff(
      Item(id: 1, name: long + "a"), Item(id: 1, name: long + "b"),
      """
        Item(
          id: 1,
      −   name: "\(long)a"
      +   name: "\(long)b"
          // First difference at character 151: "…word word word word a" vs "…word word word word b"
        )
      """
    )
  }
}
