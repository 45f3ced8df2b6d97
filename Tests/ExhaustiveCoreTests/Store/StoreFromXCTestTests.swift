import ExhaustiveTesting
import Foundation
import XCTest

@testable import ExhaustiveCore

// Plain, non-isolated XCTest methods, as TCA 0.1's `StoreTests` are written: `Store` compiles and
// runs here because it checks the main thread at run time instead of being `@MainActor`.
final class StoreFromXCTestTests: XCTestCase {
  func testCreatesSendsAndReadsFromAPlainTestMethod() {
    let store = Store(initialState: 0, reducer: counter, environment: ())

    store.send(.increment)
    store.send(.increment)

    XCTAssertEqual(store.state, 2)
  }

  func testScopedStoresReadAndSendThroughTheirParent() {
    let parent = Store(initialState: 0, reducer: counter, environment: ())
    let child = parent.scope(state: String.init)
    var seen: [String] = []
    let observation = child.observe { seen.append($0) }

    child.send(.increment)
    parent.send(.increment)

    XCTAssertEqual(child.state, "2")
    XCTAssertEqual(seen, ["1", "2"])
    _ = observation
  }

  func testEffectOutputsArriveOnTheMainThread() {
    let scheduler = DispatchQueue.testScheduler
    let reducer = Reducer<Int, CounterAction, Void> { count, action, _ in
      switch action {
      case .increment:
        count += 1
        return .none
      case .incrementLater:
        return Effect(value: .increment)
          .delay(for: 1, scheduler: scheduler)
          .eraseToEffect()
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())

    store.send(.incrementLater)
    XCTAssertEqual(store.state, 0)
    scheduler.advance(by: 1)

    XCTAssertEqual(store.state, 1)
  }

  func testStatelessAndActionlessStores() {
    let store = Store(initialState: 0, reducer: counter, environment: ())
    let stateless = store.stateless
    let actionless = store.actionless

    stateless.send(.increment)

    XCTAssertEqual(actionless.state, 1)
  }

  func testACallOffTheMainThreadIsReportedAndStillRunsOnTheMainQueue() {
    let store = UncheckedSendable(Store(initialState: 0, reducer: counter, environment: ()))
    let issues = Lock<[String]>([])
    let onMainThread = Lock<[Bool]>([])
    let reducerThread = Reducer<Int, CounterAction, Void> { count, _, _ in
      onMainThread.withLock { $0.append(Thread.isMainThread) }
      count += 1
      return .none
    }
    let watched = UncheckedSendable(
      Store(initialState: 0, reducer: reducerThread, environment: ()))
    let done = expectation(description: "sent off the main thread")

    DispatchQueue.global().async {
      IssueReporter.$current.withValue(
        IssueReporter { message, _, _, _, _ in issues.withLock { $0.append(message) } }
      ) {
        watched.value.send(.increment, line: 1)
        _ = store.value
      }
      done.fulfill()
    }
    // Waiting spins the main run loop, which serves the main queue the call hops to.
    wait(for: [done], timeout: 5)

    XCTAssertEqual(watched.value.state, 1)
    XCTAssertEqual(onMainThread.value, [true])
    XCTAssertEqual(
      issues.value,
      [
        """
        Store.send(_:) was called off the main thread. A store runs on the main thread: use it \
        from there (a plain XCTest method, or @MainActor code). The call ran on the main queue \
        while this thread waited.
        """
      ])
  }
}

private enum CounterAction: Equatable {
  case increment
  case incrementLater
}

private let counter = Reducer<Int, CounterAction, Void> { count, action, _ in
  switch action {
  case .increment:
    count += 1
  case .incrementLater:
    break
  }
  return .none
}
