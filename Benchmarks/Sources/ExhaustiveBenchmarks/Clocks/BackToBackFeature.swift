import ExhaustiveCore

/// Episode 239's "back-to-back get fact" race as a reducer: each tap cancels the fact request
/// in flight, so the newest request wins even when the older one answers last.
enum BackToBackFeature {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action: Equatable {
    case getFactButtonTapped
    case factResponse(String)
  }

  struct Environment: Sendable {
    var fact: @Sendable (Int) async -> String
  }

  private struct FactRequestID: Hashable, Sendable {}

  static let reducer = Reducer<State, Action, Environment> { state, action, environment in
    switch action {
    case .getFactButtonTapped:
      state.fact = nil
      state.isLoading = true
      let count = state.count
      return Effect.task { .factResponse(await environment.fact(count)) }
        .cancellable(id: FactRequestID(), cancelInFlight: true)
    case .factResponse(let fact):
      state.fact = fact
      state.isLoading = false
      return .none
    }
  }
}
