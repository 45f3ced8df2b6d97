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

// "A store's states": the UIKit-style bindings the article shows, against a label stand-in.
private struct CounterScreen: Equatable {
  var count = 0
  var isNavigationActive = false
}

private enum CounterScreenAction {
  case increment
  case navigate
}

private let counterScreen = Reducer<CounterScreen, CounterScreenAction, Void> { state, action, _ in
  switch action {
  case .increment: state.count += 1
  case .navigate: state.isNavigationActive = true
  }
  return .none
}

final class StorePublisherArticleTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testTheBindings() {
    final class Label { var text: String? }
    let countLabel = Label()
    let viewStore = ViewStore(
      Store(initialState: CounterScreen(), reducer: counterScreen, environment: ()))

    viewStore.publisher
      .map { "\($0.count)" }
      .assign(to: \.text, on: countLabel)
      .store(in: &cancellables)
    viewStore.publisher.isNavigationActive  // one property, each value once
      .sink { isActive in print("navigation active:", isActive) }
      .store(in: &cancellables)

    viewStore.send(.increment)
    viewStore.send(.navigate)
    XCTAssertEqual(countLabel.text, "1")
  }
}
