import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

/// TCA 0.1-style feature code built from publishers, compiled in Swift 5 language mode.
final class Swift5ModeTests: XCTestCase {
  struct APIError: Error, Equatable {}

  enum Action: Equatable {
    case start
    case tick
    case load
    case response(Result<Int, APIError>)
    case stop
  }

  struct Environment {
    var mainQueue: AnySchedulerOf<DispatchQueue>
    var number: () -> AnyPublisher<Int, APIError>
  }

  func testAFeatureBuiltFromPublishers() {
    let ticks = PassthroughSubject<Void, Never>()
    let reducer = Reducer<Int, Action, Environment> { state, action, environment in
      switch action {
      case .start:
        return ticks.eraseToEffect().map { _ in Action.tick }
      case .tick:
        state += 1
        return .none
      case .load:
        return environment.number()
          .delay(for: 1, scheduler: environment.mainQueue)
          .catchToEffect()
          // A closure rather than `.map(Action.response)`: in Swift 5 mode an enum case passed
          // as a `@Sendable` function warns (the same for `Effect.map`; see issue 11 §4).
          .map { Action.response($0) }
      case .response(.success(let value)):
        state = value
        return .none
      case .response(.failure):
        return .none
      case .stop:
        return .fireAndForget { ticks.send(completion: .finished) }
      }
    }
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: 0,
      reducer: reducer,
      environment: Environment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        number: { Just(42).setFailureType(to: APIError.self).eraseToAnyPublisher() }
      )
    )
    store.assert(
      .send(.start),
      .do { ticks.send() },
      .receive(.tick) { $0 = 1 },
      .send(.load),
      .do { scheduler.advance(by: 1) },
      .receive(.response(.success(42))) { $0 = 42 },
      .send(.stop)
    )
  }
}
