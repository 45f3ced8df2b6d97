import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

// The sample of the ExhaustivePublishers article (Documentation/Exhaustive.docc), run as is;
// `ArticleQuoteTests` checks that the article still quotes it.

private enum Action: Equatable {
  case start
  case tick
  case stop
}

final class TimerTests: XCTestCase {
  func testTicks() {
    let ticks = PassthroughSubject<Void, Never>()
    let reducer = Reducer<Int, Action, Void> { state, action, _ in
      switch action {
      case .start: return ticks.eraseToEffect().map { Action.tick }
      case .tick:
        state += 1
        return .none
      case .stop: return .fireAndForget { ticks.send(completion: .finished) }
      }
    }
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    store.assert(
      .send(.start),
      .do { ticks.send() },
      .receive(.tick) { $0 = 1 },
      .send(.stop)
    )
  }
}
