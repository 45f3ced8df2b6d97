import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class ReducerForEachTests: XCTestCase {
  func testRunsOnTheElementAtTheIndex() {
    let run = runReducer(
      listReducer, List(items: [Item(), Item(), Item()]), .item(index: 1, action: .toggle), ())

    XCTAssertEqual(run.state, List(items: [Item(), Item(isOn: true), Item()]))
    XCTAssertEqual(run.outputs, [])
    XCTAssertTrue(run.finished)
  }

  func testEmbedsEffectActionsWithTheSameIndex() {
    let run = runReducer(
      listReducer, List(items: [Item(), Item(), Item()]), .item(index: 2, action: .toggleLater), ())

    XCTAssertEqual(run.outputs, [.item(index: 2, action: .toggle)])
    XCTAssertTrue(run.finished)
  }

  func testIgnoresOtherActions() {
    let run = runReducer(listReducer, List(items: [Item()]), .clear, ())

    XCTAssertEqual(run.state, List(items: [Item()]))
    XCTAssertEqual(run.outputs, [])
  }

  func testOutOfRangeIndexIsReportedAndIgnored() {
    var run: ReducerRun<List, ListAction>?
    let failures = withExpectedFailures {
      run = runReducer(
        listReducer, List(items: [Item(), Item()]), .item(index: 2, action: .toggle), ())
    }

    XCTAssertEqual(run?.state, List(items: [Item(), Item()]))
    XCTAssertEqual(run?.outputs, [])
    XCTAssertEqual(
      failures,
      [
        """
        A forEach reducer received an action for index 2, but the state holds 2 elements; the \
        action was ignored.

          Action:
            ListAction.item(index: 2, action: ItemAction.toggle)

        This usually means an effect delivered an action for an element after it was removed: \
        cancel an element's effects when you remove it.
        """
      ]
    )
  }

  func testNegativeIndexAndEmptyArrayAreReported() {
    let failures = withExpectedFailures {
      _ = runReducer(listReducer, List(items: [Item()]), .item(index: -1, action: .toggle), ())
      _ = runReducer(listReducer, List(items: []), .item(index: 0, action: .toggle), ())
    }

    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue(
      failures[0].hasPrefix(
        "A forEach reducer received an action for index -1, but the state holds 1 element;"),
      failures[0]
    )
    XCTAssertTrue(
      failures[1].hasPrefix(
        "A forEach reducer received an action for index 0, but the state holds 0 elements;"),
      failures[1]
    )
  }
}

private struct Item: Equatable {
  var isOn = false
}

private enum ItemAction: Equatable {
  case toggle
  case toggleLater
}

private struct List: Equatable {
  var items: [Item]
}

private enum ListAction: Equatable {
  case item(index: Int, action: ItemAction)
  case clear
}

private let itemReducer = Reducer<Item, ItemAction, Void> { item, action, _ in
  switch action {
  case .toggle:
    item.isOn.toggle()
    return .none
  case .toggleLater:
    return Effect(value: .toggle)
  }
}

private let listReducer: Reducer<List, ListAction, Void> = itemReducer.forEach(
  state: \List.items,
  action: /ListAction.item(index:action:),
  environment: { _ in () }
)
