import ExhaustiveTesting
import Foundation
import XCTest

@testable import ExhaustiveCore

final class CasePathTests: XCTestCase {
  func testLabeledPayloadEmbedsAndExtracts() {
    let todo: CasePath<AppAction, (index: Int, action: TodoAction)> =
      /AppAction.todo(index:action:)

    XCTAssertEqual(
      todo.embed((index: 2, action: .checkboxTapped)),
      .todo(index: 2, action: .checkboxTapped)
    )
    let extracted = todo.extract(from: .todo(index: 2, action: .textFieldChanged("Milk")))
    XCTAssertEqual(extracted?.index, 2)
    XCTAssertEqual(extracted?.action, .textFieldChanged("Milk"))
    XCTAssertNil(todo.extract(from: .addButtonTapped))
    XCTAssertNil(todo.extract(from: .todoDelayCompleted))
  }

  func testUnlabeledTupleValueMatchesLabeledPayload() {
    let todo: CasePath<AppAction, (Int, TodoAction)> = /AppAction.todo(index:action:)
    let extracted = todo.extract(from: .todo(index: 1, action: .checkboxTapped))
    XCTAssertEqual(extracted?.0, 1)
    XCTAssertEqual(extracted?.1, .checkboxTapped)
  }

  func testCasesSharingAPayloadTypeNeverExtractEachOther() {
    let first: CasePath<Shared, Int> = /Shared.first
    let second: CasePath<Shared, Int> = /Shared.second

    XCTAssertEqual(first.extract(from: .first(1)), 1)
    XCTAssertNil(first.extract(from: .second(1)))
    XCTAssertEqual(second.extract(from: .second(2)), 2)
    XCTAssertNil(second.extract(from: .first(2)))
    XCTAssertNil(first.extract(from: .third))
  }

  func testCasesSharingABaseNameAreTellApartByTheirLabels() {
    let x: CasePath<Shared, Int> = /Shared.named(x:)
    let y: CasePath<Shared, Int> = /Shared.named(y:)

    XCTAssertEqual(x.extract(from: .named(x: 1)), 1)
    XCTAssertNil(x.extract(from: .named(y: 1)))
    XCTAssertEqual(y.extract(from: .named(y: 2)), 2)
    XCTAssertNil(y.extract(from: .named(x: 2)))
  }

  func testSingleLabeledPayload() {
    let single: CasePath<Shared, Int> = /Shared.single(value:)
    XCTAssertEqual(single.extract(from: .single(value: 7)), 7)
    XCTAssertNil(single.extract(from: .first(7)))
  }

  func testPayloadlessCase() {
    let delayCompleted: CasePath<AppAction, Void> = /AppAction.todoDelayCompleted

    XCTAssertEqual(delayCompleted.embed(()), .todoDelayCompleted)
    XCTAssertNotNil(delayCompleted.extract(from: .todoDelayCompleted))
    XCTAssertNil(delayCompleted.extract(from: .addButtonTapped))
    XCTAssertNil(delayCompleted.extract(from: .todo(index: 0, action: .checkboxTapped)))
  }

  func testPayloadlessCasesOfAnEnumWithoutPayloads() {
    let b: CasePath<Letter, Void> = /Letter.b
    XCTAssertNotNil(b.extract(from: .b))
    XCTAssertNil(b.extract(from: .a))
    XCTAssertNil(b.extract(from: .c))
  }

  func testNestedEnumsThroughAppending() {
    let todo: CasePath<AppAction, (index: Int, action: TodoAction)> =
      /AppAction.todo(index:action:)
    let textChanged: CasePath<TodoAction, String> = /TodoAction.textFieldChanged
    let action: CasePath<(index: Int, action: TodoAction), TodoAction> = CasePath(
      embed: { (index: 0, action: $0) },
      extract: { $0.action }
    )
    let path = todo.appending(path: action).appending(path: textChanged)

    XCTAssertEqual(path.extract(from: .todo(index: 3, action: .textFieldChanged("Eggs"))), "Eggs")
    XCTAssertNil(path.extract(from: .todo(index: 3, action: .checkboxTapped)))
    XCTAssertEqual(path.embed("Milk"), .todo(index: 0, action: .textFieldChanged("Milk")))
  }

  func testEnumPayloadsOfTheSameEnumType() {
    let left: CasePath<Sides, Letter> = /Sides.left
    let right: CasePath<Sides, Letter> = /Sides.right
    XCTAssertEqual(left.extract(from: .left(.a)), .a)
    XCTAssertNil(left.extract(from: .right(.a)))
    XCTAssertEqual(right.extract(from: .right(.c)), .c)
  }

  func testIndirectEnum() {
    let node: CasePath<Tree, (Tree, Tree)> = /Tree.node
    let leaf: CasePath<Tree, Int> = /Tree.leaf
    let empty: CasePath<Tree, Void> = /Tree.empty

    let tree = Tree.node(.leaf(1), .node(.empty, .leaf(2)))
    let children = node.extract(from: tree)
    XCTAssertEqual(children?.0, .leaf(1))
    XCTAssertEqual(children?.1, .node(.empty, .leaf(2)))
    XCTAssertNil(node.extract(from: .leaf(1)))
    XCTAssertEqual(leaf.extract(from: .leaf(5)), 5)
    XCTAssertNil(leaf.extract(from: .empty))
    XCTAssertNotNil(empty.extract(from: .empty))
    XCTAssertNil(empty.extract(from: tree))
  }

  func testOptionalPayloadHoldingNil() {
    let maybe: CasePath<Payloads, Int?> = /Payloads.maybe
    let extracted: Int?? = maybe.extract(from: .maybe(nil))
    XCTAssertEqual(extracted, .some(.none))
    XCTAssertEqual(maybe.extract(from: .maybe(3)), .some(3))
    XCTAssertEqual(maybe.extract(from: .text("3")), .none)
  }

  func testExistentialPayload() {
    struct Failure: Error, Equatable {}
    let failed: CasePath<Payloads, any Error> = /Payloads.failed
    XCTAssertEqual(failed.extract(from: .failed(Failure())) as? Failure, Failure())
    XCTAssertNil(failed.extract(from: .text("x")))
  }

  func testGenericStandardLibraryEnums() {
    let some: CasePath<Int?, Int> = /Optional.some
    let none: CasePath<Int?, Void> = /Optional<Int>.none
    XCTAssertEqual(some.extract(from: 3), 3)
    XCTAssertNil(some.extract(from: nil))
    XCTAssertNotNil(none.extract(from: nil))
    XCTAssertNil(none.extract(from: 3))

    let success: CasePath<Result<Int, URLError>, Int> = /Result.success
    let failure: CasePath<Result<Int, URLError>, URLError> = /Result.failure
    XCTAssertEqual(success.extract(from: .success(1)), 1)
    XCTAssertNil(success.extract(from: .failure(URLError(.badURL))))
    XCTAssertEqual(failure.extract(from: .failure(URLError(.badURL)))?.code, .badURL)
  }

  func testIdentity() {
    let identity: CasePath<AppAction, AppAction> = /AppAction.self
    XCTAssertEqual(identity.extract(from: .addButtonTapped), .addButtonTapped)
    XCTAssertEqual(identity.embed(.todoDelayCompleted), .todoDelayCompleted)
  }

  func testCustomCasePath() {
    let even = CasePath<Int, Int>(embed: { $0 * 2 }, extract: { $0 % 2 == 0 ? $0 / 2 : nil })
    XCTAssertEqual(even.embed(4), 8)
    XCTAssertEqual(even.extract(from: 8), 4)
    XCTAssertNil(even.extract(from: 7))
  }

  func testOtherCaseFirstThenMatchingCase() {
    // The first extraction sees another case with the same payload type before the case's tag is
    // known; it must still be rejected, and later extractions use the learned tag.
    let second: CasePath<Shared, Int> = /Shared.second
    XCTAssertNil(second.extract(from: .first(1)))
    XCTAssertEqual(second.extract(from: .second(1)), 1)
    XCTAssertNil(second.extract(from: .first(1)))
    XCTAssertEqual(second.extract(from: .second(9)), 9)
  }

  func testExtractionFromManyThreads() {
    let todo: CasePath<AppAction, (index: Int, action: TodoAction)> =
      /AppAction.todo(index:action:)
    let matches = Lock(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      let action: AppAction =
        index.isMultiple(of: 2) ? .todo(index: index, action: .checkboxTapped) : .addButtonTapped
      if let extracted = todo.extract(from: action) {
        XCTAssertEqual(extracted.index, index)
        matches.withLock { $0 += 1 }
      }
    }
    XCTAssertEqual(matches.value, 500)
  }

  func testNonEnumValueIsReported() {
    var path: CasePath<Int, Void>?
    let failures = withExpectedFailures {
      path = /42
    }
    XCTAssertEqual(failures, ["'/' expects an enum case, but got a value of type Int."])
    XCTAssertNil(path?.extract(from: 42))
  }

  func testCaseWithPayloadIsReported() {
    var path: CasePath<Shared, Void>?
    let failures = withExpectedFailures {
      path = /Shared.first(1)
    }
    XCTAssertEqual(
      failures,
      [
        """
        '/' expects a case without a payload, but first(1) carries one; use '/' with the case's \
        constructor instead.
        """
      ]
    )
    XCTAssertNotNil(path?.extract(from: .first(2)))
  }
}

private enum TodoAction: Equatable {
  case checkboxTapped
  case textFieldChanged(String)
}

private enum AppAction: Equatable {
  case addButtonTapped
  case todo(index: Int, action: TodoAction)
  case todoDelayCompleted
}

private enum Shared: Equatable {
  case first(Int)
  case second(Int)
  case named(x: Int)
  case named(y: Int)
  case single(value: Int)
  case third
}

private enum Letter: Equatable {
  case a, b, c
}

private enum Sides: Equatable {
  case left(Letter)
  case right(Letter)
}

private indirect enum Tree: Equatable {
  case leaf(Int)
  case node(Tree, Tree)
  case empty
}

private enum Payloads {
  case maybe(Int?)
  case failed(any Error)
  case text(String)
}
