import ExhaustiveCore

/// A feature whose `burst(count)` starts one effect that sends `tick` `count` times at once:
/// what a test that lets a flood of actions queue up, then receives or skips them, runs.
struct BurstFeature {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case burst(Int)
    case tick
  }

  static let reducer = Reducer<State, Action, Void> { state, action, _ in
    switch action {
    case .burst(let count):
      return .run { subscriber in
        for _ in 0..<count { subscriber.send(.tick) }
        subscriber.send(completion: .finished)
        return AnyCancellable {}
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}
