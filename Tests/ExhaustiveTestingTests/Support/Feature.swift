import ExhaustiveTesting
import Foundation

/// A small feature that has what the TestStore must handle: a debounced search, a long-living
/// timer, and cancellation of both.
struct FeatureState: Equatable {
  var count = 0
  var query = ""
  var results: [String] = []
  var isTimerOn = false
}

enum FeatureAction: Equatable {
  case incrementTapped
  case nothingTapped
  case queryChanged(String)
  case searchResponse([String])
  case timerToggled
  case timerTicked
  case cancelSearchTapped
}

struct FeatureEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

struct SearchID: Hashable {}
struct TimerID: Hashable {}

let featureReducer = Reducer<FeatureState, FeatureAction, FeatureEnvironment> {
  state, action, environment in
  switch action {
  case .incrementTapped:
    state.count += 1
    return .none

  case .nothingTapped:
    return .none

  case .queryChanged(let query):
    state.query = query
    return Effect(value: .searchResponse([query + "1", query + "2"]))
      .debounce(id: SearchID(), for: 0.5, scheduler: environment.mainQueue)

  case .searchResponse(let results):
    state.results = results
    return .none

  case .timerToggled:
    state.isTimerOn.toggle()
    guard state.isTimerOn else { return .cancel(id: TimerID()) }
    return Effect.timer(id: TimerID(), every: 1, on: environment.mainQueue)
      .map { _ in .timerTicked }

  case .timerTicked:
    state.count += 1
    return .none

  case .cancelSearchTapped:
    return .cancel(id: SearchID())
  }
}

/// A store for the feature running on a fresh test scheduler.
func makeFeatureStore(
  _ state: FeatureState = FeatureState(),
  file: StaticString = #filePath,
  line: UInt = #line
) -> (TestStore<FeatureState, FeatureAction, FeatureEnvironment>, TestSchedulerOf<DispatchQueue>) {
  let scheduler = DispatchQueue.testScheduler
  let store = TestStore(
    initialState: state,
    reducer: featureReducer,
    environment: FeatureEnvironment(mainQueue: scheduler.eraseToAnyScheduler()),
    file: file,
    line: line
  )
  return (store, scheduler)
}
