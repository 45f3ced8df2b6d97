import ExhaustiveTesting
import XCTest

@testable import Todos

/// The episodes' deliberately failing tests, as golden tests: each runs the failing variant and
/// pins the full text it reports — the message, the diff and the timeline.
///
/// Steps and `assert` calls record the line they start on, which the timeline prints, so each test
/// notes the line of its `assert` call with `#line`.
final class TodosFailureTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  let milk = Todo(description: "Milk", id: UUID(0))
  let eggs = Todo(description: "Eggs", id: UUID(1))

  func makeStore(_ todos: [Todo]) -> TestStore<AppState, AppAction, AppEnvironment> {
    TestStore(
      initialState: AppState(todos: todos),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")! }
      )
    )
  }

  /// Episode 102: "let's purposely change this test to fail".
  func testCompletingTodo_WrongExpectation() {
    let store = makeStore([milk])

    let line = #line + 2
    let failures = withExpectedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos[0].isComplete = false
        },
        .do { self.scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted)
      )
    }

    XCTAssertNoDifference(
      [
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

        Timeline:
          send AppAction.todo(index: 0, action: TodoAction.checkboxTapped) \(at(line + 1))
            state changed
            effect #1 started, cancellation id: CancelDelayId()

        To accept the actual behaviour, write:

          .send(.todo(index: 0, action: .checkboxTapped)) {
            $0.todos[0].isComplete = true
          }
        """
      ],
      failures)
  }

  /// Episode 102: the UUID the test expects is not the one the environment made.
  func testAddTodo_UncontrolledUUID() {
    let store = makeStore([])

    let line = #line + 2
    let failures = withExpectedFailures {
      store.assert(
        .send(.addButtonTapped) {
          $0.todos = [
            Todo(
              description: "",
              id: UUID(uuidString: "0676432F-834B-402E-B9B2-14121E3F6BAD")!,
              isComplete: false
            )
          ]
        }
      )
    }

    XCTAssertNoDifference(
      [
        """
        State change does not match expectation: …

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

        (Expected: −, Actual: +)

        Timeline:
          send AppAction.addButtonTapped \(at(line + 1))
            state changed

        To accept the actual behaviour, write:

          .send(.addButtonTapped) {
            $0.todos.append(Todo(
              isComplete: false,
              description: "",
              id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
            ))
          }
        """
      ],
      failures)
  }

  /// Episode 103, before the sort was delayed in the test: the old test expects the todos sorted
  /// right after the tap, and ends with the delay still running.
  func testTodoSorting_ExpectingTheSortTooEarly() {
    let store = makeStore([milk, eggs])

    let line = #line + 2
    let failures = withExpectedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos = [
            Todo(description: "Eggs", id: UUID(1), isComplete: false),
            Todo(description: "Milk", id: UUID(0), isComplete: true),
          ]
        }
      )
    }

    let send = "send AppAction.todo(index: 0, action: TodoAction.checkboxTapped)"
    XCTAssertNoDifference(
      [
        """
        State change does not match expectation: …

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

        (Expected: −, Actual: +)

        Timeline:
          \(send) \(at(line + 1))
            state changed
            effect #1 started, cancellation id: CancelDelayId()

        To accept the actual behaviour, write:

          .send(.todo(index: 0, action: .checkboxTapped)) {
            $0.todos[0].isComplete = true
          }
        """,
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by \(send) \(at(line + 1)), cancellation id: CancelDelayId()

        1 work item is pending on a TestScheduler, due at 1s (now 0s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          \(send) \(at(line + 1))
            state changed
            effect #1 started, cancellation id: CancelDelayId()
          end of assert \(at(line))
        """,
      ],
      failures)
  }

  /// Episode 103: time passed, and the action the delay sent back was never received.
  func testTodoSorting_NotReceivingTheDelayedAction() {
    let store = makeStore([milk, eggs])

    let line = #line + 2
    let failures = withExpectedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos[0].isComplete = true
        },
        .do { self.scheduler.advance(by: 1) }
      )
    }

    XCTAssertNoDifference(
      [
        """
        Received 1 unexpected action: …

        Unhandled actions: [
          AppAction.todoDelayCompleted,
        ]

        Timeline:
          send AppAction.todo(index: 0, action: TodoAction.checkboxTapped) \(at(line + 1))
            state changed
            effect #1 started, cancellation id: CancelDelayId()
          do \(at(line + 4))
            effect #1 sent AppAction.todoDelayCompleted
            effect #1 finished
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          end of assert \(at(line))

        To accept the actual behaviour, write:

          .receive(.todoDelayCompleted)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ],
      failures)
  }

  /// Episode 103: receiving the action but not describing the sort it performs.
  func testTodoSorting_NotDescribingTheSort() {
    let store = makeStore([milk, eggs])

    let line = #line + 2
    let failures = withExpectedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos[0].isComplete = true
        },
        .do { self.scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted)
      )
    }

    XCTAssertNoDifference(
      [
        """
        State change does not match expectation: …

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

        (Expected: −, Actual: +)

        Timeline:
          send AppAction.todo(index: 0, action: TodoAction.checkboxTapped) \(at(line + 1))
            state changed
            effect #1 started, cancellation id: CancelDelayId()
          do \(at(line + 4))
            effect #1 sent AppAction.todoDelayCompleted
            effect #1 finished
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          receive AppAction.todoDelayCompleted \(at(line + 5))
            state changed

        To accept the actual behaviour, write:

          .receive(.todoDelayCompleted) {
            $0.todos = [
              Todo(isComplete: false, description: "Eggs", id: UUID(1)),
              Todo(isComplete: true, description: "Milk", id: UUID(0)),
            ]
          }
        """
      ],
      failures)
  }

  /// Episode 103: waiting a full second instead of half before the second tap lets the first
  /// delay finish. Its action is reported once, at the tap (the script's receive then takes it,
  /// late), and the second delay's, left unreceived, at the end.
  func testTodoSorting_Cancellation_WaitingTooLong() {
    let store = makeStore([milk, eggs])

    let line = #line + 2
    let failures = withExpectedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos[0].isComplete = true
        },
        .do { self.scheduler.advance(by: 1) },
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos[0].isComplete = false
        },
        .do { self.scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted)
      )
    }

    let tap = "AppAction.todo(index: 0, action: TodoAction.checkboxTapped)"
    let unhandled = """
      Unhandled actions: [
        AppAction.todoDelayCompleted,
      ]
      """
    let firstTap = """
        send \(tap) \(at(line + 1))
          state changed
          effect #1 started, cancellation id: CancelDelayId()
        do \(at(line + 4))
          effect #1 sent AppAction.todoDelayCompleted
          effect #1 finished
          scheduler advanced by 1s (0s → 1s), ran 1 work item
      """
    let secondTap = """
        send \(tap) \(at(line + 5))
          state changed
          effect #2 started, cancellation id: CancelDelayId()
      """
    XCTAssertNoDifference(
      [
        """
        Must handle 1 received action before sending an action: …

        \(unhandled)

        Timeline:
        \(firstTap)

        To accept the actual behaviour, write:

          .receive(.todoDelayCompleted),

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """,
        """
        Received 1 unexpected action: …

        \(unhandled)

        Timeline:
        \(firstTap)
        \(secondTap)
          do \(at(line + 8))
            effect #2 sent AppAction.todoDelayCompleted
            effect #2 finished
            scheduler advanced by 1s (1s → 2s), ran 1 work item
          receive AppAction.todoDelayCompleted \(at(line + 9))
          end of assert \(at(line))

        To accept the actual behaviour, write:

          .receive(.todoDelayCompleted)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """,
      ],
      failures)
  }

  private func at(_ line: Int) -> String {
    "(TodosFailureTests.swift:\(line))"
  }
}
