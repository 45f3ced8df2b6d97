import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class ReducerOptionalTests: XCTestCase {
  func testRunsWhenTheStateIsPresent() {
    let run = runReducer(incrementer.optional(), 1, .increment, ())
    XCTAssertEqual(run.state, 2)
    XCTAssertEqual(run.outputs, [.incremented])
  }

  func testNilStateIsReportedAndTheActionIgnored() {
    var run: ReducerRun<Int?, CountAction>?
    let failures = withExpectedFailures {
      run = runReducer(incrementer.optional(), nil, .increment, ())
    }

    XCTAssertEqual(run?.state, .some(nil))
    XCTAssertEqual(run?.outputs, [])
    XCTAssertEqual(
      failures,
      [
        """
        An optional reducer received an action while its state was nil; the action was ignored.

          Action:
            CountAction.increment

        This usually means an effect delivered an action after its feature went away: cancel the \
        feature's effects when you set its state to nil.
        """
      ]
    )
  }

  func testThePropertySpellingRunsWhenTheStateIsPresent() {
    let run = runReducer(incrementer.optional, 1, .increment, ())
    XCTAssertEqual(run.state, 2)
    XCTAssertEqual(run.outputs, [.incremented])
  }

  func testThePropertySpellingReportsANilStateAsTheMethodDoes() {
    var run: ReducerRun<Int?, CountAction>?
    let failures = withExpectedFailures {
      run = runReducer(incrementer.optional, nil, .increment, ())
    }

    XCTAssertEqual(run?.state, .some(nil))
    XCTAssertEqual(run?.outputs, [])
    XCTAssertEqual(
      failures,
      [
        """
        An optional reducer received an action while its state was nil; the action was ignored.

          Action:
            CountAction.increment

        This usually means an effect delivered an action after its feature went away: cancel the \
        feature's effects when you set its state to nil.
        """
      ]
    )
  }
}

private enum CountAction: Equatable {
  case increment
  case incremented
}

private let incrementer = Reducer<Int, CountAction, Void> { count, action, _ in
  switch action {
  case .increment:
    count += 1
    return Effect(value: .incremented)
  case .incremented:
    return .none
  }
}
