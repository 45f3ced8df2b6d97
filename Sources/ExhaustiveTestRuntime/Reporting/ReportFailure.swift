import ExhaustiveIssueReporting
import ExhaustiveUnsafe
import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Records a test failure in whichever framework is running the current test.
///
/// Inside a Swift Testing `@Test` the failure goes to `Issue.record` with the source location;
/// otherwise to `XCTFail`. (On Linux, `Issue.record` inside an XCTest test and `XCTFail` inside a
/// `@Test` are silently dropped, so the choice matters.) Inside ``withExpectedFailures(_:)``
/// the failure is captured instead of reported.
public func reportFailure(
  _ message: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  report(
    message,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    owner: nil)
}

/// Reports a failure raised by something that belongs to `owner` (a store, an unimplemented
/// dependency), which may be called from a thread no test runs on.
package func reportFailure(
  _ message: String, at location: SourceCodeLocation, owner: TestOwner
) {
  report(message, at: location, owner: owner)
}

/// Both forms of `reportFailure`: a failure inside a dependency step, a schedule being explored
/// or ``withExpectedFailures(_:)`` is kept there; any other is delivered to its test.
private func report(_ message: String, at location: SourceCodeLocation, owner: TestOwner?) {
  if let step = IssueReporter.current.dependencyFailure {
    step(message)
    return
  }
  // A schedule being explored keeps its failures, to report only the first failing schedule's.
  if ScheduleRunCapture.capture(message, at: location, owner: owner) { return }
  if let collector = FailureCollector.current {
    collector.append(RecordedFailure(message: message, location: location))
    return
  }
  deliverFailure(message, owner: owner, location: location)
}

/// Hands a failure to the framework of the test it belongs to.
///
/// The running Swift Testing test (`Test.current`) takes it first. Without one, the failure
/// was raised on a thread no test runs on (a dispatch queue, a timer): it goes to the XCTest
/// test that owns what raised it while that test runs; when the owner is a Swift Testing test,
/// or an XCTest test that has ended, the failure is recorded where it still fails the run and
/// names the test it belongs to. It is never dropped.
private func deliverFailure(_ message: String, owner: TestOwner?, location: SourceCodeLocation) {
  // Under record mode every failure says whether it was recorded, whichever tool raised it.
  let message = RecordingMatrix.completed(message)
  #if canImport(Testing)
    if Test.current != nil {
      recordIssue(message, at: location)
      return
    }
  #endif
  let running = TestLifecycle.currentXCTest
  switch owner {
  case .xcTest(let scope)?:
    if let running {
      let late =
        running === scope
        ? "" : "\n\n(Reported late: this failure belongs to \(scope.name), which has ended.)"
      XCTFail(message + late, file: location.filePath, line: location.line)
    } else {
      TestLifecycle.warn(
        "\(message)\n\n(Reported after \(scope.name) ended, while no test was running.)")
    }
  case .swiftTesting(let name)?:
    // Swift Testing records an issue from outside any test against no test, but it still fails
    // the run; the message says which test it belongs to.
    #if canImport(Testing)
      recordIssue(
        message + "\n\n(Reported from outside the test it belongs to, \(name), on another "
          + "thread.)", at: location)
    #else
      TestLifecycle.warn(message)
    #endif
  case .none?, nil:
    if running != nil {
      XCTFail(message, file: location.filePath, line: location.line)
    } else {
      // No test to attribute it to: record it where Swift Testing still fails the run, and say it
      // on standard error for every other runner.
      #if canImport(Testing)
        recordIssue(message, at: location)
      #endif
      TestLifecycle.warn(message)
    }
  }
}

#if canImport(Testing)
  private func recordIssue(_ message: String, at location: SourceCodeLocation) {
    let sourceLocation =
      location.testLocation.map {
        SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
      }
      ?? SourceLocation(
        fileID: String(describing: location.fileID),
        filePath: String(describing: location.filePath),
        line: Int(location.line),
        column: Int(location.column)
      )
    // Attachments belong to a test: outside one there is nothing to attach them to.
    if Test.current != nil {
      for part in FailureAttachments(of: message).parts {
        Attachment.record(part.text, named: part.name, sourceLocation: sourceLocation)
      }
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
#endif

/// Runs `body` and returns the messages of the failures it reported, in order, instead of
/// reporting them.
///
/// Use it to pin a failure message with a golden test, or to test your own assertion helpers:
///
/// ```swift
/// let failures = withExpectedFailures {
///   store.send(.increment) { $0.count = 2 }
/// }
/// XCTAssertEqual(failures, ["State change does not match expectation: …"])
/// ```
///
/// Core issues (``ExhaustiveCore/reportIssue(_:fileID:filePath:line:column:)``) raised inside `body` are captured
/// too. Failures reported from other threads (outside this task) are not captured.
public func withExpectedFailures(_ body: () throws -> Void) rethrows -> [String] {
  try withRecordedFailures(body).map(\.message)
}

/// A failure captured by ``withRecordedFailures(_:)``: its message and where it was reported.
package struct RecordedFailure: Sendable {
  package var message: String
  package var location: SourceCodeLocation

  /// A failure with its message and where it was reported.
  package init(message: String, location: SourceCodeLocation) {
    self.message = message
    self.location = location
  }
}

/// Like ``withExpectedFailures(_:)``, keeping each failure's location (for tests that
/// check a failure points at the right step).
package func withRecordedFailures(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
  let collector = FailureCollector()
  try FailureCollector.$current.withValue(collector) {
    try IssueReporter.$current.withValue(.testFailure) { try body() }
  }
  return collector.failures
}

/// Runs async `body` and returns the messages of the failures it reported, in order.
public func withExpectedFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [String] {
  try await withRecordedFailures(isolation: isolation, body).map(\.message)
}

/// Like the async ``withExpectedFailures(isolation:_:)``, keeping each failure's location.
package func withRecordedFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [RecordedFailure] {
  let collector = FailureCollector()
  try await FailureCollector.$current.withValue(collector) {
    try await IssueReporter.$current.withValue(.testFailure) { try await body() }
  }
  return collector.failures
}

extension IssueReporter {
  /// Reports core issues (an out-of-range `forEach` index, …) as failures of the running test.
  public static let testFailure = IssueReporter { message, fileID, filePath, line, column in
    reportFailure(message, fileID: fileID, file: filePath, line: line, column: column)
  }
}

/// Collects failure messages for ``withExpectedFailures(_:)``.
package final class FailureCollector: Sendable {
  @TaskLocal package static var current: FailureCollector?

  private let storage = Lock<[RecordedFailure]>([])

  package func append(_ failure: RecordedFailure) {
    // As delivered: under record mode, saying whether it was recorded.
    var failure = failure
    failure.message = RecordingMatrix.completed(failure.message)
    storage.withLock { $0.append(failure) }
  }

  var failures: [RecordedFailure] { storage.value }
}
