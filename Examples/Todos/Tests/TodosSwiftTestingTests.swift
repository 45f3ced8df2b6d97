import ExhaustiveTesting
import Foundation
import Testing

@testable import Todos

/// The episodes' tests (`TodosTests`) written for Swift Testing: a `@Suite` struct instead of an
/// `XCTestCase`, `@Test` functions, `#expect`. The test store is the same; a failing step records
/// a Swift Testing issue at the step's line. Swift Testing makes a new suite value for every
/// test, so each test has its own scheduler even when tests run in parallel.
///
/// "Getting started" quotes `completingTodo`, the last test here.
@Suite struct TodosSwiftTestingTests {
  let scheduler = TestScheduler.dispatchQueue

  @Test func addTodo() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.addButtonTapped) {
        $0.todos = [Todo(isComplete: false, description: "", id: UUID(0))]
      }
    )
  }

  @Test func todoSorting() {
    let store = TestStore(
      initialState: AppState(todos: [
        Todo(description: "Milk", id: UUID(0)),
        Todo(description: "Eggs", id: UUID(1)),
      ]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do { scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted) {
        $0.todos.swapAt(0, 1)
      }
    )
  }

  /// A second tap within the second cancels the first sort: one `.todoDelayCompleted` arrives,
  /// a second after the last tap.
  @Test func todoSortingCancellation() {
    let store = TestStore(
      initialState: AppState(todos: [
        Todo(description: "Milk", id: UUID(0)),
        Todo(description: "Eggs", id: UUID(1)),
      ]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do { scheduler.advance(by: 0.5) },
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = false
      },
      .do { scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted)
    )
  }

  /// Episode 102's wrong expectation, captured: the failure a Swift Testing run would record.
  /// (`TodosFailureTests` pins the full text, timeline included.)
  @Test func aWrongExpectationFailsWithADiff() {
    let store = TestStore(
      initialState: AppState(todos: [Todo(description: "Milk", id: UUID(0))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    let failures = withExpectedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos[0].isComplete = false
        },
        .do { scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted)
      )
    }

    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
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


        """) == true)
  }

  @Test func completingTodo() {
    let store = TestStore(
      initialState: AppState(todos: [Todo(description: "Milk", id: UUID(0))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do { scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted)
    )
  }
}
