import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import XCTest

/// swift-identified-collections 1.x's API on our array, beside TCA 0.1's spellings.
final class IdentifiedArrayVersion1APITests: XCTestCase {
  func testUniqueElementsInitializers() {
    let tags = [Tag(name: "a"), Tag(name: "b")]
    XCTAssertEqual(IdentifiedArray(uniqueElements: tags, id: \.name).ids, ["a", "b"])
    XCTAssertEqual(IdentifiedArray(uncheckedUniqueElements: tags, id: \.name).ids, ["a", "b"])

    let rows = [Row(id: 2), Row(id: 1)]
    XCTAssertEqual(IdentifiedArray(uniqueElements: rows).ids, [2, 1])
    XCTAssertEqual(IdentifiedArray(uncheckedUniqueElements: rows).ids, [2, 1])
    let array = IdentifiedArrayOf<Row>(uniqueElements: rows)
    XCTAssertEqual(IdentifiedArrayOf<Row>(uniqueElements: array), array)
    XCTAssertEqual(IdentifiedArrayOf<Row>(uniqueElements: array[1...]).ids, [1])
    XCTAssertEqual(IdentifiedArrayOf<Row>(array[..<1]).ids, [2])
  }

  func testUniqueElementsWithARepeatedIDIsReportedNotATrap() {
    for unchecked in [false, true] {
      var array = IdentifiedArrayOf<Row>()
      let failures = withExpectedFailures {
        let rows = [Row(id: 1, title: "a"), Row(id: 1, title: "b")]
        array =
          unchecked
          ? IdentifiedArray(uncheckedUniqueElements: rows) : IdentifiedArray(uniqueElements: rows)
      }
      XCTAssertEqual(array.elements, [Row(id: 1, title: "a")])
      XCTAssertEqual(failures.count, 1)
      XCTAssertTrue(
        failures[0].hasPrefix(
          "IdentifiedArray<Int, Row>.append(_:) was given an element with id 1,"),
        failures[0])
    }
  }

  func testUniquingIDsMergesIntoTheFirstPosition() {
    let rows = [Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 1, title: "c")]
    XCTAssertEqual(
      IdentifiedArray(rows) { first, _ in first }.elements,
      [Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    XCTAssertEqual(
      IdentifiedArray(rows) { _, later in later }.elements,
      [Row(id: 1, title: "c"), Row(id: 2, title: "b")])
    XCTAssertEqual(
      IdentifiedArray(rows) { Row(id: $0.id, title: $0.title + $1.title) }.elements,
      [Row(id: 1, title: "ac"), Row(id: 2, title: "b")])

    let tags = [Tag(name: "x", count: 1), Tag(name: "y"), Tag(name: "x", count: 2)]
    XCTAssertEqual(
      IdentifiedArray(tags, id: \.name) { Tag(name: $0.name, count: $0.count + $1.count) }
        .elements,
      [Tag(name: "x", count: 3), Tag(name: "y")])
  }

  func testUniquingIDsRethrows() {
    struct Refused: Error {}
    XCTAssertThrowsError(
      try IdentifiedArray([Row(id: 1), Row(id: 1)]) { _, _ in throw Refused() }
    ) { XCTAssertTrue($0 is Refused) }
    XCTAssertEqual(try IdentifiedArray([Row(id: 1)]) { _, _ in throw Refused() }.ids, [1])
  }

  func testAMergeThatChangesTheIDIsReportedAndTheEarlierElementKept() {
    var array = IdentifiedArray<String, Tag>(id: \.name)
    let failures = withExpectedFailures {
      array = IdentifiedArray(
        [Tag(name: "x"), Tag(name: "x", count: 2)], id: \.name
      ) { _, later in Tag(name: "z", count: later.count) }
    }
    XCTAssertEqual(array.elements, [Tag(name: "x")])
    XCTAssertEqual(
      failures,
      [
        """
        IdentifiedArray<String, Tag>.init(_:id:uniquingIDsWith:) merged two elements with id "x" \
        into an element whose id is "z"; the array kept the earlier element.

          Merged element:
            Tag(
              name: "z",
              count: 2
            )

        The merged element must keep the id of the elements it merges.
        """
      ])

    var rows = IdentifiedArrayOf<Row>()
    let identifiableFailures = withExpectedFailures {
      rows = IdentifiedArray([Row(id: 1), Row(id: 1)]) { _, _ in Row(id: 7) }
    }
    XCTAssertEqual(rows.elements, [Row(id: 1)])
    XCTAssertEqual(identifiableFailures.count, 1)
    XCTAssertTrue(
      identifiableFailures[0].hasPrefix(
        "IdentifiedArray<Int, Row>.init(_:uniquingIDsWith:) merged two elements with id 1 into an element whose id is 7;"
      ), identifiableFailures[0])
  }

  func testAppendAndInsertReturnWhetherTheyAddedAndWhere() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var (inserted, index) = array.append(Row(id: 3))
    XCTAssertEqual(inserted, true)
    XCTAssertEqual(index, 2)
    (inserted, index) = array.insert(Row(id: 0), at: 0)
    XCTAssertEqual(inserted, true)
    XCTAssertEqual(index, 0)
    (inserted, index) = array.insert(Row(id: 9), at: 4)
    XCTAssertEqual(inserted, true)
    XCTAssertEqual(index, 4)
    XCTAssertEqual(array.ids, [0, 1, 2, 3, 9])

    // 0.1's spelling, result unused: no warning, no ambiguity.
    array.append(Row(id: 10))
    array.insert(Row(id: -1), at: 0)
    XCTAssertEqual(array.ids, [-1, 0, 1, 2, 3, 9, 10])
  }

  func testAppendingOrInsertingADuplicateReportsAndReturnsTheExistingPosition() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var results: [(inserted: Bool, index: Int)] = []
    let failures = withExpectedFailures {
      results.append(array.append(Row(id: 2, title: "new")))
      results.append(array.insert(Row(id: 1, title: "new"), at: 2))
      results.append(array.insert(Row(id: 5), at: 3))
    }
    XCTAssertEqual(results.map(\.inserted), [false, false, false])
    XCTAssertEqual(results.map(\.index), [1, 0, 3])
    XCTAssertEqual(array.elements, [Row(id: 1), Row(id: 2)])
    XCTAssertEqual(failures.count, 3)
    XCTAssertTrue(
      failures[0].hasPrefix(
        "IdentifiedArray<Int, Row>.append(_:) was given an element with id 2, but the element at index 1 already has that id;"
      ), failures[0])
    XCTAssertTrue(
      failures[1].hasPrefix(
        "IdentifiedArray<Int, Row>.insert(_:at:) was given an element with id 1, but the element at index 0 already has that id;"
      ), failures[1])
    XCTAssertEqual(
      failures[2],
      """
      IdentifiedArray<Int, Row>.insert(_:at:) was given index 3, but the array holds 2 elements; \
      the array was left unchanged.
      """)
  }

  /// Generic `RangeReplaceableCollection` code reaches the `Void` forms, which check ids and
  /// name themselves as the concrete calls do.
  func testGenericCollectionCodeGoesThroughTheSameChecks() {
    func appendGenerically<C: RangeReplaceableCollection>(_ element: C.Element, to c: inout C) {
      c.append(element)
    }
    func insertGenerically<C: RangeReplaceableCollection>(_ element: C.Element, into c: inout C)
    where C.Index == Int {
      c.insert(element, at: 0)
    }
    var array: IdentifiedArrayOf<Row> = [Row(id: 1)]
    appendGenerically(Row(id: 2), to: &array)
    insertGenerically(Row(id: 0), into: &array)
    XCTAssertEqual(array.ids, [0, 1, 2])
    let failures = withExpectedFailures {
      appendGenerically(Row(id: 1, title: "x"), to: &array)
      insertGenerically(Row(id: 2, title: "x"), into: &array)
    }
    XCTAssertEqual(array.ids, [0, 1, 2])
    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue(failures[0].hasPrefix("IdentifiedArray<Int, Row>.append(_:) was given"))
    XCTAssertTrue(failures[1].hasPrefix("IdentifiedArray<Int, Row>.insert(_:at:) was given"))
  }

  /// An `append` that is a closure's whole body, where the closure returns `Void`, binds to the
  /// standard library's `RangeReplaceableCollection.append` (as with swift-identified-collections
  /// 1.x): that one inserts at the end, so the duplicate is still reported, under the name
  /// `insert(_:at:)`.
  func testAnAppendThatIsAVoidClosuresWholeBodyIsCheckedUnderInsertsName() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1)]
    let failures = withExpectedFailures {
      // swift-format-ignore: ReplaceForEachWithForLoop
      [Row(id: 2), Row(id: 1, title: "x")].forEach { array.append($0) }
    }
    XCTAssertEqual(array.elements, [Row(id: 1), Row(id: 2)])
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].hasPrefix(
        "IdentifiedArray<Int, Row>.insert(_:at:) was given an element with id 1, but the element at index 0 already has that id;"
      ), failures[0])
  }

  /// Which overload a spelling binds to: the tuple forms wherever a result is read.
  func testOverloadsBindAsInVersion1() {
    var array: IdentifiedArrayOf<Row> = []
    let appended = array.append(Row(id: 1))
    let inserted = array.insert(Row(id: 0), at: 0)
    XCTAssertTrue(type(of: appended) == (inserted: Bool, index: Int).self)
    XCTAssertTrue(type(of: inserted) == (inserted: Bool, index: Int).self)
    let nothing: Void = array.append(Row(id: 2))
    XCTAssertTrue(type(of: nothing) == Void.self)
    XCTAssertEqual(array.ids, [0, 1, 2])
  }

  func testUpdateAt() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2, title: "b")]
    XCTAssertEqual(array.update(Row(id: 2, title: "B"), at: 1), Row(id: 2, title: "b"))
    XCTAssertEqual(array.elements, [Row(id: 1), Row(id: 2, title: "B")])
  }

  func testUpdateAtWithAnotherIDOrABadPositionIsReportedAndChangesNothing() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var results: [Row] = []
    let failures = withExpectedFailures {
      results.append(array.update(Row(id: 3, title: "c"), at: 1))
      results.append(array.update(Row(id: 1, title: "a"), at: 2))
      results.append(array.update(Row(id: 1, title: "a"), at: -1))
    }
    XCTAssertEqual(
      results, [Row(id: 3, title: "c"), Row(id: 1, title: "a"), Row(id: 1, title: "a")])
    XCTAssertEqual(array.elements, [Row(id: 1), Row(id: 2)])
    XCTAssertEqual(
      failures,
      [
        """
        IdentifiedArray<Int, Row>.update(_:at:) was given an element with id 3 for index 1, whose \
        element has id 2; the array was left unchanged.

          Element:
            Row(
              id: 3,
              title: "c"
            )

        update(_:at:) replaces an element with one of the same id; to add or replace an element \
        by its own id, call updateOrAppend(_:).
        """,
        """
        IdentifiedArray<Int, Row>.update(_:at:) was given index 2, but the array holds 2 \
        elements; the array was left unchanged.
        """,
        """
        IdentifiedArray<Int, Row>.update(_:at:) was given index -1, but the array holds 2 \
        elements; the array was left unchanged.
        """,
      ])
  }

  func testUpdateOrAppend() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    XCTAssertNil(array.updateOrAppend(Row(id: 3)))
    XCTAssertEqual(array.updateOrAppend(Row(id: 1, title: "a")), Row(id: 1))
    XCTAssertEqual(array.elements, [Row(id: 1, title: "a"), Row(id: 2), Row(id: 3)])
    XCTAssertEqual(array[id: 3], Row(id: 3))
  }

  func testUpdateOrInsert() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    var (original, index) = array.updateOrInsert(Row(id: 0), at: 0)
    XCTAssertNil(original)
    XCTAssertEqual(index, 0)
    (original, index) = array.updateOrInsert(Row(id: 2, title: "b"), at: 0)
    XCTAssertEqual(original, Row(id: 2))
    XCTAssertEqual(index, 2)
    // An existing element is updated where it is, whatever the position asked for.
    (original, index) = array.updateOrInsert(Row(id: 1, title: "a"), at: 99)
    XCTAssertEqual(original, Row(id: 1))
    XCTAssertEqual(index, 1)
    XCTAssertEqual(array.elements, [Row(id: 0), Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    XCTAssertEqual(array[id: 2], Row(id: 2, title: "b"))
  }

  func testUpdateOrInsertANewElementAtABadPositionIsReported() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1)]
    var result: (originalMember: Row?, index: Int)?
    let failures = withExpectedFailures {
      result = array.updateOrInsert(Row(id: 5), at: 2)
    }
    XCTAssertNil(result?.originalMember)
    XCTAssertEqual(result?.index, 2)
    XCTAssertEqual(array.ids, [1])
    XCTAssertEqual(
      failures,
      [
        """
        IdentifiedArray<Int, Row>.updateOrInsert(_:at:) was given index 2, but the array holds 1 \
        element; the array was left unchanged.
        """
      ])
  }

  func testRemoveElementFindsItByID() {
    var array: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2), Row(id: 3)]
    XCTAssertEqual(array.remove(Row(id: 1, title: "other")), Row(id: 1, title: "a"))
    XCTAssertNil(array.remove(Row(id: 9)))
    array.remove(Row(id: 3))
    XCTAssertEqual(array.ids, [2])
    XCTAssertNil(array[id: 1])
  }

  /// Many elements, so the array keeps its hash table, and positions found after each new form.
  func testTheIndexStaysRightThroughTheNewOperations() {
    var array = IdentifiedArrayOf<Row>(uniqueElements: (0..<40).map { Row(id: $0) })
    array.updateOrInsert(Row(id: 100), at: 5)
    array.updateOrAppend(Row(id: 101))
    array.remove(Row(id: 7))
    array.update(Row(id: 20, title: "t"), at: array.index(id: 20)!)
    var expected = (0..<40).map { Row(id: $0) }
    expected.insert(Row(id: 100), at: 5)
    expected.append(Row(id: 101))
    expected.removeAll { $0.id == 7 }
    expected[expected.firstIndex { $0.id == 20 }!].title = "t"
    XCTAssertEqual(array.elements, expected)
    for (position, row) in expected.enumerated() {
      XCTAssertEqual(array.index(id: row.id), position)
    }
  }

  func testMirrorShowsTheElements() {
    let array = IdentifiedArray([Tag(name: "a"), Tag(name: "b", count: 2)], id: \.name)
    let mirror = Mirror(reflecting: array)
    XCTAssertEqual(mirror.displayStyle, .collection)
    XCTAssertNil(mirror.superclassMirror)
    XCTAssertEqual(mirror.children.map(\.label), [nil, nil])
    XCTAssertEqual(mirror.children.map { $0.value as? Tag }, array.elements)

    var dumped = ""
    dump(array, to: &dumped)
    XCTAssertEqual(
      dumped,
      """
      ▿ 2 elements
        ▿ ExhaustiveCoreTests.Tag
          - name: "a"
          - count: 0
        ▿ ExhaustiveCoreTests.Tag
          - name: "b"
          - count: 2

      """)
  }
}
