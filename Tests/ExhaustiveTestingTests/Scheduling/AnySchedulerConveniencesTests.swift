import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// The scheduler spellings users of combine-schedulers expect: `mainQueue: .immediate` and
/// `.unimplemented` in an environment holding an `AnySchedulerOf<DispatchQueue>`, and
/// `DispatchQueue.test`.
final class AnySchedulerConveniencesTests: XCTestCase {
  func testMainQueueImmediateDeliversTheDelayedSortAtOnce() {
    let store = TestStore(
      initialState: TodosState(todos: [Todo(id: UUID(0)), Todo(id: UUID(1))]),
      reducer: todosReducer,
      environment: TodosEnvironment(mainQueue: .immediate, uuid: .incrementing)
    )

    let failures = withExpectedFailures {
      store.send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      }
      store.receive(.todoDelayCompleted) {
        $0.todos = [Todo(id: UUID(1)), Todo(isComplete: true, id: UUID(0))]
      }
    }

    XCTAssertEqual(failures, [])
  }

  func testUnimplementedReportsAndNeverRunsTheWork() {
    let scheduler: AnySchedulerOf<DispatchQueue> = .unimplemented
    let log = Recorder<String>()

    let failures = withExpectedFailures {
      scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("delayed") }
    }

    XCTAssertEqual(failures, ["Unimplemented scheduler: schedule(after:) was called."])
    XCTAssertEqual(log.values, [])
  }

  func testNamedUnimplementedPointsAtTheLineThatCreatedIt() {
    let line = #line + 1
    let scheduler: AnySchedulerOf<DispatchQueue> = .unimplemented("mainQueue")

    let failures = withRecordedFailures {
      scheduler.schedule {}
    }

    XCTAssertEqual(
      failures.map(\.message), [#"Unimplemented scheduler "mainQueue": schedule(_:) was called."#])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
  }

  func testMainQueueUnimplementedInAStoreFailsTheStep() {
    let store = TestStore(
      initialState: TodosState(todos: [Todo(id: UUID(0))]),
      reducer: todosReducer,
      environment: TodosEnvironment(mainQueue: .unimplemented, uuid: .incrementing)
    )

    let failures = withRecordedFailures {
      store.send(.todo(index: 0, action: .checkboxTapped), line: 1) {
        $0.todos[0].isComplete = true
      }
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented scheduler: schedule(after:) was called.

        Timeline:
          send TodosAction.todo(index: 0, action: TodoAction.checkboxTapped) \
        (AnySchedulerConveniencesTests.swift:1)
            state changed
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [1])
  }

  func testDispatchQueueTestIsAFreshTestScheduler() {
    let scheduler = DispatchQueue.test
    let log = Recorder<String>()

    scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("delayed") }
    scheduler.advance(by: .milliseconds(999))
    XCTAssertEqual(log.values, [])
    scheduler.advance(by: .milliseconds(1))
    XCTAssertEqual(log.values, ["delayed"])

    XCTAssertFalse(DispatchQueue.test === DispatchQueue.test)
    XCTAssertEqual(DispatchQueue.test.now, DispatchQueue.testScheduler.now)
  }
}
