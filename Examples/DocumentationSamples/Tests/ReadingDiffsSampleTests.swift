import ExhaustiveTesting
import XCTest

private struct Counter: Equatable {
  var count = 0
  var isOdd = false
  mutating func increment() {
    count += 1
    isOdd.toggle()
  }
}

/// The claims and samples of the "Reading diffs" and "Migrating" articles.
final class ReadingDiffsSampleTests: XCTestCase {
  func testEnumCasesPrintWithTheirType() {
    XCTAssertEqual(
      String(customDumping: AppAction.todoDelayCompleted), "AppAction.todoDelayCompleted")
    XCTAssertEqual(
      String(customDumping: AppAction.todo(index: 0, action: .checkboxTapped)),
      "AppAction.todo(index: 0, action: TodoAction.checkboxTapped)")
  }

  func testUnchangedRunsCollapse() {
    var todos = (0..<1000).map { Todo(description: "\($0)", id: UUID($0)) }
    let before = AppState(todos: todos)
    todos[500].isComplete = true

    XCTAssertEqual(
      diff(before, AppState(todos: todos)),
      """
        AppState(
          todos: [
            … (500 unchanged)
            Todo(
      −       isComplete: false,
      +       isComplete: true,
              description: "500",
              id: 00000000-0000-0000-0000-0000000001F4
            ),
            … (499 unchanged)
          ]
        )
      """)
  }

  func testDictionariesAndSetsPrintInOrder() {
    XCTAssertEqual(
      String(customDumping: [10: "a", 9: "b", 100: "c"]),
      """
      [
        9: "b",
        10: "a",
        100: "c",
      ]
      """)
  }

  func testUsingTheDifferYourself() {
    let expected = AppState(todos: [Todo(description: "Milk", id: UUID(0))])
    var actual = expected
    actual.todos[0].isComplete = true

    var output = ""
    customDump(expected, to: &output)  // the dump, as above
    let text = String(customDumping: expected)  // the same, as a string
    XCTAssertEqual(output, text)
    XCTAssertNil(diff(expected, expected))  // nil when the values dump the same
    XCTAssertEqual(
      diff(expected, actual, format: .ascii),  // "-" and "+" for plain terminals
      """
        AppState(
          todos: [
            Todo(
      -       isComplete: false,
      +       isComplete: true,
              description: "Milk",
              id: 00000000-0000-0000-0000-000000000000
            ),
          ]
        )
      """)

    let expectedTodos = actual.todos
    expectNoDifference(expectedTodos, actual.todos)  // expected first: the − side
    XCTAssertNoDifference(expectedTodos, actual.todos)
  }

  /// "Using the differ yourself": `expectDifference` and the failure a left-out change makes.
  func testExpectDifferenceSample() {
    var counter = Counter()
    let failures = withExpectedFailures {
      expectDifference(counter) {
        counter.increment()
      } changes: {
        $0.count = 1
      }
      expectDifference(counter) { $0.count = 1 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectDifference failed: …

          Counter(
            count: 1,
        −   isOdd: false
        +   isOdd: true
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  /// "Migrating": a reducer called directly, and the assertion that replaces `XCTAssertEqual`.
  func testMigratingSamples() {
    let scheduler = DispatchQueue.testScheduler
    let environment = AppEnvironment(
      mainQueue: scheduler.eraseToAnyScheduler(), uuid: UUID.incrementing)

    var state = AppState(todos: [Todo(isComplete: false, description: "Milk", id: UUID(0))])
    let effect = appReducer.run(&state, .todo(index: 0, action: .checkboxTapped), environment)
    XCTAssertEqual(state.todos[0].isComplete, true)
    _ = effect  // the effect is never run, so nothing about it is tested

    // After: the expected value first
    XCTAssertNoDifference(
      AppState(todos: [Todo(isComplete: true, description: "Milk", id: UUID(0))]), state)
  }
}
