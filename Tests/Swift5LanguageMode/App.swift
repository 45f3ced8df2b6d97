import ExhaustiveCore
import Foundation

struct Row: Equatable, Identifiable {
  let id: UUID
  var counter = CounterState()
}

struct AppState: Equatable {
  var counter = CounterState()
  var rows: [Row] = []
  var detail: CounterState?
}

enum AppAction: Equatable {
  case counter(CounterAction)
  case row(index: Int, action: CounterAction)
  case detail(CounterAction)
  case addRowTapped
  case showDetail(Bool)
}

struct AppEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var uuid: () -> UUID
}

let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  counterReducer.pullback(
    state: \AppState.counter,
    action: /AppAction.counter,
    environment: { CounterEnvironment(mainQueue: $0.mainQueue) }
  ),
  counterReducer.pullback(
    state: \Row.counter,
    action: /CounterAction.self,
    environment: { $0 }
  )
  .forEach(
    state: \AppState.rows,
    action: /AppAction.row(index:action:),
    environment: { CounterEnvironment(mainQueue: $0.mainQueue) }
  ),
  counterReducer.optional.pullback(
    state: \AppState.detail,
    action: /AppAction.detail,
    environment: { CounterEnvironment(mainQueue: $0.mainQueue) }
  ),
  Reducer { state, action, environment in
    switch action {
    case .addRowTapped:
      state.rows.append(Row(id: environment.uuid()))
      return .none
    case .showDetail(true):
      state.detail = CounterState(count: state.counter.count)
      return .none
    case .showDetail(false):
      state.detail = nil
      return .none
    case .counter, .row, .detail:
      return .none
    }
  }
)
