import ExhaustiveTesting
import XCTest

@testable import Todos

/// What the episodes leave untested: several todos, editing, sorting with mixed completion,
/// a debounce that keeps restarting, and the live main queue.
final class TodosFeatureTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  func testAddingTwoTodos() {
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
        $0.todos = [Todo(id: UUID(0))]
      },
      .send(.addButtonTapped) {
        $0.todos = [Todo(id: UUID(1)), Todo(id: UUID(0))]
      }
    )
  }

  func testEditingText() {
    let store = TestStore(
      initialState: AppState(todos: [Todo(id: UUID(0)), Todo(description: "Eggs", id: UUID(1))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .textFieldChanged("Milk"))) {
        $0.todos[0].description = "Milk"
      },
      .send(.todo(index: 1, action: .textFieldChanged("Eggs, a dozen"))) {
        $0.todos[1].description = "Eggs, a dozen"
      }
    )
  }

  /// Completed todos sink below the incomplete ones, and both groups keep their order.
  func testSortingSeveralCompletedTodos() {
    let store = TestStore(
      initialState: AppState(todos: [
        Todo(description: "Milk", id: UUID(0)),
        Todo(description: "Eggs", id: UUID(1)),
        Todo(description: "Bread", id: UUID(2)),
        Todo(description: "Butter", id: UUID(3)),
        Todo(description: "Jam", id: UUID(4), isComplete: true),
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
      .send(.todo(index: 2, action: .checkboxTapped)) {
        $0.todos[2].isComplete = true
      },
      .do { self.scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted) {
        $0.todos = [
          Todo(description: "Eggs", id: UUID(1)),
          Todo(description: "Butter", id: UUID(3)),
          Todo(description: "Milk", id: UUID(0), isComplete: true),
          Todo(description: "Bread", id: UUID(2), isComplete: true),
          Todo(description: "Jam", id: UUID(4), isComplete: true),
        ]
      },
      // Unticking a completed todo lifts it above the completed ones, below the other
      // incomplete ones.
      .send(.todo(index: 3, action: .checkboxTapped)) {
        $0.todos[3].isComplete = false
      },
      .do { self.scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted) {
        $0.todos = [
          Todo(description: "Eggs", id: UUID(1)),
          Todo(description: "Butter", id: UUID(3)),
          Todo(description: "Bread", id: UUID(2)),
          Todo(description: "Milk", id: UUID(0), isComplete: true),
          Todo(description: "Jam", id: UUID(4), isComplete: true),
        ]
      }
    )
  }

  func testSinkCompletedIsAStablePartition() {
    var todos = [
      Todo(description: "A", id: UUID(0), isComplete: true),
      Todo(description: "B", id: UUID(1)),
      Todo(description: "C", id: UUID(2), isComplete: true),
      Todo(description: "D", id: UUID(3)),
      Todo(description: "E", id: UUID(4), isComplete: true),
      Todo(description: "F", id: UUID(5)),
    ]

    todos.sinkCompleted()

    XCTAssertNoDifference(["B", "D", "F", "A", "C", "E"], todos.map(\.description))
  }

  /// Why the feature partitions instead of sorting with the episodes' comparator: it claims a
  /// completed todo placed before an incomplete one is ordered before it *and* after it, which
  /// `sorted(by:)` forbids (its comparator must be a strict weak ordering).
  func testEpisodesComparatorIsNotAStrictWeakOrdering() {
    let episodesComparator: ((offset: Int, element: Todo), (offset: Int, element: Todo)) -> Bool = {
      lhs, rhs in
      (rhs.element.isComplete && !lhs.element.isComplete) || lhs.offset < rhs.offset
    }
    let milk = (offset: 0, element: Todo(description: "Milk", id: UUID(0), isComplete: true))
    let eggs = (offset: 1, element: Todo(description: "Eggs", id: UUID(1)))

    XCTAssertTrue(episodesComparator(milk, eggs))
    XCTAssertTrue(episodesComparator(eggs, milk))
  }

  /// Each tap restarts the second: three taps 0.9 s apart sort once, a second after the last.
  func testDebounceRestartsOnEveryTap() {
    let store = TestStore(
      initialState: AppState(todos: [
        Todo(description: "Milk", id: UUID(0)),
        Todo(description: "Eggs", id: UUID(1)),
        Todo(description: "Bread", id: UUID(2)),
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
      .do { self.scheduler.advance(by: 0.9) },
      .send(.todo(index: 1, action: .checkboxTapped)) {
        $0.todos[1].isComplete = true
      },
      .do { self.scheduler.advance(by: 0.9) },
      .send(.todo(index: 2, action: .checkboxTapped)) {
        $0.todos[2].isComplete = true
      },
      // 2.7 s after the first tap, 0.9 s after the last: nothing may have arrived yet (the
      // `.do` step below fails the test if an action is waiting).
      .do { self.scheduler.advance(by: 0.9) },
      .do { self.scheduler.advance(by: 0.1) },
      .receive(.todoDelayCompleted)
    )
  }

  /// The live path: the real main queue delivers the sort while a `.do` step waits. The debounce
  /// is scheduled on `DispatchQueue.main` through a scheduler that shortens every delay 50×, so
  /// the sort comes 20 ms after the tap; the test waits until the main queue has run it (however
  /// long a loaded machine takes, up to 2 s), not for a fixed time.
  func testSortingOnTheMainQueue() {
    let sorted = expectation(description: "the debounced sort ran on the main queue")
    let store = TestStore(
      initialState: AppState(todos: [
        Todo(description: "Milk", id: UUID(0)),
        Todo(description: "Eggs", id: UUID(1)),
      ]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: DispatchQueue.main.eraseToAnyScheduler()
          .fastForwarded(by: 50)
          .signalling(afterEachDelayedAction: { sorted.fulfill() }),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do { self.wait(for: [sorted], timeout: 2) },
      .receive(.todoDelayCompleted) {
        $0.todos.swapAt(0, 1)
      }
    )
  }
}
