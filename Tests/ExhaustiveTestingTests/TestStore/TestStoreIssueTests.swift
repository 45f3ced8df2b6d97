import ExhaustiveTesting
import XCTest

/// Misuse the core survives (an out-of-range `forEach` index, an action for a `nil` optional
/// state, an unimplemented dependency called) fails the test at the step that caused it instead
/// of crashing or only printing.
final class TestStoreIssueTests: XCTestCase {
  enum Action: Equatable { case misuse, fine }

  let reducer = Reducer<Int, Action, Void> { state, action, _ in
    switch action {
    case .misuse:
      reportIssue("Something the core survives went wrong.")
      return .none
    case .fine:
      state += 1
      return .none
    }
  }

  func testCoreIssueInAReducerIsAFailureOfTheStepWithTheTimeline() {
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    let failures = withRecordedFailures {
      store.send(.fine, line: 1) { $0 = 1 }
      store.send(.misuse, line: 2)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Something the core survives went wrong.

        Timeline:
          send TestStoreIssueTests.Action.fine (TestStoreIssueTests.swift:1)
            state changed
          send TestStoreIssueTests.Action.misuse (TestStoreIssueTests.swift:2)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
  }

  func testNoIssueNoFailure() {
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    let failures = withExpectedFailures {
      store.send(.fine) { $0 = 1 }
    }
    XCTAssertEqual(failures, [])
  }

  // MARK: forEach

  func testForEachWithAnIndexInRangePasses() {
    let store = makeTodosStore(milkAndEggs)
    let failures = withExpectedFailures {
      store.send(.todo(index: 1, action: .textFieldChanged("Brown eggs"))) {
        $0.todos[1].description = "Brown eggs"
      }
    }
    XCTAssertEqual(failures, [])
  }

  func testForEachWithAnIndexOutOfRangeFailsTheStep() {
    let store = makeTodosStore(milkAndEggs)
    let failures = withRecordedFailures {
      store.send(.todo(index: 0, action: .textFieldChanged("Oat milk")), line: 1) {
        $0.todos[0].description = "Oat milk"
      }
      store.send(.todo(index: 2, action: .textFieldChanged("Bread")), line: 2)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        A forEach reducer received an action for index 2, but the state holds 2 elements; \
        the action was ignored.

          Action:
            TodosAction.todo(index: 2, action: TodoAction.textFieldChanged("Bread"))

        This usually means an effect delivered an action for an element after it was removed: \
        cancel an element's effects when you remove it.

        Timeline:
          send TodosAction.todo(index: 0, action: TodoAction.textFieldChanged("Oat milk")) \
        (TestStoreIssueTests.swift:1)
            state changed
          send TodosAction.todo(index: 2, action: TodoAction.textFieldChanged("Bread")) \
        (TestStoreIssueTests.swift:2)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
    XCTAssertEqual(store.state.todos.map(\.description), ["Oat milk", "Eggs"])
  }

  // MARK: optional

  func testOptionalWithStatePasses() {
    var state = milkAndEggs
    state.editor = state.todos[0]
    let store = makeTodosStore(state)
    let failures = withExpectedFailures {
      store.send(.editor(.textFieldChanged("Oat milk"))) { $0.editor?.description = "Oat milk" }
    }
    XCTAssertEqual(failures, [])
  }

  func testOptionalReceivingAnActionWhileNilFailsTheStep() {
    let store = makeTodosStore(milkAndEggs)
    let failures = withRecordedFailures {
      store.send(.editor(.textFieldChanged("Oat milk")), line: 1)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        An optional reducer received an action while its state was nil; the action was ignored.

          Action:
            TodoAction.textFieldChanged("Oat milk")

        This usually means an effect delivered an action after its feature went away: cancel \
        the feature's effects when you set its state to nil.

        Timeline:
          send TodosAction.editor(.textFieldChanged("Oat milk")) \
        (TestStoreIssueTests.swift:1)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [1])
    XCTAssertEqual(store.state, milkAndEggs)
  }

  // MARK: Unimplemented dependencies

  func testUnimplementedUUIDGeneratorCalledByTheReducerFails() {
    let store = makeTodosStore(uuid: .unimplemented)
    let failures = withRecordedFailures {
      store.send(.addButtonTapped, line: 1) {
        $0.todos = [Todo(id: UUID(0))]
      }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented: UUIDGenerator was called.

        Timeline:
          send TodosAction.addButtonTapped (TestStoreIssueTests.swift:1)
        """
      ])
    // Attributed to the step that called it; the generator's deterministic value keeps the
    // test going.
    XCTAssertEqual(failures.map(\.location.line), [1])
  }

  func testImplementedDependenciesPass() {
    let scheduler = DispatchQueue.testScheduler
    let store = makeTodosStore(milkAndEggs, mainQueue: scheduler.eraseToAnyScheduler())
    let failures = withExpectedFailures {
      store.assert(
        .send(.addButtonTapped) {
          $0.todos.insert(Todo(id: UUID(0)), at: 0)
        },
        .send(.todo(index: 0, action: .checkboxTapped)) {
          $0.todos[0].isComplete = true
        },
        .do { scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted) {
          $0.todos = [$0.todos[1], $0.todos[2], $0.todos[0]]
        }
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testUnimplementedSchedulerUsedByAnEffectFailsOnce() {
    let store = makeTodosStore(
      milkAndEggs, mainQueue: DispatchQueue.unimplemented("mainQueue").eraseToAnyScheduler())
    let failures = withRecordedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped), line: 1) {
          $0.todos[0].isComplete = true
        }, line: 2)
    }
    // The delay schedules its output and its completion: the same failure twice, reported once.
    // The work never runs, so the effect is still running at the end; that follows from the
    // failure already reported and is not reported again.
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented scheduler "mainQueue": schedule(after:) was called.

        Timeline:
          send TodosAction.todo(index: 0, action: TodoAction.checkboxTapped) \
        (TestStoreIssueTests.swift:1)
            state changed
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [1])
  }

  func testReleasingAStoreStuckOnAnUnimplementedSchedulerAddsNoFailure() {
    let failures = withExpectedFailures {
      let store = makeTodosStore(
        milkAndEggs, mainQueue: DispatchQueue.unimplemented.eraseToAnyScheduler())
      store.send(.todo(index: 0, action: .checkboxTapped), line: 1) {
        $0.todos[0].isComplete = true
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Unimplemented scheduler: schedule(after:) was called.

        Timeline:
          send TodosAction.todo(index: 0, action: TodoAction.checkboxTapped) \
        (TestStoreIssueTests.swift:1)
            state changed
        """
      ])
  }

  func testEffectsOfOtherStepsAreStillReportedAsRunning() {
    let failures = withExpectedFailures {
      let (store, _) = makeFeatureStore(line: 1)
      store.send(.timerToggled, line: 2) { $0.isTimerOn = true }
      store.environment.mainQueue = DispatchQueue.unimplemented.eraseToAnyScheduler()
      store.send(.queryChanged("a"), line: 3) { $0.query = "a" }
    }
    // The search is stuck on the unimplemented scheduler, which was reported; the timer started
    // by the first send is a separate mistake.
    XCTAssertEqual(
      failures,
      [
        """
        Unimplemented scheduler: schedule(after:) was called.

        Timeline:
          send FeatureAction.timerToggled (TestStoreIssueTests.swift:2)
            state changed
            effect #1 started, cancellation id: TimerID()
          send FeatureAction.queryChanged("a") (TestStoreIssueTests.swift:3)
            state changed
        """,
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled (TestStoreIssueTests.swift:2), \
        cancellation id: TimerID()

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.timerToggled (TestStoreIssueTests.swift:2)
            state changed
            effect #1 started, cancellation id: TimerID()
          send FeatureAction.queryChanged("a") (TestStoreIssueTests.swift:3)
            state changed
            effect #2 started, cancellation id: SearchID()
          store released (created at TestStoreIssueTests.swift:1)
        """,
      ])
  }

  private func makeTodosStore(
    _ state: TodosState = TodosState(),
    mainQueue: AnySchedulerOf<DispatchQueue> = DispatchQueue.testScheduler.eraseToAnyScheduler(),
    uuid: UUIDGenerator = .incrementing
  ) -> TestStore<TodosState, TodosAction, TodosEnvironment> {
    TestStore(
      initialState: state,
      reducer: todosReducer,
      environment: TodosEnvironment(mainQueue: mainQueue, uuid: uuid)
    )
  }
}
