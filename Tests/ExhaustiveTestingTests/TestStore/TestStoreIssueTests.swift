import ExhaustiveTesting
import XCTest

/// Misuse the core survives (an out-of-range `forEach` index, …) fails the test at the step that
/// caused it instead of crashing or only printing.
final class TestStoreIssueTests: XCTestCase {
  enum Action: Equatable { case misuse, fine }

  let reducer = Reducer<Int, Action, Void> { state, action, _ in
    switch action {
    case .misuse:
      reportIssue("A forEach reducer received an action for index 3, but there are 2 elements.")
      return .none
    case .fine:
      state += 1
      return .none
    }
  }

  func testCoreIssueInAReducerIsAFailureOfTheStepWithTheTimeline() {
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    let failures = withRecordedFailures {
      store.send(.fine, line: 1) { $0 = 1 }
      store.send(.misuse, line: 2)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        A forEach reducer received an action for index 3, but there are 2 elements.

        Timeline:
          send TestStoreIssueTests.Action.fine (TestStoreIssueTests.swift:1)
            state changed
          send TestStoreIssueTests.Action.misuse (TestStoreIssueTests.swift:2)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
  }

  func testNoIssueNoFailure() {
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    let failures = withExpectedFailures {
      store.send(.fine) { $0 = 1 }
    }
    XCTAssertEqual(failures, [])
  }
}
