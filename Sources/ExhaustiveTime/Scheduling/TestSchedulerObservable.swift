import ExhaustiveCore

/// What test tooling needs from a ``TestScheduler`` without knowing its time type: the
/// TestStore finds one in an environment (through ``AnyScheduler``'s `base`) and records its
/// advances in its timeline.
package protocol TestSchedulerObservable: AnyObject, Sendable {
  /// Calls `observer` after every `advance(…)` and `run()`, on the advancing thread, until the
  /// returned cancellable is cancelled or released.
  func observe(_ observer: @escaping @Sendable (TestSchedulerEvent) -> Void) -> SendableCancellable

  /// Calls `settle` after every work item an advance runs, on the advancing thread, until the
  /// returned cancellable is cancelled or released: a test store runs its async effects there, so
  /// the work an item wakes runs before the next item and before the advance returns.
  func afterEachWorkItem(_ settle: @escaping @Sendable () -> Void) -> SendableCancellable

  /// How many work items are waiting (cancelled timers excluded).
  var pendingWorkCount: Int { get }

  /// The current time in seconds since the scheduler was created, such as `1.5s`.
  var nowDescription: String { get }

  /// When the first waiting work item is due, in seconds since the scheduler was created, or nil
  /// when nothing waits.
  var nextDueDescription: String? { get }
}
