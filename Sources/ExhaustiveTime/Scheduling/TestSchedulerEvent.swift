/// What one `advance(…)` or `run()` of a ``TestScheduler`` did, for timelines such as the
/// TestStore's.
///
/// Times are seconds since the scheduler was created, so a timeline reads
/// `advanced by 0.5s (0s → 0.5s), ran 1 work item`.
package struct TestSchedulerEvent: Sendable, Equatable, CustomStringConvertible {
  /// The scheduler's time before the advance, such as `0s`.
  package var from: String
  /// The scheduler's time after the advance, such as `0.5s`.
  package var to: String
  /// How far time moved, such as `0.5s`.
  package var elapsed: String
  /// How many work items ran during the advance.
  package var workItemsRun: Int

  /// `advanced by 0.5s (0s → 0.5s), ran 1 work item`.
  package var description: String {
    let items = workItemsRun == 1 ? "1 work item" : "\(workItemsRun) work items"
    return "advanced by \(elapsed) (\(from) → \(to)), ran \(items)"
  }
}
