import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import XCTest

/// Two elements with one id are a programmer error: reported, never stored, never a crash.
final class IdentifiedArrayDuplicateTests: XCTestCase {
  func testAppendingADuplicateIsReportedAndTheFirstElementKept() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1, title: "first")]
    let failures = withExpectedFailures {
      // `_ =`: a lone `array.append(…)` as a closure's whole body binds to the standard
      // library's `append`, which names itself `insert(_:at:)` (pinned in
      // IdentifiedArrayVersion1APITests).
      _ = array.append(Row(id: 1, title: "second"))
    }
    XCTAssertEqual(array.elements, [Row(id: 1, title: "first")])
    XCTAssertEqual(
      failures,
      [
        """
        IdentifiedArray<Int, Row>.append(_:) was given an element with id 1, but the element at \
        index 0 already has that id; the array kept that element and dropped the new one.

          Dropped element:
            Row(
              id: 1,
              title: "second"
            )

        Ids must be unique: to replace the element, assign it through `[id: 1]`.
        """
      ]
    )
  }

  func testInitializerAndLiteralKeepTheFirstOfEachID() {
    var array: IdentifiedArrayOf<Row> = []
    let failures = withExpectedFailures {
      array = [Row(id: 1, title: "a"), Row(id: 2), Row(id: 1, title: "b")]
    }
    XCTAssertEqual(array.elements, [Row(id: 1, title: "a"), Row(id: 2)])
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].hasPrefix(
        "IdentifiedArray<Int, Row>.append(_:) was given an element with id 1, but the element at index 0 already has that id;"
      ),
      failures[0])
  }

  func testInsertAndReplaceSubrangeReportEachDuplicate() {
    var array = IdentifiedArray<String, Tag>([Tag(name: "a"), Tag(name: "b")], id: \.name)
    let failures = withExpectedFailures {
      array.insert(Tag(name: "b", count: 9), at: 0)
      array.replaceSubrange(0..<1, with: [Tag(name: "c"), Tag(name: "b"), Tag(name: "c")])
    }
    XCTAssertEqual(array.elements, [Tag(name: "c"), Tag(name: "b")])
    XCTAssertEqual(
      failures,
      [
        """
        IdentifiedArray<String, Tag>.insert(_:at:) was given an element with id "b", but the \
        element at index 1 already has that id; the array kept that element and dropped the new \
        one.

          Dropped element:
            Tag(
              name: "b",
              count: 9
            )

        Ids must be unique: to replace the element, assign it through `[id: "b"]`.
        """,
        """
        IdentifiedArray<String, Tag>.replaceSubrange(_:with:) was given an element with id "b", \
        but the element at index 1 already has that id; the array kept that element and dropped \
        the new one.

          Dropped element:
            Tag(
              name: "b",
              count: 0
            )

        Ids must be unique: to replace the element, assign it through `[id: "b"]`.
        """,
        """
        IdentifiedArray<String, Tag>.replaceSubrange(_:with:) was given an element with id "c", \
        but the element at index 0 already has that id; the array kept that element and dropped \
        the new one.

          Dropped element:
            Tag(
              name: "c",
              count: 0
            )

        Ids must be unique: to replace the element, assign it through `[id: "c"]`.
        """,
      ]
    )
  }

  func testEditingAnElementInPlaceIntoAnotherIDIsReportedAndDropsTheEditedElement() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    let failures = withExpectedFailures {
      array[1].id = 1
    }
    XCTAssertEqual(array.elements, [Row(id: 1)])
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].hasPrefix(
        "IdentifiedArray<Int, Row>.subscript(_:) was given an element with id 1, but the element at index 0 already has that id;"
      ),
      failures[0])

    // Editing into a fresh id re-identifies the element.
    array[0].id = 7
    XCTAssertEqual(array.ids, [7])
    XCTAssertEqual(array[id: 7], Row(id: 7))
  }

  func testAssigningAnElementThroughAnotherIDIsReported() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1)]
    let failures = withExpectedFailures {
      array[id: 1] = Row(id: 2)
      array[id: 1]?.id = 3
    }
    XCTAssertEqual(array.elements, [Row(id: 1)])
    XCTAssertEqual(
      failures,
      [
        """
        IdentifiedArray<Int, Row> was given, through `[id: 1]`, an element whose id is 2; the \
        array was left unchanged.

          Element:
            Row(
              id: 2,
              title: ""
            )

        Assign an element through the subscript of its own id.
        """,
        """
        IdentifiedArray<Int, Row> was given, through `[id: 1]`, an element whose id is 3; the \
        array was left unchanged.

          Element:
            Row(
              id: 3,
              title: ""
            )

        Assign an element through the subscript of its own id.
        """,
      ]
    )
  }

  func testPositionsOutsideTheArrayAreReported() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1)]
    let failures = withExpectedFailures {
      array.insert(Row(id: 2), at: 3)
      array.remove(atOffsets: IndexSet([0, 4]))
      array.move(fromOffsets: IndexSet([0]), toOffset: 2)
    }
    XCTAssertEqual(array.elements, [Row(id: 1)])
    XCTAssertEqual(
      failures,
      [
        """
        IdentifiedArray<Int, Row>.insert(_:at:) was given index 3, but the array holds 1 \
        element; the array was left unchanged.
        """,
        """
        IdentifiedArray<Int, Row>.remove(atOffsets:) was given index 4, but the array holds 1 \
        element; the array was left unchanged.
        """,
        """
        IdentifiedArray<Int, Row>.move(fromOffsets:toOffset:) was given index 2, but the array \
        holds 1 element; the array was left unchanged.
        """,
      ]
    )
  }
}
