import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// `IssueReporter` and `reportIssue` are declared in an internal target
/// (ExhaustiveIssueReporting, so the test runtime compiles beside ExhaustiveCore) and re-exported:
/// users keep spelling them through ExhaustiveCore, qualified or not.
final class IssueReporterModuleTests: XCTestCase {
  func testTheReporterIsNamedThroughExhaustiveCore() {
    let reporter: ExhaustiveCore.IssueReporter = .testFailure
    let failures = withExpectedFailures {
      ExhaustiveCore.IssueReporter.$current.withValue(reporter) {
        ExhaustiveCore.reportIssue("An out-of-range index.")
      }
    }
    XCTAssertEqual(failures, ["An out-of-range index."])
  }
}
