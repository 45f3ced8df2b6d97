/// Work waiting on a test scheduler in a store's environment: why an action has not arrived or an
/// effect has not finished, when the test has not advanced time far enough.
package struct PendingSchedulerWork: Equatable, Sendable {
  /// `scheduler #2` when the environment holds several test schedulers; nil for the only one.
  package var name: String?
  /// How many work items wait.
  package var count: Int
  /// When the first is due, such as `1s`, in seconds since the scheduler was created.
  package var due: String
  /// The scheduler's time now, such as `0.5s`.
  package var now: String

  /// `1 work item is pending on a TestScheduler, due at 1s (now 0.5s): advance the scheduler.`
  package var description: String {
    let items = count == 1 ? "1 work item is" : "\(count) work items are"
    let first = count == 1 ? "due" : "the next due"
    let which = name.map { " (\($0))" } ?? ""
    let hint = name.map { "advance \($0)" } ?? "advance the scheduler"
    return "\(items) pending on a TestScheduler\(which), \(first) at \(due) (now \(now)): \(hint)."
  }

  /// The descriptions of `work`, one paragraph, or nil when nothing waits.
  package static func paragraph(_ work: [PendingSchedulerWork]) -> String? {
    work.isEmpty ? nil : work.map(\.description).joined(separator: "\n")
  }
}
