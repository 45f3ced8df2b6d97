// A small app written as 2020-era code was: compiled in Swift 5 language mode, where enum case
// constructors (`AppAction.counter`) are not inferred `@Sendable`. Only the import names this
// package; nothing here is adapted to the library.

import ExhaustiveCore
import Foundation

struct CounterState: Equatable {
  var count = 0
  var isLoading = false
}

enum CounterAction: Equatable {
  case decrementTapped
  case incrementTapped
  case delayedIncrementTapped
  case delayedIncrementResponse(Int)
}

struct CounterEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .decrementTapped:
    state.count -= 1
    return .none
  case .incrementTapped:
    state.count += 1
    return .none
  case .delayedIncrementTapped:
    state.isLoading = true
    return Effect(value: 1)
      .delay(for: 1, scheduler: environment.mainQueue)
      .eraseToEffect()
      .map(CounterAction.delayedIncrementResponse)
  case .delayedIncrementResponse(let amount):
    state.isLoading = false
    state.count += amount
    return .none
  }
}
