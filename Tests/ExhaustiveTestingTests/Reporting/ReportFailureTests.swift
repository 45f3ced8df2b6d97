import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class ReportFailureTests: XCTestCase {
  func testWithExpectedFailuresCapturesMessagesInOrder() {
    let failures = withExpectedFailures {
      reportFailure("first")
      reportIssue("second")
    }
    XCTAssertEqual(failures, ["first", "second"])
  }
}
