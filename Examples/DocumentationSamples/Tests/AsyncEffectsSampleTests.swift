import ExhaustiveTesting
import XCTest

// The "Async effects" article's NumberFact feature and its back-to-back test, verbatim.

struct FactClient {
  var fact: (Int) -> Effect<String, Never>
}

enum NumberFactAction: Equatable {
  case getFactButtonTapped
  case factResponse(String)
}

struct NumberFactState: Equatable {
  var count = 0
  var fact: String?
  var isLoading = false
}

struct NumberFactEnvironment {
  var factClient: FactClient
}

let numberFactReducer = Reducer<NumberFactState, NumberFactAction, NumberFactEnvironment> {
  state, action, environment in
  switch action {
  case .getFactButtonTapped:
    struct FactRequestId: Hashable {}
    state.isLoading = true
    state.fact = nil
    return environment.factClient.fact(state.count)
      .map(NumberFactAction.factResponse)
      .cancellable(id: FactRequestId(), cancelInFlight: true)

  case .factResponse(let fact):
    state.isLoading = false
    state.fact = fact
    return .none
  }
}

final class AsyncEffectsSampleTests: XCTestCase {
  func testBackToBackGetFact() {
    let scheduler = DispatchQueue.testScheduler
    var answers = [
      ("0 is a better number.", 2.0),
      ("0 is a great number.", 1.0),
    ]
    let store = TestStore(
      initialState: NumberFactState(),
      reducer: numberFactReducer,
      environment: NumberFactEnvironment(
        factClient: FactClient(fact: { _ in
          let (fact, delay) = answers.removeFirst()
          return Effect(value: fact)
            .delay(for: .seconds(delay), scheduler: scheduler.eraseToAnyScheduler())
            .eraseToEffect()
        })
      )
    )

    store.assert(
      .send(.getFactButtonTapped) { $0.isLoading = true },
      .send(.getFactButtonTapped),
      .do { scheduler.advance(by: 2) },
      .receive(.factResponse("0 is a great number.")) {
        $0.isLoading = false
        $0.fact = "0 is a great number."
      }
    )
  }

  /// The article's claim: without the cancellation, the first answer arrives too and the test
  /// fails with `Received 1 unexpected action`.
  func testBackToBackGetFact_WithoutCancellationFails() {
    let scheduler = DispatchQueue.testScheduler
    let uncancelledReducer = Reducer<NumberFactState, NumberFactAction, NumberFactEnvironment> {
      state, action, environment in
      switch action {
      case .getFactButtonTapped:
        state.isLoading = true
        state.fact = nil
        return environment.factClient.fact(state.count).map(NumberFactAction.factResponse)
      case .factResponse(let fact):
        state.isLoading = false
        state.fact = fact
        return .none
      }
    }
    var answers = [("0 is a better number.", 2.0), ("0 is a great number.", 1.0)]
    let store = TestStore(
      initialState: NumberFactState(),
      reducer: uncancelledReducer,
      environment: NumberFactEnvironment(
        factClient: FactClient(fact: { _ in
          let (fact, delay) = answers.removeFirst()
          return Effect(value: fact)
            .delay(for: .seconds(delay), scheduler: scheduler.eraseToAnyScheduler())
            .eraseToEffect()
        })
      )
    )

    let failures = withExpectedFailures {
      store.assert(
        .send(.getFactButtonTapped) { $0.isLoading = true },
        .send(.getFactButtonTapped),
        .do { scheduler.advance(by: 2) },
        .receive(.factResponse("0 is a great number.")) {
          $0.isLoading = false
          $0.fact = "0 is a great number."
        }
      )
    }

    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.hasPrefix("Received 1 unexpected action: …") ?? false,
      failures.first ?? "no failure")
  }
}
