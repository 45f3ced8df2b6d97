import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// A list feature on an identified array, end to end through a `TestStore`: actions address
/// rows by id, and a wrong expectation fails with a diff that matches rows by id.
final class IdentifiedArrayTestStoreTests: XCTestCase {
  func testRowActionsByID() {
    let store = TestStore(
      initialState: ListState(rows: [Row(id: 1), Row(id: 2)]), reducer: listReducer,
      environment: ())
    store.send(.row(id: 2, action: .rename("Eggs"))) {
      $0.rows[id: 2]?.title = "Eggs"
    }
    store.send(.delete(1)) {
      $0.rows.remove(id: 1)
    }
    store.send(.row(id: 2, action: .rename("Milk"))) {
      $0.rows[id: 2]?.title = "Milk"
    }
  }

  func testAWrongExpectationShowsADiffMatchedByID() {
    let store = TestStore(
      initialState: ListState(rows: [Row(id: 1), Row(id: 2), Row(id: 3)]), reducer: listReducer,
      environment: ())
    let failures = withExpectedFailures {
      store.send(.row(id: 2, action: .rename("Eggs"))) {
        $0.rows[id: 3]?.title = "Eggs"
      }
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "\n\nTimeline:")[0] },
      [
        """
        State change does not match expectation: …

          ListState(
            rows: [
              Row(
                id: 1,
                title: ""
              ),
              Row(
                id: 2,
        −       title: ""
        +       title: "Eggs"
              ),
              Row(
                id: 3,
        −       title: "Eggs"
        +       title: ""
              ),
            ]
          )

        (Expected: −, Actual: +)
        """
      ]
    )
  }
}

private struct ListState: Equatable {
  var rows: IdentifiedArrayOf<Row>
}

private enum RowAction: Equatable {
  case rename(String)
}

private enum ListAction: Equatable {
  case row(id: Int, action: RowAction)
  case delete(Int)
}

private let rowReducer = Reducer<Row, RowAction, Void> { row, action, _ in
  switch action {
  case .rename(let title):
    row.title = title
    return .none
  }
}

private let listReducer = Reducer<ListState, ListAction, Void>.combine(
  rowReducer.forEach(
    state: \ListState.rows, action: /ListAction.row(id:action:), environment: { _ in () }),
  Reducer { state, action, _ in
    switch action {
    case .row:
      return .none
    case .delete(let id):
      state.rows.remove(id: id)
      return .none
    }
  }
)
