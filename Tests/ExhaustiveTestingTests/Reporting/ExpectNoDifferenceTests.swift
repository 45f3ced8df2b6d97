import ExhaustiveTesting
import XCTest

final class ExpectNoDifferenceTests: XCTestCase {
  func testEqualValuesPass() {
    let failures = withExpectedFailures {
      expectNoDifference(FeatureState(count: 1), FeatureState(count: 1))
      XCTAssertNoDifference([1, 2], [1, 2])
    }
    XCTAssertEqual(failures, [])
  }

  func testDifferentValuesFailWithTheDiff() {
    let failures = withExpectedFailures {
      expectNoDifference(FeatureState(count: 1), FeatureState(count: 2))
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectNoDifference failed: …

          FeatureState(
        −   count: 1,
        +   count: 2,
            query: "",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testXCTAssertNoDifferenceNamesItselfAndShowsTheMessage() {
    let failures = withExpectedFailures {
      XCTAssertNoDifference(FeatureState(query: "a"), FeatureState(query: "b"), "the query")
    }
    XCTAssertEqual(
      failures,
      [
        """
        XCTAssertNoDifference failed: the query

          FeatureState(
            count: 0,
        −   query: "a",
        +   query: "b",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testUnequalValuesWithIdenticalDumpsStillFail() {
    struct AlwaysDifferent: Equatable {
      var value = 1
      static func == (_: Self, _: Self) -> Bool { false }
    }
    let failures = withExpectedFailures {
      expectNoDifference(AlwaysDifferent(), AlwaysDifferent())
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectNoDifference failed: …

          // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
          ExpectNoDifferenceTests.AlwaysDifferent(
            value: 1
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testAThrowingExpressionIsAFailure() throws {
    struct Unexpected: Error {}
    func value() throws -> Int { throw Unexpected() }
    let failures = try withExpectedFailures {
      expectNoDifference(try value(), 1)
    }
    XCTAssertEqual(failures, ["expectNoDifference failed: …\n\nThrew error: Unexpected()"])
  }

  func testFailureIsReportedAtTheCallSite() {
    let failures = withRecordedFailures { expectNoDifference(1, 2) }
    XCTAssertEqual(failures.map(\.location.line), [#line - 1])
  }
}
