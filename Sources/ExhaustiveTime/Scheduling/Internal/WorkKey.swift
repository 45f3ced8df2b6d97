/// Where a ``ScheduledWork`` stands in a ``TestScheduler``'s queue: ordered by due time, then by
/// the order in which it was scheduled, so work due at the same instant runs first-in,
/// first-out.
struct WorkKey<Time: Comparable>: Comparable {
  /// When the work falls due.
  var due: Time
  /// A strictly increasing number taken when the work was first scheduled; a repeating item's
  /// later runs keep it.
  var sequence: UInt64

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.due != rhs.due ? lhs.due < rhs.due : lhs.sequence < rhs.sequence
  }
}
