import ExhaustiveCore

/// A feature whose state holds 1,000 elements: `tap` bumps one element and answers with an
/// effect whose action, `tapped`, bumps a counter.
struct BenchmarkFeature {
  struct Element: Equatable {
    var id: Int
    var title: String
    var taps: Int
  }

  struct State: Equatable {
    var elements: [Element]
    var tapsReceived = 0
  }

  enum Action: Equatable {
    case tap(Int)
    case tapped(Int)
  }

  static let elementCount = 1_000

  static var initialState: State {
    State(
      elements: (0..<elementCount).map { Element(id: $0, title: "Element \($0)", taps: 0) })
  }

  static let reducer = Reducer<State, Action, Void> { state, action, _ in
    switch action {
    case .tap(let index):
      state.elements[index % elementCount].taps += 1
      return Effect(value: .tapped(index))
    case .tapped:
      state.tapsReceived += 1
      return .none
    }
  }

  /// What a test expects `tap(index)` to change.
  static func tapped(_ state: inout State, _ index: Int) {
    state.elements[index % elementCount].taps += 1
  }

  /// What a test expects `tapped` to change.
  static func received(_ state: inout State) {
    state.tapsReceived += 1
  }
}
