import ExhaustiveDependencies
import ExhaustiveTesting
import XCTest

/// A TCA 0.1-style feature moving to dependencies one at a time: its scheduler still comes from
/// the environment, its UUIDs, dates and greeting from `@Dependency`.
final class TestStoreDependencyTests: XCTestCase {
  func testTheStoresOverridesReachTheReducerAndItsEffects() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(
      initialState: NoteState(),
      reducer: noteReducer,
      environment: NoteEnvironment(mainQueue: scheduler.eraseToAnyScheduler()),
      withDependencies: {
        $0.uuid = .incrementing
        $0.date = .incrementing(from: Date(timeIntervalSince1970: 100), by: 10)
        $0.greeting.greet = { "Hi, \($0)." }
      }
    )
    await store.send(.add) {
      $0.notes = [Note(id: UUID(0), createdAt: Date(timeIntervalSince1970: 100))]
    }
    await store.send(.add) {
      $0.notes.append(Note(id: UUID(1), createdAt: Date(timeIntervalSince1970: 110)))
    }
    // An async effect reads its dependency when it runs, in a task that inherits the store's.
    await store.send(.greet("Blob"))
    await store.receive(.greeted("Hi, Blob.")) {
      $0.greeting = "Hi, Blob."
    }
    // A scheduled effect runs later, on the environment's scheduler, with what the reducer read.
    await store.send(.addLater)
    await scheduler.advance(by: 1)
    await store.receive(.added(UUID(2))) {
      $0.notes.append(Note(id: UUID(2), createdAt: Date(timeIntervalSince1970: 120)))
    }
  }

  func testADependencyTheStoreDidNotOverrideFailsTheStep() {
    let store = TestStore(
      initialState: NoteState(),
      reducer: noteReducer,
      environment: NoteEnvironment(mainQueue: .immediate),
      withDependencies: {
        $0.uuid = .incrementing
      },
      file: "TestStoreDependencyTests.swift"
    )
    let failures = withRecordedFailures {
      store.send(.add, line: 1) {
        $0.notes = [Note(id: UUID(0), createdAt: Date(timeIntervalSince1970: 0))]
      }
    }
    XCTAssertEqual(failures.count, 2)
    // The missing date belongs to the step, with the store's timeline…
    XCTAssertEqual(
      failures.first?.message,
      Goldens.missingBuiltInTestValue(
        "date", value: "DateGenerator", readAt: "TestStoreDependencyTests.swift:\(dateLine)")
        + "\n\nTimeline:\n  send NoteAction.add (TestStoreDependencyTests.swift:1)")
    XCTAssertEqual(failures.first?.location.line, 1)
    // …and the live date it went on with makes the state differ from the expectation.
    XCTAssertTrue(
      failures.last?.message.hasPrefix("State change does not match expectation: …") ?? false)
  }

  func testAReducerRunsWithItsOwnDependencies() {
    let store = TestStore(
      initialState: NoteState(),
      reducer:
        noteReducer
        .dependency(\.uuid, .constant(UUID(9)))
        .dependencies { $0.date = .constant(Date(timeIntervalSince1970: 5)) },
      environment: NoteEnvironment(mainQueue: .immediate)
    )
    store.send(.add) {
      $0.notes = [Note(id: UUID(9), createdAt: Date(timeIntervalSince1970: 5))]
    }
  }

  func testAScopedStoreKeepsTheOverrides() {
    let store = TestStore(
      initialState: NoteState(),
      reducer: noteReducer,
      environment: NoteEnvironment(mainQueue: .immediate),
      withDependencies: {
        $0.uuid = .constant(UUID(3))
        $0.date = .constant(Date(timeIntervalSince1970: 3))
      }
    )
    let notes = store.scope(state: \.notes, action: { $0 })
    notes.send(.add) {
      $0 = [Note(id: UUID(3), createdAt: Date(timeIntervalSince1970: 3))]
    }
  }
}

struct Note: Equatable {
  var id: UUID
  var createdAt: Date
}

struct NoteState: Equatable {
  var notes: [Note] = []
  var greeting: String?
}

enum NoteAction: Equatable {
  case add
  case addLater
  case added(UUID)
  case greet(String)
  case greeted(String)
}

struct NoteEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

/// The line of the reducer's `@Dependency(\.date)`, which a missing date names.
private let dateLine = 125

let noteReducer = Reducer<NoteState, NoteAction, NoteEnvironment> { state, action, environment in
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  switch action {
  case .add:
    state.notes.append(Note(id: uuid(), createdAt: date()))
    return .none
  case .addLater:
    let id = uuid()
    return Effect(value: .added(id))
      .delay(for: 1, scheduler: environment.mainQueue)
      .eraseToEffect()
  case .added(let id):
    state.notes.append(Note(id: id, createdAt: date()))
    return .none
  case .greet(let name):
    return .task {
      @Dependency(\.greeting) var greeting
      return .greeted(greeting.greet(name))
    }
  case .greeted(let greeting):
    state.greeting = greeting
    return .none
  }
}
