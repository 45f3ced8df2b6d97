/// What every task created inside a `withMainSerialExecutor` scope holds while it lives: the
/// scope counts its live tasks by the ticket's holders.
///
/// The runtime copies a task's task-local values into every unstructured task it creates (one
/// strong reference each) and releases them when that task completes; nothing else ever holds a
/// ticket. That last part is why the count is not taken on ``ScopeMarker``, as it once was: the
/// marker is read on every hop of the scope's code (the runtime hooks), and any code that keeps
/// it (`SerialScope.current`, a helper that caches it) would count as a task that never ends,
/// or, read on another thread at the wrong moment, as one that just started. The ticket's
/// task-local is bound beside the marker wherever a scope opens, and never read: no code can get
/// hold of it.
///
/// A count that reads no reference count at all would need the runtime to run code when it
/// copies a task-local (a C++ copy constructor, which would put C++ interoperability on every
/// client) or a task's private status word; neither is worth it while the ticket is
/// unreachable.
package final class ScopeTicket: Sendable {
  /// Bound beside ``ScopeMarker/current``; never read, so that only task-local storage holds it.
  @TaskLocal package static var current: ScopeTicket?

  /// How many references the ticket has: the scope's marker, each binding, each live task.
  var holders: Int { Int(_getRetainCount(self)) }
}
