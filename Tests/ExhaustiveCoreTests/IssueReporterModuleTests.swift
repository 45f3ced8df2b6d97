import ExhaustiveCore
import ExhaustiveTesting
import Foundation
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

  /// Outside tests an issue is one line on standard error, written by the C library since the
  /// target does not import Foundation.
  func testTheStandardErrorReporterWritesOneLine() throws {
    let output = try capturingStandardError {
      IssueReporter.standardError.report(
        "An out-of-range index.", "App/Feature.swift", "/tmp/App/Feature.swift", 12, 5)
    }
    XCTAssertEqual(output, "Exhaustive: An out-of-range index. (App/Feature.swift:12)\n")
  }

  /// What `body` writes to file descriptor 2, which is pointed at a pipe meanwhile.
  private func capturingStandardError(_ body: () -> Void) throws -> String {
    let pipe = Pipe()
    let saved = dup(2)
    XCTAssertGreaterThanOrEqual(saved, 0)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try pipe.fileHandleForWriting.close()
    let data = try pipe.fileHandleForReading.readToEnd() ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
