import ExhaustiveCore

/// One unit of work waiting in a ``TestScheduler``, ordered by due time and then by the order
/// in which it was scheduled (so work due at the same instant runs first-in, first-out).
struct ScheduledWork<Time: Strideable> where Time.Stride: Sendable {
  /// When the work falls due.
  var due: Time
  /// A strictly increasing number taken when the work was (re)scheduled.
  var sequence: UInt64
  /// Work scheduled with `schedule(after:interval:)` carries its timer's id, so cancelling the
  /// timer can skip it.
  var timerID: UInt64?
  /// For repeating work, the period after which it runs again.
  var interval: Time.Stride?
  var action: @Sendable () -> Void
}

extension ScheduledWork: Comparable {
  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.due != rhs.due ? lhs.due < rhs.due : lhs.sequence < rhs.sequence
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.due == rhs.due && lhs.sequence == rhs.sequence
  }
}
