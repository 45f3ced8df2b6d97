import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import Testing

@MainActor
struct Episode103DebugTests {
  @Test func debugPrintsEachActionAndTheStateDiff() {
    let scheduler = TestScheduler.dispatchQueue
    let printed = Lock<[String]>([])
    let store = Store(
      initialState: AppState(
        todos: [
          Todo(
            isComplete: false,
            description: "Milk",
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
          ),
          Todo(
            isComplete: false,
            description: "Eggs",
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
          ),
        ]
      ),
      reducer: appReducer.debug(printer: { block in printed.withLock { $0.append(block) } }),
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: { fatalError("unimplemented") }
      )
    )

    store.send(.todo(index: 0, action: .checkboxTapped))
    scheduler.advance(by: 1)

    #expect(
      printed.value == [
        """
        received action:
          AppAction.todo(index: 0, action: TodoAction.checkboxTapped)
          AppState(
            todos: [
              Todo(
        \u{2212}       isComplete: false,
        +       isComplete: true,
                description: "Milk",
                id: 00000000-0000-0000-0000-000000000000
              ),
              Todo(
                isComplete: false,
                description: "Eggs",
                id: 00000000-0000-0000-0000-000000000001
              ),
            ]
          )
        """,
        """
        received action:
          AppAction.todoDelayCompleted
          AppState(
            todos: [
        \u{2212}     Todo(
        \u{2212}       isComplete: true,
        \u{2212}       description: "Milk",
        \u{2212}       id: 00000000-0000-0000-0000-000000000000
        \u{2212}     ),
              Todo(
                isComplete: false,
                description: "Eggs",
                id: 00000000-0000-0000-0000-000000000001
              ),
        +     Todo(
        +       isComplete: true,
        +       description: "Milk",
        +       id: 00000000-0000-0000-0000-000000000000
        +     ),
            ]
          )
        """,
      ]
    )
  }
}
