import ExhaustiveTesting
import XCTest

/// The samples of "Testing effects exhaustively" and "Controlling time with schedulers".
final class TestingEffectsSampleTests: XCTestCase {
  let scheduler = TestScheduler.dispatchQueue

  func makeStore(_ todos: [Todo]) -> TestStore<AppState, AppAction, AppEnvironment> {
    TestStore(
      initialState: AppState(todos: todos),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )
  }

  func testSteps() {
    let store = makeStore([
      Todo(isComplete: false, description: "Milk", id: UUID(0)),
      Todo(isComplete: false, description: "Eggs", id: UUID(1)),
    ])

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

  func testImperativeSteps() {
    let store = makeStore([
      Todo(isComplete: false, description: "Milk", id: UUID(0)),
      Todo(isComplete: false, description: "Eggs", id: UUID(1)),
    ])

    store.send(.todo(index: 0, action: .checkboxTapped)) {
      $0.todos[0].isComplete = true
    }
    scheduler.advance(by: 1)
    store.receive(.todoDelayCompleted) {
      $0.todos.swapAt(0, 1)
    }
  }

  func testProvingCancellation() {
    let store = makeStore([
      Todo(isComplete: false, description: "Milk", id: UUID(0)),
      Todo(isComplete: false, description: "Eggs", id: UUID(1)),
    ])

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .do { self.scheduler.advance(by: 0.5) },
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = false
      },
      .do { self.scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted)
    )
  }

  func testCapturingFailures() {
    let store = makeStore([Todo(isComplete: false, description: "Milk", id: UUID(0))])

    let failures = withExpectedFailures {
      store.send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = false
      }
    }
    XCTAssertEqual(failures.count, 1)
    store.skipInFlightEffects()
  }

  func testNonExhaustive() {
    let store = makeStore([])
    store.exhaustivity = .off

    store.send(.addButtonTapped)
    store.send(.todo(index: 0, action: .textFieldChanged("Milk"))) {
      $0.todos[0].description = "Milk"
    }
    store.send(.todo(index: 0, action: .checkboxTapped)) {
      $0.todos[0].isComplete = true
    }
  }

  func testRelaxingOneCategory() {
    let store = makeStore([Todo(isComplete: false, description: "Milk", id: UUID(0))])
    // Every state change must still be asserted in full, but the delayed sort may outlive the test.
    store.exhaustivity = .on(except: .effects)

    store.send(.todo(index: 0, action: .checkboxTapped)) {
      $0.todos[0].isComplete = true
    }
  }

  /// The other categories stay exhaustive: a state change left undescribed still fails.
  func testRelaxingOneCategoryKeepsTheOthers() {
    let store = makeStore([Todo(isComplete: false, description: "Milk", id: UUID(0))])
    store.exhaustivity = .on(except: .effects)

    let failures = withExpectedFailures {
      store.send(.todo(index: 0, action: .checkboxTapped))
    }

    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.hasPrefix("State change does not match expectation: …") ?? false,
      failures.first ?? "no failure")
  }

  func testSkippingInFlightEffects() {
    let store = makeStore([Todo(isComplete: false, description: "Milk", id: UUID(0))])

    store.send(.todo(index: 0, action: .checkboxTapped)) {
      $0.todos[0].isComplete = true
    }
    // This test is about checking the box, not about the sort that follows.
    store.skipInFlightEffects()
  }

  func testTestSchedulerSample() {
    let scheduler = DispatchQueue.testScheduler  // or TestScheduler.dispatchQueue
    let log = LockedLog()

    scheduler.schedule { log.append("TestScheduler") }
    scheduler.schedule(after: scheduler.now.advanced(by: 1)) {
      log.append("TestScheduler delayed")
    }

    scheduler.advance()  // TestScheduler
    XCTAssertEqual(log.lines, ["TestScheduler"])
    scheduler.advance(by: 1)  // TestScheduler delayed
    XCTAssertEqual(log.lines, ["TestScheduler", "TestScheduler delayed"])
  }

  /// Compiled, not run: the article's real-time sample waits a real second. (The Todos case
  /// study's `testSortingOnTheMainQueue` runs the live path in 50 ms.)
  func liveQueueSample() {
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

  /// Compiled, not run: scheduling on the real main queue, as the article shows it.
  func dispatchQueueSample() -> any Cancellable {
    DispatchQueue.main.schedule {
      print("DispatchQueue")
    }
    DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: 1)) {
      print("DispatchQueue", "delayed")
    }
    let timer = DispatchQueue.main.schedule(after: DispatchQueue.main.now, interval: 1) {
      print("DispatchQueue", "timer")
    }
    _ = AppEnvironment(
      mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
      uuid: UUID.init
    )
    return timer
  }
}

/// Lines printed by scheduled work, which may run on any thread.
final class LockedLog: @unchecked Sendable {
  // Safe: every access goes through `lock`.
  private let lock = NSLock()
  private var storage: [String] = []

  var lines: [String] { lock.withLock { storage } }

  func append(_ line: String) {
    lock.withLock { storage.append(line) }
  }
}
