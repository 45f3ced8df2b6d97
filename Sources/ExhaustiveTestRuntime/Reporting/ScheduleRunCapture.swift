import ExhaustiveUnsafe

#if canImport(Testing)
  import Testing
#endif

/// The failures of one schedule of an exploring scope.
///
/// While a schedule other than the first runs, every failure the library reports inside it
/// (``reportFailure(_:fileID:file:line:column:)``, the scope's own stall and unfinished-task
/// failures) and, under Swift Testing, every issue the test records (`#expect`), is kept here
/// instead of reported: only the first failing schedule is reported, once, with the schedule
/// that produced it. During schedule 0 (first in, first out) failures go through as they always
/// did; the capture only notes that one happened, so exploration stops.
package final class ScheduleRunCapture: Sendable {
  @TaskLocal package static var current: ScheduleRunCapture?

  /// Whether failures are kept (false: only noted, and reported as usual).
  package let keeps: Bool
  /// The collector of `withExpectedFailures` around the scope, if any: a collector opened inside
  /// the body is the body's own business, and takes its failures first.
  private let outerCollector: FailureCollector?
  private let state = Lock(State())

  private struct State {
    var failures: [CapturedFailure] = []
    var sawFailure = false
    var xcTestFailure: XCTestScope.ObservedFailure?
  }

  /// The XCTest test running, and how many failures it had when the schedule started.
  private let xcTest: (scope: XCTestScope, failures: Int)?

  package init(keeps: Bool) {
    self.keeps = keeps
    self.outerCollector = FailureCollector.current
    xcTest = TestLifecycle.currentXCTest.map { ($0, $0.failureCount) }
  }

  /// Notes whether XCTest recorded a failure during the schedule: an XCTest assertion
  /// (`XCTAssertEqual`) goes straight to XCTest, which no code can hold back, so it is reported
  /// where it happened even in a later schedule. The schedule still counts as failed, so the
  /// exploration stops there and says which schedule it was, and which assertion.
  package func noteXCTestFailures() {
    guard let xcTest, let first = xcTest.scope.failures(from: xcTest.failures).first else {
      return
    }
    state.withLock { state in
      state.sawFailure = true
      if state.xcTestFailure == nil { state.xcTestFailure = first }
    }
  }

  /// The first XCTest assertion that failed during the schedule, if one did.
  package var xcTestFailure: XCTestScope.ObservedFailure? { state.withLock { $0.xcTestFailure } }

  /// What was captured, in order.
  package var failures: [CapturedFailure] { state.withLock { $0.failures } }

  /// Whether the schedule failed (captured or not).
  package var failed: Bool { state.withLock { $0.sawFailure } }

  /// Takes a failure the library reports; returns true when it is kept (the caller reports
  /// nothing), false when the caller goes on to report it.
  package func take(_ message: String, at location: SourceCodeLocation, owner: TestOwner?) -> Bool {
    take(.reported(message: message, location: location, owner: owner))
  }

  private func take(_ failure: CapturedFailure) -> Bool {
    state.withLock { state in
      state.sawFailure = true
      if keeps { state.failures.append(failure) }
    }
    return keeps
  }

  /// Called by ``reportFailure(_:at:owner:)`` and its public form before anything else reports:
  /// true when the current schedule kept the failure.
  package static func capture(_ message: String, at location: SourceCodeLocation, owner: TestOwner?)
    -> Bool
  {
    guard let capture = current, capture.outerCollector === FailureCollector.current else {
      return false
    }
    return capture.take(message, at: location, owner: owner)
  }

  /// Keeps an error the body threw in a schedule other than the first.
  package func noteThrown(_ error: any Error, at location: SourceCodeLocation) {
    _ = take(.thrown("The operation threw an error: \(error)", location: location))
  }

  #if canImport(Testing)
    /// Takes an issue Swift Testing is about to record: nil when kept. Warnings go through
    /// untouched: they fail nothing.
    package func take(_ issue: Issue) -> Issue? {
      guard issue.isFailure else { return issue }
      return take(.issue(issue)) ? nil : issue
    }
  #endif
}

/// A failure kept by ``ScheduleRunCapture``.
package enum CapturedFailure: Sendable {
  /// Reported through the library, with where and whose.
  case reported(message: String, location: SourceCodeLocation, owner: TestOwner?)
  /// Said at the scope: an error the body threw (described), or what stands for an XCTest
  /// failure reported already.
  case thrown(String, location: SourceCodeLocation)
  #if canImport(Testing)
    /// Recorded with Swift Testing (`#expect`, `Issue.record`).
    case issue(Issue)
  #endif

  /// The failure's own message, as it would have been reported.
  package var message: String {
    switch self {
    case .reported(let message, _, _): message
    case .thrown(let description, _): description
    #if canImport(Testing)
      case .issue(let issue): issue.exploredDescription
    #endif
    }
  }
}

#if canImport(Testing)
  extension Issue {
    /// What Swift Testing would print for the issue: its kind (`Expectation failed: (a → 1) ==
    /// (b → 2)`) and its comments.
    package var exploredDescription: String {
      let comments = comments.map(\.rawValue)
      let kind = String(describing: self.kind)
      return ([kind] + comments).joined(separator: "\n")
    }
  }
#endif
