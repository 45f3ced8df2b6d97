// What an app file on a Mac writes: Combine (as SwiftUI re-exports it) beside our modules.
// It compiles only if no name meets two declarations: `Scheduler`, `AnyCancellable`, `Just`,
// `ImmediateScheduler`, `DispatchQueue.SchedulerTimeType`, … must each be one type here.
import Combine
import ExhaustiveCore
import ExhaustivePublishers
import Foundation

// MARK: Episode 103's app code (Tests/TranscriptEpisode103/Todos.swift), as written there.

struct Todo: Equatable, Identifiable, Sendable {
  var isComplete = false
  var description = ""
  let id: UUID
  init(isComplete: Bool = false, description: String = "", id: UUID) {
    self.isComplete = isComplete
    self.description = description
    self.id = id
  }
}

enum TodoAction: Equatable, Sendable {
  case checkboxTapped
  case textFieldChanged(String)
}

struct TodoEnvironment {}

let todoReducer = Reducer<Todo, TodoAction, TodoEnvironment> { todo, action, _ in
  switch action {
  case .checkboxTapped:
    todo.isComplete.toggle()
    return .none
  case .textFieldChanged(let text):
    todo.description = text
    return .none
  }
}

struct AppState: Equatable, Sendable {
  var todos: [Todo] = []
}

enum AppAction: Equatable, Sendable {
  case addButtonTapped
  case todo(index: Int, action: TodoAction)
  case todoDelayCompleted
}

struct AppEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: () -> UUID
  init(mainQueue: AnySchedulerOf<DispatchQueue>, uuid: @escaping () -> UUID) {
    self.mainQueue = mainQueue
    self.uuid = uuid
  }
}

let appReducer: Reducer<AppState, AppAction, AppEnvironment> = .combine(
  todoReducer.forEach(
    state: \AppState.todos,
    action: /AppAction.todo(index:action:),
    environment: { _ in TodoEnvironment() }
  ),
  Reducer { state, action, environment in
    switch action {
    case .addButtonTapped:
      state.todos.insert(Todo(id: environment.uuid()), at: 0)
      return .none
    case .todo(index: _, action: .checkboxTapped):
      struct CancelDelayId: Hashable {}
      return Effect(value: .todoDelayCompleted)
        .debounce(id: CancelDelayId(), for: 1, scheduler: environment.mainQueue)
    case .todo(index: _, action: _):
      return .none
    case .todoDelayCompleted:
      state.todos = state.todos
        .enumerated()
        .sorted { lhs, rhs in
          (rhs.element.isComplete && !lhs.element.isComplete) || lhs.offset < rhs.offset
        }
        .map(\.element)
      return .none
    }
  }
)

var liveEnvironment: AppEnvironment {
  AppEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler(), uuid: UUID.init)
}

// MARK: TCA 0.1.5's example reducers, in their style: Combine publishers made into effects.

enum SearchAction: Equatable, Sendable {
  case queryChanged(String)
  case response(Result<[String], SearchError>)
  case tick
  case delayedTick
  case saved
}

struct SearchError: Error, Equatable, Sendable {}

struct SearchState: Equatable, Sendable {
  var query = ""
  var results: [String] = []
  var ticks = 0
}

struct SearchEnvironment {
  var search: (String) -> AnyPublisher<[String], SearchError>
  var save: () -> Effect<Never, Never>
  var mainQueue: AnySchedulerOf<DispatchQueue>
  init(
    search: @escaping (String) -> AnyPublisher<[String], SearchError>,
    save: @escaping () -> Effect<Never, Never>,
    mainQueue: AnySchedulerOf<DispatchQueue>
  ) {
    self.search = search
    self.save = save
    self.mainQueue = mainQueue
  }
}

let searchReducer = Reducer<SearchState, SearchAction, SearchEnvironment> {
  state, action, environment in
  struct SearchId: Hashable {}
  struct TimerId: Hashable {}
  switch action {
  case .queryChanged(let query):
    state.query = query
    guard !query.isEmpty else { return .cancel(id: SearchId()) }
    return environment.search(query)
      .receive(on: environment.mainQueue)
      .catchToEffect()
      .debounce(id: SearchId(), for: 0.3, scheduler: environment.mainQueue)
      .map(SearchAction.response)
  case .response(.success(let results)):
    state.results = results
    return .concatenate(
      Just(SearchAction.delayedTick)
        .delay(for: 1, scheduler: environment.mainQueue)
        .eraseToEffect(),
      environment.save().fireAndForget()
    )
  case .response(.failure):
    state.results = []
    return .none
  case .tick:
    state.ticks += 1
    return Effect.timer(id: TimerId(), every: 1, on: environment.mainQueue)
      .map { _ in SearchAction.saved }
      .prefix(1)
  case .delayedTick:
    return .none
  case .saved:
    return .cancel(id: TimerId())
  }
}

// MARK: Ordinary Combine code in the same file.

/// A view model as UIKit and SwiftUI code writes it with Combine.
final class CounterViewModel {
  var cancellables = Set<AnyCancellable>()
  let taps = PassthroughSubject<Int, Never>()
  let title = CurrentValueSubject<String, Never>("")
  private(set) var log: [String] = []

  init() {}

  /// Subscribes the way view models do, on the schedulers apps pass.
  func bind(
    scheduler: AnySchedulerOf<DispatchQueue> = DispatchQueue.main.eraseToAnyScheduler()
  ) {
    taps
      .map { "tap \($0)" }
      .receive(on: scheduler)
      .sink { [weak self] in self?.log.append($0) }
      .store(in: &cancellables)
    title
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .removeDuplicates()
      .sink { [weak self] in self?.log.append("title \($0)") }
      .store(in: &cancellables)
    Just(1).map { $0 + 1 }.eraseToAnyPublisher()
      .sink { [weak self] in self?.log.append("just \($0)") }
      .store(in: &cancellables)
    Future<Int, Never> { promise in promise(.success(3)) }
      .receive(on: ImmediateScheduler.shared)
      .sink { [weak self] in self?.log.append("future \($0)") }
      .store(in: &cancellables)
    Deferred { Just(4) }.append(Empty<Int, Never>())
      .sink { [weak self] in self?.log.append("deferred \($0)") }
      .store(in: &cancellables)
    Fail<Int, SearchError>(error: SearchError())
      .replaceError(with: 5)
      .sink { [weak self] in self?.log.append("fail \($0)") }
      .store(in: &cancellables)
    scheduler.schedule(after: scheduler.now, interval: 1) { print("tick") }
      .store(in: &cancellables)
    scheduler.schedule(after: scheduler.now.advanced(by: 1)) { print("later") }
  }
}

/// A scheduler generic over Combine's `Scheduler`, as combine-schedulers' users write.
func ticks<S: Scheduler>(on scheduler: S, every interval: S.SchedulerTimeType.Stride)
  -> AnyPublisher<S.SchedulerTimeType, Never>
{
  Just(scheduler.now).append(Empty()).eraseToAnyPublisher()
    .flatMap { now in Just(now.advanced(by: interval)) }
    .eraseToAnyPublisher()
}

/// `DispatchQueue.immediate` and `Set<AnyCancellable>` beside `ImmediateScheduler.shared`.
func immediateSchedulers() -> (AnySchedulerOf<DispatchQueue>, ImmediateScheduler) {
  (DispatchQueue.immediate.eraseToAnyScheduler(), ImmediateScheduler.shared)
}

/// `DispatchQueue.SchedulerTimeType` is the SDK's, one type.
func dispatchTime(_ queue: DispatchQueue) -> DispatchQueue.SchedulerTimeType {
  queue.now.advanced(by: .seconds(1))
}
