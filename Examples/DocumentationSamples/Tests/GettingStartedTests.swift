import ExhaustiveTesting
import XCTest

/// The tests of the "Getting started" article, against the article's own model.
final class GettingStartedTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  func testCompletingTodo() {
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
      .do { self.scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted)
    )
  }

  func testAddTodo() {
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

  /// "Read the failure": the article's wrong expectation prints the article's message.
  func testTheArticlesFailure() {
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
        .do { self.scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted)
      )
    }

    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
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
        """) ?? false, failures.first ?? "no failure")
  }
}

/// "Run it": a real store driven from the main actor.
final class GettingStartedStoreTests: XCTestCase {
  func testRunningTheStore() {
    MainActor.assumeIsolated { Self.runTheStore() }
  }

  @MainActor
  private static func runTheStore() {
    func render(_ todos: [Todo]) {
      for (number, todo) in zip(1..., todos) {
        print("  \(number). [\(todo.isComplete ? "x" : " ")] \(todo.description)")
      }
    }

    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
        uuid: UUID.init
      )
    )
    let observation = store.observe { state in render(state.todos) }
    store.send(.addButtonTapped)

    XCTAssertEqual(store.state.todos.count, 1)
    observation.cancel()
  }
}
