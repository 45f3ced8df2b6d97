import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import Testing

// Swift Testing on the main actor, where a `Store` runs (it checks the main thread at run time;
// plain XCTest methods work too, see StoreFromXCTestTests).
@MainActor
struct Episode103StoreTests {
  let scheduler = TestScheduler.dispatchQueue

  @Test func addingATodoUsesTheEnvironmentsUUID() {
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")! }
      )
    )

    store.send(.addButtonTapped)

    #expect(
      store.state.todos == [
        Todo(
          isComplete: false,
          description: "",
          id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
        )
      ]
    )
  }

  @Test func addingTwoTodosWithIncrementingUUIDs() {
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.send(.addButtonTapped)
    store.send(.addButtonTapped)

    #expect(
      store.state.todos.map(\.id) == [
        UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
      ]
    )
  }

  @Test func theLiveEnvironmentRunsOnTheStore() {
    let store = Store(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
        uuid: UUID.init
      )
    )

    store.send(.addButtonTapped)
    store.send(.addButtonTapped)
    store.send(.todo(index: 1, action: .checkboxTapped))

    // The debounced sort is pending on the real main queue; releasing the store cancels it.
    #expect(store.state.todos.count == 2)
    #expect(store.state.todos[0].id != store.state.todos[1].id)
    #expect(store.state.todos.map(\.isComplete) == [false, true])
  }

  @Test func theSortWaitsForOneSecondOfVirtualTime() {
    let store = Store(
      initialState: AppState(todos: [milk, eggs]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { fatalError("unimplemented") }
      )
    )

    store.send(.todo(index: 0, action: .checkboxTapped))
    scheduler.advance(by: 0.5)
    #expect(store.state.todos.map(\.description) == ["Milk", "Eggs"])

    scheduler.advance(by: 0.5)
    #expect(store.state.todos.map(\.description) == ["Eggs", "Milk"])
    #expect(store.state.todos.map(\.isComplete) == [false, true])
  }

  @Test func aSecondTapRestartsTheDebounce() {
    let handled = Lock<[AppAction]>([])
    let store = Store(
      initialState: AppState(todos: [milk, eggs]),
      reducer: Reducer { state, action, environment in
        handled.withLock { $0.append(action) }
        return appReducer.run(&state, action, environment)
      },
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.send(.todo(index: 0, action: .checkboxTapped))
    scheduler.advance(by: 0.5)
    store.send(.todo(index: 0, action: .checkboxTapped))
    scheduler.advance(by: 0.5)
    #expect(handled.value.last == .todo(index: 0, action: .checkboxTapped))

    scheduler.advance(by: 0.5)
    scheduler.advance(by: 10)

    #expect(
      handled.value == [
        .todo(index: 0, action: .checkboxTapped),
        .todo(index: 0, action: .checkboxTapped),
        .todoDelayCompleted,
      ]
    )
    #expect(store.state.todos == [milk, eggs])
  }

  @Test func twoStoresOnOneSchedulerDebounceIndependently() {
    let first = Store(
      initialState: AppState(todos: [milk, eggs]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { fatalError("unimplemented") }
      )
    )
    let second = Store(
      initialState: AppState(todos: [milk, eggs]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { fatalError("unimplemented") }
      )
    )

    first.send(.todo(index: 0, action: .checkboxTapped))
    scheduler.advance(by: 0.5)
    // Same `CancelDelayId` type, different stores: this must not cancel the first store's sort.
    second.send(.todo(index: 0, action: .checkboxTapped))
    scheduler.advance(by: 0.5)

    #expect(first.state.todos.map(\.description) == ["Eggs", "Milk"])
    #expect(second.state.todos.map(\.description) == ["Milk", "Eggs"])

    scheduler.advance(by: 0.5)
    #expect(second.state.todos.map(\.description) == ["Eggs", "Milk"])
  }

  @Test func releasingTheStoreDropsThePendingSort() {
    let handled = Lock<[AppAction]>([])
    var store: Store<AppState, AppAction>? = Store(
      initialState: AppState(todos: [milk, eggs]),
      reducer: Reducer { state, action, environment in
        handled.withLock { $0.append(action) }
        return appReducer.run(&state, action, environment)
      },
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { fatalError("unimplemented") }
      )
    )

    store?.send(.todo(index: 0, action: .checkboxTapped))
    store = nil
    scheduler.advance(by: 1)

    #expect(store == nil)
    #expect(handled.value == [.todo(index: 0, action: .checkboxTapped)])
  }
}

private let milk = Todo(
  isComplete: false,
  description: "Milk",
  id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
)

private let eggs = Todo(
  isComplete: false,
  description: "Eggs",
  id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
)
