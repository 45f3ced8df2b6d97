import ExhaustiveTesting
import XCTest

/// The state rules: the trailing closure turns the previous state into the expected one.
final class TestStoreStateTests: XCTestCase {
  func testMatchingExpectationPasses() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped) { $0.count = 1 }
      store.assert(.send(.incrementTapped) { $0.count = 2 })
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(store.state.count, 2)
  }

  func testWrongExpectationFailsWithTheDiff() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped, line: 1) { $0.count = 2 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 2,
        +   count: 1,
            query: "",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.incrementTapped (TestStoreStateTests.swift:1)
            state changed

        To accept the actual behaviour, write:

          store.send(.incrementTapped) {
            $0.count = 1
          }
        """
      ])
  }

  func testExpectationIsAppliedToACopyOfThePreviousState() {
    let (store, _) = makeFeatureStore(FeatureState(count: 10))
    let failures = withExpectedFailures {
      store.send(.incrementTapped) { $0.count += 1 }
    }
    XCTAssertEqual(failures, [])
  }

  func testNoClosureAndNoChangePasses() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.nothingTapped)
    }
    XCTAssertEqual(failures, [])
  }

  func testUnassertedChangeFails() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(.send(.incrementTapped, line: 1), line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 0,
        +   count: 1,
            query: "",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.incrementTapped (TestStoreStateTests.swift:1)
            state changed

        To accept the actual behaviour, write:

          store.send(.incrementTapped) {
            $0.count = 1
          }
        """
      ])
  }

  func testClosureWithoutAChangeFails() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.nothingTapped, line: 1) { $0.count = 0 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected state to change, but no change occurred.

        Timeline:
          send FeatureAction.nothingTapped (TestStoreStateTests.swift:1)

        To accept the actual behaviour, write:

          store.send(.nothingTapped)
        """
      ])
  }

  /// Whether a step changed the state is the state's own `==`: a change to a field it ignores
  /// is no change, however the store finds it out.
  func testAChangeOnlyToAFieldEqualityIgnoresIsNoChange() {
    struct Stamped: Equatable {
      var items: [String] = []
      var revision = 0
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.items == rhs.items }
    }
    let reducer = Reducer<Stamped, String, Void> { state, action, _ in
      if action == "add" { state.items.append("x") }
      state.revision += 1
      return .none
    }
    let store = TestStore(initialState: Stamped(), reducer: reducer, environment: ())
    let failures = withExpectedFailures {
      store.send("touch", line: 1)
      store.send("add", line: 2) { $0.items = ["x"] }
      store.send("touch", line: 3) { $0.revision = 3 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected state to change, but no change occurred.

        Timeline:
          send "touch" (TestStoreStateTests.swift:1)
          send "add" (TestStoreStateTests.swift:2)
            state changed
          send "touch" (TestStoreStateTests.swift:3)

        To accept the actual behaviour, write:

          store.send("touch")
        """
      ])
  }

  func testThrowingClosureIsAFailureNotACrash() {
    struct Unexpected: Error {}
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped, line: 1) { _ in throw Unexpected() }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Threw error: Unexpected()

        Timeline:
          send FeatureAction.incrementTapped (TestStoreStateTests.swift:1)
            state changed
        """
      ])
    XCTAssertEqual(store.state.count, 1)
  }

  func testThrowingDoStepIsAFailure() {
    struct Unexpected: Error {}
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(.do(line: 1) { throw Unexpected() }, line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Threw error: Unexpected()

        Timeline:
          do (TestStoreStateTests.swift:1)
        """
      ])
  }

  func testThrowingEnvironmentStepIsAFailure() {
    struct Unexpected: Error {}
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(.environment(line: 1) { _ in throw Unexpected() }, line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Threw error: Unexpected()

        Timeline:
          environment (TestStoreStateTests.swift:1)
        """
      ])
  }

  func testFailurePointsAtTheStep() {
    let (store, _) = makeFeatureStore()
    let failures = withRecordedFailures {
      store.assert(
        .send(.incrementTapped) { $0.count = 1 },
        .send(.incrementTapped) { $0.count = 3 }  // the failing step
      )
    }
    XCTAssertEqual(failures.map(\.location.line), [#line - 3])
    XCTAssertEqual(
      failures.map(\.location.shortDescription), ["TestStoreStateTests.swift:\(#line - 5)"])
  }

  // The store checks each step against the state the previous step actually left, whatever the
  // previous step's closure did.

  func testStepAfterAWrongExpectationStartsFromTheActualState() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped) { $0.count = 5 }
      store.send(.incrementTapped) { $0.count = 2 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(store.state.count, 2)
  }

  func testStepAfterAnUnassertedChangeStartsFromTheActualState() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped)
      store.send(.incrementTapped) { $0.count = 2 }
    }
    XCTAssertEqual(failures.count, 1)
  }

  func testChangeMadeByAThrowingClosureDoesNotCarryOver() {
    struct Unexpected: Error {}
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped) {
        $0.query = "left over"
        throw Unexpected()
      }
      store.send(.incrementTapped) { $0.count = 2 }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(store.state.query, "")
  }

  func testExhaustiveStepAfterANonExhaustiveOneStartsFromTheActualState() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.exhaustivity = .off
      store.send(.queryChanged("a"))
      store.exhaustivity = .on
      store.send(.incrementTapped) { $0.count = 1 }
      store.skipInFlightEffects()
    }
    XCTAssertEqual(failures, [])
  }

  func testClosureWithoutAChangeAfterAFailureStillFails() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped, line: 1) { $0.count = 5 }
      store.send(.nothingTapped, line: 2) { $0.count = 1 }
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(
      failures.last,
      """
      Expected state to change, but no change occurred.

      Timeline:
        send FeatureAction.incrementTapped (TestStoreStateTests.swift:1)
          state changed
        send FeatureAction.nothingTapped (TestStoreStateTests.swift:2)

      To accept the actual behaviour, write:

        store.send(.nothingTapped)
      """)
  }
}
