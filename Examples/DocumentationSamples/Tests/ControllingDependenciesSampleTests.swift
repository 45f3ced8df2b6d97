import ExhaustiveTesting
import XCTest

// The samples of "Getting started", section "Controlling dependencies without crashing the run".
// `ArticleQuoteTests` checks that every Swift block of that section appears in this file.

/// A dependency as an app declares it: endpoints a test replaces one by one.
struct TriviaClient {
  var fetch: @Sendable (Int) async throws -> String
  var isFavorite: @Sendable (Int) -> Bool
  var log: @Sendable (String) -> Void
}

final class ControllingDependenciesSampleTests: XCTestCase {
  func testCompletingTodoWithoutUUIDs() {
    let store = TestStore(
      initialState: AppState(todos: [Todo(description: "Milk", id: UUID(0))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: .immediate,
        uuid: unimplemented("AppEnvironment.uuid", placeholder: UUID(0))
      )
    )

    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) {
        $0.todos[0].isComplete = true
      },
      .receive(.todoDelayCompleted)
    )
  }

  /// The article's failure: the same environment in a test that adds a todo.
  func testTheArticlesFailure() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: .immediate,
        uuid: unimplemented("AppEnvironment.uuid", placeholder: UUID(0))
      )
    )

    let line = #line + 2
    let failures = withExpectedFailures {
      store.send(.addButtonTapped) {
        $0.todos = [Todo(id: UUID(0))]
      }
    }

    XCTAssertEqual(
      failures,
      [
        """
        Unimplemented: AppEnvironment.uuid was called. If this test expects the call, override \
        it in the test's environment with an implementation.

        Timeline:
          send AppAction.addButtonTapped (ControllingDependenciesSampleTests.swift:\(line))
        """
      ])
  }

  func testEveryEndpointFailsWithItsName() async {
    let client = TriviaClient(
      fetch: unimplemented("TriviaClient.fetch"),
      isFavorite: unimplemented("TriviaClient.isFavorite", placeholder: false),
      log: unimplemented("TriviaClient.log")
    )

    let failures = await withExpectedFailures {
      _ = try? await client.fetch(42)
      _ = client.isFavorite(42)
      client.log("Hello")
    }

    let fix =
      " If this test expects the call, override it in the test's environment with an "
      + "implementation."
    XCTAssertEqual(
      failures,
      [
        "Unimplemented: TriviaClient.fetch was called with 42." + fix,
        "Unimplemented: TriviaClient.isFavorite was called with 42." + fix,
        #"Unimplemented: TriviaClient.log was called with "Hello"."# + fix,
      ])
  }

  func testARequestThatNeverAnswers() async {
    let fact: @Sendable (Int) async throws -> String = { _ in try await Task.never() }

    let request = Task { try await fact(42) }
    request.cancel()

    do {
      _ = try await request.value
      XCTFail("Task.never() returned")
    } catch {
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
  }

  func testDispatchQueueTest() {
    let mainQueue = DispatchQueue.test
    let store = TestStore(
      initialState: AppState(todos: [Todo(description: "Milk", id: UUID(0))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: mainQueue.eraseToAnyScheduler(),
        uuid: unimplemented("AppEnvironment.uuid", placeholder: UUID(0))
      )
    )

    store.send(.todo(index: 0, action: .checkboxTapped)) {
      $0.todos[0].isComplete = true
    }
    mainQueue.advance(by: 1)
    store.receive(.todoDelayCompleted)
  }

  /// Compiled, not run: the live environment schedules on the real main queue.
  func liveEnvironment() -> AppEnvironment {
    AppEnvironment(mainQueue: .main, uuid: UUID.init)
  }

  /// Compiled, not run: a test that must not schedule anything.
  func environmentThatMustNotSchedule() -> AppEnvironment {
    AppEnvironment(mainQueue: .unimplemented, uuid: UUID.incrementing)
  }
}
