// Snippets of several articles (each names its article), compiled as the articles show them
// against the "Getting started" model. A snippet whose run would fail on purpose, record into
// this file, or wait on the live main queue is compiled in a method that is not a test.
// scripts/check-snippets.sh checks that every Swift block of the articles is in a compiled file.
import ExhaustiveConcurrency
import ExhaustiveTesting
import StructuralDiff
import XCTest

// MARK: - ControllingTimeWithSchedulers.md

/// "The app passes the real queue": compiled, not run.
func liveAppEnvironment() -> AppEnvironment {
  AppEnvironment(
    mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
    uuid: UUID.init
  )
}

final class TestSchedulerSampleTests: XCTestCase {
  func testTheSchedulerRunsNothingOnItsOwn() {
    let scheduler = DispatchQueue.testScheduler  // or TestScheduler.dispatchQueue

    scheduler.schedule { print("TestScheduler") }
    scheduler.schedule(after: scheduler.now.advanced(by: 1)) {
      print("TestScheduler", "delayed")
    }

    scheduler.advance()  // TestScheduler
    scheduler.advance(by: 1)  // TestScheduler delayed
  }
}

final class TodoSortingTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  func testTodoSorting() {
    let store = TestStore(
      initialState: AppState(todos: [
        Todo(isComplete: false, description: "Milk", id: UUID(0)),
        Todo(isComplete: false, description: "Eggs", id: UUID(1)),
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
      .do { self.scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted) {
        $0.todos.swapAt(0, 1)
      }
    )
  }
}

final class LiveQueueSampleTests: XCTestCase {
  func testLiveQueue() {
    let store = TestStore(
      initialState: AppState(todos: [Todo(isComplete: false, description: "Milk", id: UUID(0))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )
    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do {
        _ = XCTWaiter.wait(for: [self.expectation(description: "wait")], timeout: 1.1)
      },
      .receive(.todoDelayCompleted)
    )
  }
}

// MARK: - ExhaustiveConcurrency.md

final class LockIsolatedSampleTests: XCTestCase {
  func testLockIsolated() {
    let callCount = LockIsolated(0)
    callCount.withValue { $0 += 1 }
    XCTAssertEqual(callCount.value, 1)
  }
}

// MARK: - NonExhaustiveTesting.md and TestingEffectsExhaustively.md

final class NonExhaustiveSampleTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  /// Compiled, not run: the checkbox's debounce is still in flight at the end.
  func exhaustivityOff() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )
    store.exhaustivity = .off

    store.send(.addButtonTapped)
    store.send(.todo(index: 0, action: .textFieldChanged("Milk"))) {
      $0.todos[0].description = "Milk"
    }
    store.send(.todo(index: 0, action: .checkboxTapped)) {
      $0.todos[0].isComplete = true
    }
  }

  /// "A test is a script of steps": compiled, not run (it starts from two todos).
  func scriptOfSteps(store: TestStore<AppState, AppAction, AppEnvironment>) {
    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {  // the user does something
        $0.todos[0].isComplete = true  // … and this is how the state changes
      },
      .do { self.scheduler.advance(by: 1) },  // imperative work between steps
      .receive(.todoDelayCompleted) {  // an effect sent this action back
        $0.todos.swapAt(0, 1)
      }
    )
  }

  /// Episode 103's first, failing expectation: compiled, not run.
  func sortingAtOnce(store: TestStore<AppState, AppAction, AppEnvironment>) {
    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos = [
          Todo(isComplete: false, description: "Eggs", id: UUID(1)),
          Todo(isComplete: true, description: "Milk", id: UUID(0)),
        ]
      }
    )
  }
}

// MARK: - ReadingDiffs.md and Migrating.md

/// "Using the differ yourself": compiled, not run.
func usingTheDiffer(state: AppState, expected: AppState, actual: AppState) {
  var output = ""
  customDump(state, to: &output)  // the dump, as above
  let text = String(customDumping: state)  // the same, as a string

  if let difference = diff(expected, actual) {
    print(difference)  // nil when the values dump the same
  }
  print(diff(expected, actual, format: .ascii) ?? "")  // "-" and "+" for plain terminals
  print(diff(expected, actual, format: .proportional) ?? "")  // figure spaces: proportional fonts
  _ = text
}

/// "Migrating": before and after, compiled, not run.
func migratingAnAssertion(state: AppState) {
  // Before
  XCTAssertEqual(state, AppState(todos: [Todo(isComplete: true, description: "Milk", id: UUID(0))]))
  // XCTAssertEqual failed: ("AppState(todos: [Todos.Todo(isComplete: false, description: "Milk",
  // id: 00000000-0000-0000-0000-000000000000)])") is not equal to ("AppState(todos: [Todos.Todo(
  // isComplete: true, description: "Milk", id: 00000000-0000-0000-0000-000000000000)])")

  // After: the expected value first
  XCTAssertNoDifference(
    AppState(todos: [Todo(isComplete: true, description: "Milk", id: UUID(0))]), state)
}

// MARK: - RecordingExpectations.md

/// Compiled, not run: a recording store rewrites the test that runs it.
@MainActor
func recordingStore() {
  let store = TestStore(
    initialState: AppState(),
    reducer: appReducer,
    environment: AppEnvironment(mainQueue: .immediate, uuid: UUID.incrementing)
  )
  store.record = .failures
}

/// "Recording values": a model whose `Todo` declares `id` first, before and after a recording
/// run. Compiled, not run: the first would record into this file.
enum RecordingValuesSample {
  struct Todo: Equatable {
    var id: UUID
    var description: String
    var isComplete: Bool
  }

  final class Model {
    var todos = [Todo(id: UUID(0), description: "Milk", isComplete: false)]
  }

  static func before(model: Model) {
    RecordMode.$expectations.withValue(.failures) {
      expectNoDifference([], model.todos)
    }
  }

  static func after(model: Model) {
    // swift-format-ignore
    expectNoDifference([
      Todo(id: UUID(0), description: "Milk", isComplete: false),
    ], model.todos)
  }
}
