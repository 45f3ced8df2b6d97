import Dispatch
import Foundation
import XCTest

@testable import ExhaustiveCore

final class ReducerDebugEnvironmentTests: XCTestCase {
  func testPrintsTheActionAndTheStateDiffOnTheEnvironmentsQueue() {
    let printed = Lock<[String]>([])
    let queue = DispatchQueue(label: "ReducerDebugEnvironmentTests")
    let onQueue = Lock<[Bool]>([])
    let key = DispatchSpecificKey<Void>()
    queue.setSpecific(key: key, value: ())
    let reducer = counterReducer.debug(
      "counter",
      environment: { _ in
        DebugEnvironment(
          printer: { block in
            onQueue.withLock { $0.append(DispatchQueue.getSpecific(key: key) != nil) }
            printed.withLock { $0.append(block) }
          },
          queue: queue
        )
      }
    )

    var state = Counter(count: 0, name: "a")
    _ = reducer.run(&state, .increment, ())
    _ = reducer.run(&state, .noop, ())
    queue.sync {}

    XCTAssertEqual(
      printed.value,
      [
        """
        counter: received action:
          CounterAction.increment
          Counter(
        \u{2212}   count: 0,
        +   count: 1,
            name: "a"
          )
        """,
        """
        counter: received action:
          CounterAction.noop
          (No state changes)
        """,
      ]
    )
    XCTAssertEqual(onQueue.value, [true, true])
    XCTAssertEqual(state.count, 1)
  }

  func testDebugActionsPrintsNoState() {
    let printed = Lock<[String]>([])
    let queue = DispatchQueue(label: "ReducerDebugEnvironmentTests")
    let reducer = counterReducer.debugActions(
      environment: { _ in
        DebugEnvironment(printer: { block in printed.withLock { $0.append(block) } }, queue: queue)
      }
    )

    var state = Counter(count: 0, name: "a")
    _ = reducer.run(&state, .increment, ())
    queue.sync {}

    XCTAssertEqual(
      printed.value,
      [
        """
        received action:
          CounterAction.increment
          (No state changes)
        """
      ]
    )
    XCTAssertEqual(state.count, 1)
  }

  func testDebugOfAPartPrintsOnlyTheActionsItsCasePathExtracts() {
    let printed = Lock<[String]>([])
    let queue = DispatchQueue(label: "ReducerDebugEnvironmentTests")
    let reducer = counterReducer.debug(
      state: { $0.count },
      action: /CounterAction.rename,
      environment: { _ in
        DebugEnvironment(printer: { block in printed.withLock { $0.append(block) } }, queue: queue)
      }
    )

    var state = Counter(count: 0, name: "a")
    _ = reducer.run(&state, .increment, ())
    _ = reducer.run(&state, .rename("b"), ())
    queue.sync {}

    XCTAssertEqual(
      printed.value,
      [
        """
        received action:
          "b"
          (No state changes)
        """
      ]
    )
    XCTAssertEqual(state, Counter(count: 1, name: "b"))
  }

  func testTheDefaultEnvironmentPassesTheEffectThrough() {
    let reducer = Reducer<Int, Int, Void> { state, action, _ in
      state += action
      return action > 0 ? Effect(value: -action) : .none
    }
    .debug(environment: { _ in DebugEnvironment(printer: { _ in }) })

    let run = runReducer(reducer, 0, 2, ())

    XCTAssertEqual(run.state, 2)
    XCTAssertEqual(run.outputs, [-2])
    XCTAssertTrue(run.finished)
  }
}

private struct Counter: Equatable {
  var count: Int
  var name: String
}

private enum CounterAction: Equatable {
  case increment
  case noop
  case rename(String)
}

private let counterReducer = Reducer<Counter, CounterAction, Void> { state, action, _ in
  switch action {
  case .increment: state.count += 1
  case .noop: break
  case .rename(let name): state.name = name
  }
  return .none
}
