import Foundation
import StructuralDiff
import XCTest

/// The diff blocks of the source transcripts (episodes #102 and #103), by DESIGN.md's rule:
/// single-field changes byte for byte; reorders with whole elements in the −/+ blocks.
final class TranscriptTests: XCTestCase {
  func testIsCompleteChange() {
    let expected = AppState(todos: [Todo(description: "Milk", id: UUID(0), isComplete: false)])
    let actual = AppState(todos: [Todo(description: "Milk", id: UUID(0), isComplete: true)])
    XCTAssertEqual(
      diff(expected, actual),
      """
        AppState(
          todos: [
            Todo(
      −       isComplete: false,
      +       isComplete: true,
              description: "Milk",
              id: 00000000-0000-0000-0000-000000000000
            ),
          ]
        )
      """
    )
  }

  func testIDChange() {
    let expected = AppState(todos: [
      Todo(description: "", id: UUID(uuidString: "0676432F-834B-402E-B9B2-14121E3F6BAD")!)
    ])
    let actual = AppState(todos: [
      Todo(description: "", id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)
    ])
    XCTAssertEqual(
      diff(expected, actual),
      """
        AppState(
          todos: [
            Todo(
              isComplete: false,
              description: "",
      −       id: 0676432F-834B-402E-B9B2-14121E3F6BAD
      +       id: DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF
            ),
          ]
        )
      """
    )
  }

  func testCompletedTodoSortsToTheEnd() {
    let milk = Todo(description: "Milk", id: UUID(0), isComplete: true)
    let eggs = Todo(description: "Eggs", id: UUID(1))
    XCTAssertEqual(
      diff(AppState(todos: [milk, eggs]), AppState(todos: [eggs, milk])),
      """
        AppState(
          todos: [
      −     Todo(
      −       isComplete: true,
      −       description: "Milk",
      −       id: 00000000-0000-0000-0000-000000000000
      −     ),
            Todo(
              isComplete: false,
              description: "Eggs",
              id: 00000000-0000-0000-0000-000000000001
            ),
      +     Todo(
      +       isComplete: true,
      +       description: "Milk",
      +       id: 00000000-0000-0000-0000-000000000000
      +     ),
          ]
        )
      """
    )
  }

  func testUnsortedAfterDelayedSort() {
    let eggs = Todo(description: "Eggs", id: UUID(1))
    let milk = Todo(description: "Milk", id: UUID(0), isComplete: true)
    XCTAssertEqual(
      diff(AppState(todos: [eggs, milk]), AppState(todos: [milk, eggs])),
      """
        AppState(
          todos: [
      −     Todo(
      −       isComplete: false,
      −       description: "Eggs",
      −       id: 00000000-0000-0000-0000-000000000001
      −     ),
            Todo(
              isComplete: true,
              description: "Milk",
              id: 00000000-0000-0000-0000-000000000000
            ),
      +     Todo(
      +       isComplete: false,
      +       description: "Eggs",
      +       id: 00000000-0000-0000-0000-000000000001
      +     ),
          ]
        )
      """
    )
  }

  func testUnhandledActions() {
    XCTAssertEqual(
      "Unhandled actions: " + String(customDumping: [AppAction.todoDelayCompleted]),
      """
      Unhandled actions: [
        AppAction.todoDelayCompleted,
      ]
      """
    )
    XCTAssertEqual(String(customDumping: [AppAction]()), "[]")
    XCTAssertEqual(String(customDumping: CancelDelayId()), "CancelDelayId()")
  }

  func testTestStoreMessageShape() {
    let expected = AppState(todos: [Todo(description: "Milk", id: UUID(0))])
    var actual = expected
    actual.todos[0].isComplete = true
    let message =
      "State change does not match expectation: …" + "\n\n" + diff(expected, actual)!
      + "\n\n(Expected: −, Actual: +)"
    XCTAssertEqual(
      message,
      """
      State change does not match expectation: …

        AppState(
          todos: [
            Todo(
      −       isComplete: false,
      +       isComplete: true,
              description: "Milk",
              id: 00000000-0000-0000-0000-000000000000
            ),
          ]
        )

      (Expected: −, Actual: +)
      """
    )
  }
}
