/// One unit of work waiting in a ``TestScheduler``; its due time and order live in its
/// ``WorkKey``.
struct ScheduledWork<Time: Strideable> {
  /// Work scheduled with `schedule(after:interval:)` carries its timer's id, so cancelling the
  /// timer can find it.
  var timerID: UInt64?
  /// For repeating work, the period after which it runs again.
  var interval: Time.Stride?
  var action: @Sendable () -> Void
}
