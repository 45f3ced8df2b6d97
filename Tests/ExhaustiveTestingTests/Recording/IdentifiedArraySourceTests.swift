import ExhaustiveTesting
import StructuralDiff
import XCTest

/// IdentifiedArray changes accepted through `[id:]` subscripts, `[id:] = nil`, `append` and
/// `insert(_:at:)`, and a reordered array assigned whole as an array literal.
final class IdentifiedArraySourceTests: XCTestCase {
  struct Row: Equatable, Identifiable {
    var id: UUID
    var title: String
    var isDone = false
  }

  struct ListState: Equatable {
    var rows: IdentifiedArrayOf<Row> = []
  }

  private let milk = Row(id: UUID(0), title: "Milk")
  private let eggs = Row(id: UUID(1), title: "Eggs")

  private func mutations(_ old: ListState, _ new: ListState) -> String {
    SwiftSource.mutations(from: old, to: new, root: "$0").joined(separator: "\n")
  }

  func testAnElementChangedThroughItsID() {
    var state = ListState(rows: [milk, eggs])
    let old = state
    state.rows[id: UUID(1)]?.isDone = true
    XCTAssertEqual(mutations(old, state), "$0.rows[id: UUID(1)]?.isDone = true")
  }

  func testAnElementRemovedInsertedAndAppended() {
    XCTAssertEqual(
      mutations(ListState(rows: [milk, eggs]), ListState(rows: [eggs])),
      "$0.rows[id: UUID(0)] = nil")
    XCTAssertEqual(
      mutations(ListState(rows: [eggs]), ListState(rows: [milk, eggs])),
      """
      $0.rows.insert(IdentifiedArraySourceTests.Row(
        id: UUID(0),
        title: "Milk",
        isDone: false
      ), at: 0)
      """)
    XCTAssertEqual(
      mutations(ListState(rows: [milk]), ListState(rows: [milk, eggs])),
      """
      $0.rows.append(IdentifiedArraySourceTests.Row(
        id: UUID(1),
        title: "Eggs",
        isDone: false
      ))
      """)
  }

  func testAReorderedArrayIsAssignedWhole() {
    XCTAssertEqual(
      mutations(ListState(rows: [milk, eggs]), ListState(rows: [eggs, milk])),
      """
      $0.rows = [
        IdentifiedArraySourceTests.Row(id: UUID(1), title: "Eggs", isDone: false),
        IdentifiedArraySourceTests.Row(id: UUID(0), title: "Milk", isDone: false),
      ]
      """)
  }

  func testAStoreFailureAcceptsTheChangeByID() {
    let store = TestStore(
      initialState: ListState(rows: [milk, eggs]),
      reducer: Reducer<ListState, UUID, Void> { state, id, _ in
        state.rows[id: id]?.isDone.toggle()
        return .none
      },
      environment: ())
    let failures = withExpectedFailures {
      store.send(UUID(1))
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "To accept the actual behaviour, write:")[1] },
      [
        """


          store.send(UUID(1)) {
            $0.rows[id: UUID(1)]?.isDone = true
          }
        """
      ])
  }
}
