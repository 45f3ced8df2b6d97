import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import Testing

// Swift Testing on the main actor, where a `Store` runs (it checks the main thread at run time;
// plain XCTest methods work too, see StoreFromXCTestTests).
@MainActor
struct Episode102StoreTests {
  @Test func addingATodoUsesTheEnvironmentsUUID() {
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        uuid: { UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")! }
      )
    )

    store.send(.addButtonTapped)

    #expect(
      store.state.todos == [
        Todo(
          description: "",
          id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
          isComplete: false
        )
      ]
    )
  }

  @Test func theLiveEnvironmentAddsTodosWithFreshIds() {
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        uuid: UUID.init
      )
    )

    store.send(.addButtonTapped)
    store.send(.addButtonTapped)
    store.send(.todo(index: 0, action: .textFieldChanged("Milk")))

    #expect(store.state.todos.count == 2)
    #expect(store.state.todos[0].id != store.state.todos[1].id)
    #expect(store.state.todos.map(\.description) == ["Milk", ""])
  }

  @Test func completingATodoChangesItAtOnceAndSortsLater() {
    let store = Store(
      initialState: AppState(todos: [milk, eggs]),
      reducer: appReducer,
      environment: AppEnvironment(uuid: { fatalError("unimplemented") })
    )

    store.send(.todo(index: 0, action: .checkboxTapped))

    // The sort waits for the delayed effect; the store cancels it when the test releases it.
    #expect(store.state.todos.map(\.description) == ["Milk", "Eggs"])
    #expect(store.state.todos[0].isComplete)
  }

  @Test func theDelayCompletedActionSortsCompletedTodosToTheBottom() {
    var completedMilk = milk
    completedMilk.isComplete = true
    let store = Store(
      initialState: AppState(todos: [completedMilk, eggs]),
      reducer: appReducer,
      environment: AppEnvironment(uuid: { fatalError("unimplemented") })
    )

    store.send(.todoDelayCompleted)

    #expect(store.state.todos == [eggs, completedMilk])
  }

  @Test func anOutOfRangeTodoIndexIsReportedNotACrash() {
    let store = Store(
      initialState: AppState(todos: [milk]),
      reducer: appReducer,
      environment: AppEnvironment(uuid: { fatalError("unimplemented") })
    )

    let failures = withExpectedFailures {
      store.send(.todo(index: 1, action: .textFieldChanged("Eggs")))
    }

    #expect(failures.count == 1)
    #expect(
      failures.first?.hasPrefix(
        "A forEach reducer received an action for index 1, but the state holds 1 element;"
      ) == true
    )
    #expect(store.state.todos == [milk])
  }

  /// The one real-time test: the episode's delay runs on `DispatchQueue.main` for one second.
  @Test func rapidTapsSortOnceAboutASecondAfterTheLastTap() async {
    let handled = Lock<[AppAction]>([])
    let store = Store(
      initialState: AppState(todos: [milk, eggs, bread]),
      reducer: Reducer { state, action, environment in
        handled.withLock { $0.append(action) }
        return appReducer.run(&state, action, environment)
      },
      environment: AppEnvironment(uuid: { fatalError("unimplemented") })
    )
    var observation: AnyCancellable?
    let start = Date()

    await withCheckedContinuation { sorted in
      observation = store.observe { state in
        if state.todos.map(\.description) == ["Bread", "Milk", "Eggs"] { sorted.resume() }
      }
      store.send(.todo(index: 0, action: .checkboxTapped))
      store.send(.todo(index: 1, action: .checkboxTapped))
    }
    let elapsed = Date().timeIntervalSince(start)
    // Had the in-flight delay not been cancelled, its twin would arrive right behind it.
    try? await Task.sleep(nanoseconds: 50_000_000)

    #expect(elapsed >= 0.9)
    #expect(
      handled.value == [
        .todo(index: 0, action: .checkboxTapped),
        .todo(index: 1, action: .checkboxTapped),
        .todoDelayCompleted,
      ]
    )
    observation?.cancel()
  }
}

private let milk = Todo(
  description: "Milk",
  id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
  isComplete: false
)

private let eggs = Todo(
  description: "Eggs",
  id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
  isComplete: false
)

private let bread = Todo(
  description: "Bread",
  id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
  isComplete: false
)
