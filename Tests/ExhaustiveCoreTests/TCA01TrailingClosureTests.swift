import Dispatch
import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

// Every API of ours that sits beside a TCA 0.1 spelling of the same name, called with a trailing
// closure exactly as TCA 0.1 code calls it: each test proves the closure binds where TCA binds it
// (a closure that lands in our overload instead would type-check and do something else).
final class TCA01TrailingClosureTests: XCTestCase {
  // `debug(_:printer:)` (ours) beside `debug(_:environment:)` (TCA): a single-expression closure
  // returning a `DebugEnvironment` also converts to `(String) -> Void`.
  func testDebugWithATrailingEnvironmentClosurePrintsThroughTheEnvironment() {
    let printed = Lock<[String]>([])
    let queue = DispatchQueue(label: "TCA01TrailingClosureTests")
    let reducer = counterReducer.debug("counter") { _ in
      DebugEnvironment(printer: { block in printed.withLock { $0.append(block) } }, queue: queue)
    }

    var state = 0
    _ = reducer.run(&state, .increment, ())
    queue.sync {}

    XCTAssertEqual(
      printed.value,
      [
        """
        counter: received action:
          Action.increment
        \u{2212} 0
        + 1
        """
      ])
  }

  func testDebugWithoutAPrefixAndATrailingEnvironmentClosurePrintsThroughTheEnvironment() {
    let printed = Lock<[String]>([])
    let queue = DispatchQueue(label: "TCA01TrailingClosureTests")
    let reducer = counterReducer.debug { _ in
      DebugEnvironment(printer: { block in printed.withLock { $0.append(block) } }, queue: queue)
    }

    var state = 0
    _ = reducer.run(&state, .noop, ())
    queue.sync {}

    XCTAssertEqual(
      printed.value,
      [
        """
        received action:
          Action.noop
          (No state changes)
        """
      ])
  }

  func testDebugActionsWithATrailingEnvironmentClosurePrintsThroughTheEnvironment() {
    let printed = Lock<[String]>([])
    let queue = DispatchQueue(label: "TCA01TrailingClosureTests")
    let reducer = counterReducer.debugActions("actions") { _ in
      DebugEnvironment(printer: { block in printed.withLock { $0.append(block) } }, queue: queue)
    }

    var state = 0
    _ = reducer.run(&state, .increment, ())
    queue.sync {}

    XCTAssertEqual(
      printed.value,
      [
        """
        actions: received action:
          Action.increment
          (No state changes)
        """
      ])
  }

  func testDebugOfAPartWithATrailingEnvironmentClosurePrintsThroughTheEnvironment() {
    let printed = Lock<[String]>([])
    let queue = DispatchQueue(label: "TCA01TrailingClosureTests")
    // The trailing closure after a closure argument is the spelling under test.
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    let reducer = counterReducer.debug("part", state: { $0 * 10 }, action: /Action.self) { _ in
      DebugEnvironment(printer: { block in printed.withLock { $0.append(block) } }, queue: queue)
    }

    var state = 1
    _ = reducer.run(&state, .increment, ())
    queue.sync {}

    XCTAssertEqual(
      printed.value,
      [
        """
        part: received action:
          Action.increment
        \u{2212} 10
        + 20
        """
      ])
  }

  // Our own printer form still takes a trailing closure that prints: it cannot be an environment
  // transform, since it returns nothing. It prints synchronously, with no queue to wait for.
  func testDebugWithATrailingPrintingClosureStillPrintsSynchronously() {
    let printed = Lock<[String]>([])
    let reducer = counterReducer.debug("sync") { block in printed.withLock { $0.append(block) } }

    var state = 0
    _ = reducer.run(&state, .increment, ())

    XCTAssertEqual(
      printed.value,
      [
        """
        sync: received action:
          Action.increment
        \u{2212} 0
        + 1
        """
      ])
  }

  // `Effect.run(_:)` (TCA) beside `Effect.run(operation:)` (ours, async): TCA's subscriber
  // closure binds to the synchronous form, so outputs arrive while `sink` subscribes.
  func testEffectRunWithASubscriberClosureIsTheSynchronousForm() {
    let effect = Effect<Int, Never>.run { subscriber in
      subscriber.send(1)
      subscriber.send(completion: .finished)
      return SendableCancellable {}
    }
    var events: [String] = []
    let subscription = effect.sink(
      receiveCompletion: { _ in events.append("finished") },
      receiveValue: { events.append("\($0)") })

    XCTAssertEqual(events, ["1", "finished"])
    _ = subscription
  }

  func testEffectRunWithASingleExpressionSubscriberClosureIsTheSynchronousForm() {
    let started = Lock(false)
    let effect = Effect<Int, Never>.run { _ in
      SendableCancellable { started.withLock { $0 = true } }
    }
    let subscription = effect.sink { _ in }
    // The synchronous form started at once and returned the cancellable; cancelling runs it.
    subscription.cancel()

    XCTAssertTrue(started.value)
  }

  // `Step.receive(_:_:)` by equality (TCA) beside our forms by predicate and by case path: an
  // action value with a trailing update binds to the equality form, and `.do`'s synchronous
  // work binds to the one synchronous form.
  func testTestStoreStepsSpelledAsInTCA01BindToTheirTCAForms() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: 0,
      reducer: Reducer<Int, Action, AnySchedulerOf<DispatchQueue>> { state, action, queue in
        switch action {
        case .increment:
          state += 1
          return Effect(value: .noop).delay(for: 1, scheduler: queue).eraseToEffect()
        case .noop:
          return .none
        }
      },
      environment: scheduler.eraseToAnyScheduler()
    )
    store.assert(
      .send(.increment) { $0 = 1 },
      .do { scheduler.advance(by: 1) },
      .receive(.noop)
    )
  }
}

private enum Action: Equatable {
  case increment
  case noop
}

private let counterReducer = Reducer<Int, Action, Void> { state, action, _ in
  switch action {
  case .increment: state += 1
  case .noop: break
  }
  return .none
}
