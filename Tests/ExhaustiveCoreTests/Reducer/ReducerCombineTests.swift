import XCTest

@testable import ExhaustiveCore

final class ReducerCombineTests: XCTestCase {
  func testEmptyChangesNothingAndReturnsNoEffect() {
    let run = runReducer(Reducer<Int, String, Void>.empty, 3, "anything", ())
    XCTAssertEqual(run.state, 3)
    XCTAssertEqual(run.outputs, [])
    XCTAssertTrue(run.finished)
  }

  func testRunAndCallAsFunctionAreTheSame() {
    let double = Reducer<Int, Void, Void> { state, _, _ in
      state *= 2
      return .none
    }
    var state = 3
    _ = double.run(&state, (), ())
    _ = double(&state, (), ())
    XCTAssertEqual(state, 12)
  }

  func testCombineRunsReducersInOrderOnTheSameState() {
    let log = Lock<[String]>([])
    let append = Reducer<[String], String, Void> { state, action, _ in
      state.append("first saw \(state.count) for \(action)")
      log.withLock { $0.append("first") }
      return .none
    }
    let count = Reducer<[String], String, Void> { state, action, _ in
      state.append("second saw \(state.count) for \(action)")
      log.withLock { $0.append("second") }
      return .none
    }

    let run = runReducer(.combine(append, count), [], "a", ())

    XCTAssertEqual(run.state, ["first saw 0 for a", "second saw 1 for a"])
    XCTAssertEqual(log.value, ["first", "second"])
  }

  func testCombineMergesEffects() {
    let emitsOne = Reducer<Int, Int, Void> { _, _, _ in Effect(value: 1) }
    let emitsTwo = Reducer<Int, Int, Void> { _, _, _ in Effect(value: 2) }
    let silent = Reducer<Int, Int, Void>.empty

    let variadic = runReducer(.combine(emitsOne, silent, emitsTwo), 0, 0, ())
    XCTAssertEqual(variadic.outputs, [1, 2])
    XCTAssertTrue(variadic.finished)

    let array = runReducer(.combine([emitsTwo, emitsOne]), 0, 0, ())
    XCTAssertEqual(array.outputs, [2, 1])
    XCTAssertTrue(array.finished)

    let method = runReducer(emitsOne.combined(with: emitsTwo), 0, 0, ())
    XCTAssertEqual(method.outputs, [1, 2])
    XCTAssertTrue(method.finished)
  }

  func testCombineOfNothingIsEmpty() {
    let run = runReducer(Reducer<Int, Int, Void>.combine([]), 5, 1, ())
    XCTAssertEqual(run.state, 5)
    XCTAssertEqual(run.outputs, [])
    XCTAssertTrue(run.finished)
  }
}
