import XCTest

@testable import ExhaustiveCore

final class ReducerPullbackTests: XCTestCase {
  func testPullbackRunsOnTheChildStateWithTheChildEnvironment() {
    let run = runReducer(
      parentReducer, Parent(), .counter(.increment), ParentEnvironment(step: 5))

    XCTAssertEqual(run.state, Parent(counter: Counter(count: 5), title: "untouched"))
    XCTAssertEqual(run.outputs, [])
    XCTAssertTrue(run.finished)
  }

  func testPullbackIgnoresOtherActions() {
    let run = runReducer(parentReducer, Parent(), .rename("new"), ParentEnvironment(step: 5))

    XCTAssertEqual(run.state, Parent(counter: Counter(count: 0), title: "untouched"))
    XCTAssertEqual(run.outputs, [])
    XCTAssertTrue(run.finished)
  }

  func testPullbackEmbedsEffectActions() {
    let run = runReducer(
      parentReducer, Parent(), .counter(.incrementLater), ParentEnvironment(step: 1))

    XCTAssertEqual(run.outputs, [.counter(.increment)])
    XCTAssertTrue(run.finished)
  }
}

private struct Counter: Equatable {
  var count = 0
}

private enum CounterAction: Equatable {
  case increment
  case incrementLater
}

private struct CounterEnvironment {
  var step: Int
}

private struct Parent: Equatable {
  var counter = Counter()
  var title = "untouched"
}

private enum ParentAction: Equatable {
  case counter(CounterAction)
  case rename(String)
}

private struct ParentEnvironment {
  var step: Int
}

private let counterReducer = Reducer<Counter, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .increment:
    state.count += environment.step
    return .none
  case .incrementLater:
    return Effect(value: .increment)
  }
}

private let parentReducer: Reducer<Parent, ParentAction, ParentEnvironment> =
  counterReducer.pullback(
    state: \Parent.counter,
    action: /ParentAction.counter,
    environment: { CounterEnvironment(step: $0.step) }
  )
