import ExhaustiveTesting
import Foundation

/// A search field whose query is debounced on a scheduler, with a timer and an async load: the
/// effects whose actions a test must receive after the code that makes them arrive.
struct SearchState: Equatable {
  var query = ""
  var isLoading = false
  var results: [String] = []
  var ticks = 0
}

/// What the search does.
enum SearchAction: Equatable {
  case queryChanged(String)
  case response([String])
  case refreshTapped
  case timerTapped
  case ticked
  case loadTapped
}

/// The search's dependencies.
struct SearchEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

/// The search's logic.
let searchReducer = Reducer<SearchState, SearchAction, SearchEnvironment> {
  state, action, environment in
  switch action {
  case .queryChanged(let query):
    state.query = query
    state.isLoading = true
    return Effect(value: .response([query + " 1", query + " 2"]))
      .debounce(id: "search", for: 1, scheduler: environment.mainQueue)
  case .response(let results):
    state.isLoading = false
    state.results = results
    return .none
  case .refreshTapped:
    return .none
  case .timerTapped:
    return Effect(value: .ticked).debounce(id: "timer", for: 5, scheduler: environment.mainQueue)
  case .ticked:
    state.ticks += 1
    return .none
  case .loadTapped:
    state.isLoading = true
    return .task { .response(["loaded"]) }
  }
}

/// A store over the search, its scheduler controlled by the test.
func makeSearchStore(
  _ scheduler: TestSchedulerOf<DispatchQueue>, file: StaticString = #filePath, line: UInt = #line
) -> TestStore<SearchState, SearchAction, SearchEnvironment> {
  TestStore(
    initialState: SearchState(),
    reducer: searchReducer,
    environment: SearchEnvironment(mainQueue: scheduler.eraseToAnyScheduler()),
    file: file,
    line: line
  )
}
