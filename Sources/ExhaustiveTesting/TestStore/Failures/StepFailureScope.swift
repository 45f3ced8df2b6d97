import ExhaustiveCore

/// The step a ``TestStore`` is running, which the failures reported meanwhile belong to.
///
/// An unimplemented dependency (`UUIDGenerator.unimplemented`, `DispatchQueue.unimplemented`)
/// reports through ``reportFailure(_:fileID:file:line:column:)`` wherever it is called, and
/// ExhaustiveCore reports its issues (an out-of-range `forEach` index) through `reportIssue`.
/// When that happens inside a store's reducer or while an effect starts, the failure belongs to
/// the step that ran it: the store reports it at that step and appends the timeline, as it does
/// for its own failures. Effect tasks started during the step inherit it, so a dependency an
/// async effect calls later is attributed to the step too.
///
/// A class, so the two callbacks the store installs for a step capture this one reference and
/// need no closure context of their own.
final class StepFailureScope<Action>: Sendable {
  private let ledger: EffectLedger<Action>
  private let location: SourceCodeLocation
  private let run: LedgerReducerRun
  /// The test that owns the store: a failure from an effect on another thread goes to it.
  private let owner: TestOwner

  init(
    ledger: EffectLedger<Action>, location: SourceCodeLocation, run: LedgerReducerRun,
    owner: TestOwner
  ) {
    self.ledger = ledger
    self.location = location
    self.run = run
    self.owner = owner
  }

  /// The reporter the store installs while the step runs.
  var reporter: IssueReporter {
    IssueReporter(
      report: { message, _, _, _, _ in self.report(message, fromDependency: false) },
      dependencyFailure: { message in self.report(message, fromDependency: true) }
    )
  }

  /// Reports a failure raised while the step runs as a failure of that step, with the timeline.
  ///
  /// One mistake makes one failure: a message the run already reported is dropped (a `delay`
  /// on an unimplemented scheduler schedules twice), and when an unimplemented dependency
  /// (`fromDependency`) failed, the effects of that run are not reported again as still running
  /// (they are usually stuck on that very dependency).
  func report(_ message: String, fromDependency: Bool) {
    let (isRepeat, timeline) = ledger.recordFailure(
      message, of: run, fromDependency: fromDependency)
    if isRepeat { return }
    // Out of the step's scope, or `reportFailure` would hand the message back here.
    IssueReporter.$current.withValue(.testFailure) {
      reportFailure(failureReport(message, timeline: timeline), at: location, owner: owner)
    }
  }
}
