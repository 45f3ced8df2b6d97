import ExhaustiveTesting
import Foundation

/// A counter that fetches a fact about its number and tags each fetch with a fresh id.
struct CounterState: Equatable {
  var count = 0
  var isLoading = false
  var fact: Fact?
}

/// A fact the counter fetched.
struct Fact: Equatable {
  var id: UUID
  var text: String
}

/// What the counter does.
enum CounterAction: Equatable {
  case incrementTapped
  case factTapped
  case factResponse(text: String)
  case clearTapped
}

/// The counter's dependencies.
struct CounterEnvironment {
  var uuid: @Sendable () -> UUID

  init(uuid: @escaping @Sendable () -> UUID) {
    self.uuid = uuid
  }
}

/// The counter's logic.
let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .incrementTapped:
    state.count += 1
    return .none
  case .factTapped:
    state.isLoading = true
    return Effect(value: .factResponse(text: "\(state.count) is a \"good\" number"))
  case .factResponse(let text):
    state.isLoading = false
    state.fact = Fact(id: environment.uuid(), text: text)
    return .none
  case .clearTapped:
    state.fact = nil
    return .none
  }
}
