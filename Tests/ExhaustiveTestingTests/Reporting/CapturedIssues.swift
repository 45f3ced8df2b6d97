import ExhaustiveCore
import Testing

/// Issues that reached Swift Testing's `Issue.record`, taken out of the test's report.
///
/// The library's own expected failures used to be recorded as known issues (`withKnownIssue`),
/// which a passing run prints in full, one alarming block each. The `.capturingIssues` trait
/// (an issue-handling trait, Swift 6.2+) sees every issue a test records, after Swift Testing
/// made it an `Issue`, so a test still proves the route to `Issue.record`: inside
/// `recordedIssues(_:)` the trait keeps the issues for the test to assert on and drops them from
/// the report; anywhere else it passes them through, so an unexpected failure still fails.
enum CapturedIssues {
  @TaskLocal fileprivate static var sink: Lock<[Issue]>?
}

extension Trait where Self == IssueHandlingTrait {
  /// Lets `recordedIssues(_:)` capture the issues recorded in a test of this suite.
  static var capturingIssues: Self {
    .compactMapIssues { issue in
      guard let sink = CapturedIssues.sink else { return issue }
      sink.withLock { $0.append(issue) }
      return nil
    }
  }
}

/// Runs `body` and returns the issues it recorded through Swift Testing, in order, instead of
/// reporting them. Works only in a test or suite with the `.capturingIssues` trait.
func recordedIssues(_ body: () -> Void) -> [Issue] {
  let sink = Lock<[Issue]>([])
  CapturedIssues.$sink.withValue(sink) { body() }
  return sink.withLock { $0 }
}

extension Issue {
  /// The issue's comments, joined: the library's failure message.
  var text: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}

/// Runs async `body` and returns the issues it recorded through Swift Testing, in order, instead
/// of reporting them; an issue recorded after `body` returns (a check run late, from a task the
/// test does not wait for) is not among them. Works only with the `.capturingIssues` trait.
func recordedIssues(
  isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
) async -> [Issue] {
  let sink = Lock<[Issue]>([])
  await CapturedIssues.$sink.withValue(sink) { await body() }
  return sink.withLock { $0 }
}
