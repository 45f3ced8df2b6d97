// A terminal program's tests: built where the program runs in a terminal and `Process`
// exists (macOS, Linux, Windows). On iOS, tvOS, watchOS and visionOS the test target has no
// TodosCLI to test (the manifest drops the dependency there), so the file is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import ExhaustiveTesting
  import Todos
  import XCTest

  @testable import TodosCLI

  /// `todos --record-test`: the session played is printed on quit as a test, and that test passes.
  final class RecordTestTests: XCTestCase {
    /// A session on a test scheduler (so its times are exact): add two todos, tick one, wait for
    /// the sort, delete one, quit.
    func testTheSessionIsPrintedAsATestOnQuit() {
      MainActor.assumeIsolated {
        let scheduler = DispatchQueue.testScheduler
        let output = OutputBuffer()
        let app = TerminalApp(
          debug: false, interactive: false,
          environment: AppEnvironment(
            mainQueue: scheduler.eraseToAnyScheduler(), uuid: UUID.incrementing),
          output: output.append, recordsTest: true)
        for line in ["add Milk", "add Eggs", "toggle 1"] { _ = app.type(line + "\n") }
        scheduler.advance(by: .milliseconds(1500))
        _ = app.type("delete 2\n")
        XCTAssertEqual(app.type("quit\n"), .quit)
        let printed = output.take()
        let test = printed[printed.range(of: "// The session as a test")!.lowerBound...]
        XCTAssertEqual(
          String(test),
          """
          // The session as a test: paste it into a test case in a target that imports Todos,
          // ExhaustiveTesting and XCTest, and `@testable import TodosCLI`.
          func testRecordedSession() {
            let scheduler = DispatchQueue.testScheduler
            let store = TestStore(
              initialState: AppState(),
              reducer: terminalReducer,
              environment: AppEnvironment(
                mainQueue: scheduler.eraseToAnyScheduler(),
                uuid: UUID.incrementing
              )
            )
            store.assert(
              .send(.app(.addButtonTapped)) {
                $0.todos.append(Todo(isComplete: false, description: "", id: UUID(0)))
              },
              .send(.app(.todo(index: 0, action: .textFieldChanged("Milk")))) {
                $0.todos[0].description = "Milk"
              },
              .send(.app(.addButtonTapped)) {
                $0.todos.insert(Todo(isComplete: false, description: "", id: UUID(1)), at: 0)
              },
              .send(.app(.todo(index: 0, action: .textFieldChanged("Eggs")))) {
                $0.todos[0].description = "Eggs"
              },
              .send(.app(.todo(index: 0, action: .checkboxTapped))) {
                $0.todos[0].isComplete = true
              },
              .do { scheduler.advance(by: .milliseconds(1000)) },
              .receive(.app(.todoDelayCompleted)) {
                $0.todos = [
                  Todo(isComplete: false, description: "Milk", id: UUID(0)),
                  Todo(isComplete: true, description: "Eggs", id: UUID(1)),
                ]
              },
              .do { scheduler.advance(by: .milliseconds(500)) },
              .send(.delete(index: 1)) {
                $0.todos.remove(at: 1)
              }
            )
          }

          """)
      }
    }

    /// The test printed above, pasted as it is: it passes against the app's reducer.
    func testRecordedSession() {
      let scheduler = DispatchQueue.testScheduler
      let store = TestStore(
        initialState: AppState(),
        reducer: terminalReducer,
        environment: AppEnvironment(
          mainQueue: scheduler.eraseToAnyScheduler(),
          uuid: UUID.incrementing
        )
      )
      store.assert(
        .send(.app(.addButtonTapped)) {
          $0.todos.append(Todo(isComplete: false, description: "", id: UUID(0)))
        },
        .send(.app(.todo(index: 0, action: .textFieldChanged("Milk")))) {
          $0.todos[0].description = "Milk"
        },
        .send(.app(.addButtonTapped)) {
          $0.todos.insert(Todo(isComplete: false, description: "", id: UUID(1)), at: 0)
        },
        .send(.app(.todo(index: 0, action: .textFieldChanged("Eggs")))) {
          $0.todos[0].description = "Eggs"
        },
        .send(.app(.todo(index: 0, action: .checkboxTapped))) {
          $0.todos[0].isComplete = true
        },
        .do { scheduler.advance(by: .milliseconds(1000)) },
        .receive(.app(.todoDelayCompleted)) {
          $0.todos = [
            Todo(isComplete: false, description: "Milk", id: UUID(0)),
            Todo(isComplete: true, description: "Eggs", id: UUID(1)),
          ]
        },
        .do { scheduler.advance(by: .milliseconds(500)) },
        .send(.delete(index: 1)) {
          $0.todos.remove(at: 1)
        }
      )
    }

    /// End to end: the built executable, on the real main queue, prints a test on quit; its
    /// steps hold the ids the test's `UUID.incrementing` makes.
    func testTheExecutablePrintsATest() throws {
      let output = try runTodos(arguments: ["--record-test"], input: "add Milk\nquit\n")
      XCTAssertTrue(
        output.standardOutput.hasSuffix(
          """
            store.assert(
              .send(.app(.addButtonTapped)) {
                $0.todos.append(Todo(isComplete: false, description: "", id: UUID(0)))
              },
              .send(.app(.todo(index: 0, action: .textFieldChanged("Milk")))) {
                $0.todos[0].description = "Milk"
              }
            )
          }

          """), output.standardOutput)
      XCTAssertEqual(output.status, 0)
    }
  }
#endif
