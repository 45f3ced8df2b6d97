import ExhaustiveUnsafe

/// What runs a test's work when its time moves: a test store's executor (its effects), or the
/// serial scope of `withMainSerialExecutor` (every task the test starts).
///
/// Test time (`TestClock`, `TestScheduler`, in ExhaustiveTime) depends on this protocol and on
/// nothing of the executor or the store: each of those registers how to find its driver of the
/// current task (``TimeDrivers/register(_:lookup:)``), and a clock asks ``TimeDrivers/current``.
/// So the clocks can be read and changed without reading the executor, and the executor without
/// reading the clocks.
package protocol TimeDriver: AnyObject, Sendable {
  /// Runs the work that became ready (a sleeper woken, a scheduled action run) until only what
  /// waits on time, or on the test, is left. Called by the clock or scheduler that moved time.
  func settle()

  /// Notes a sleep that the current task started on a test clock, so the driver's stall and
  /// end-of-test failures can name it while it is pending.
  func noteSleep(on clock: ObjectIdentifier, _ sleep: PendingSleep)
}

/// A sleep on a test clock, as a driver's failure messages describe it.
package struct PendingSleep: Sendable {
  /// The sleep's deadline and the clock's time, as messages print them; nil once it is over.
  package var describe: @Sendable () -> (deadline: String, now: String)?
  /// The time left on each sleep of the clock that the driver with this identity runs.
  package var remainingForDriver: @Sendable (ObjectIdentifier) -> [Duration]

  /// A sleep described by the two closures.
  package init(
    describe: @escaping @Sendable () -> (deadline: String, now: String)?,
    remainingForDriver: @escaping @Sendable (ObjectIdentifier) -> [Duration]
  ) {
    self.describe = describe
    self.remainingForDriver = remainingForDriver
  }
}

/// Where a clock finds the drivers of the current task.
///
/// Process-wide state (listed in the Architecture article): two lookups, each set once by the
/// target that owns the driver, the first time it makes one (before that, no task can have one).
package enum TimeDrivers {
  /// The two kinds of driver a task can have, both at once (a store's effect inside a scope).
  package enum Kind: Sendable {
    /// A test store's executor, which runs its effects' jobs.
    case executor
    /// A `withMainSerialExecutor` scope, which runs every job of the tasks started in it.
    case scope
  }

  /// The drivers of the current task.
  package struct Current {
    /// The test store executor whose job is running, if any.
    package var executor: (any TimeDriver)?
    /// The serial scope the task belongs to, if any.
    package var scope: (any TimeDriver)?

    /// Whether something other than the test moves this task's work along when time moves.
    package var isDriven: Bool { executor != nil || scope != nil }
  }

  private typealias Lookup = @Sendable () -> (any TimeDriver)?

  /// The two lookups; a struct of plain optionals, each written once, so a closure is stored
  /// as it was passed (no `??` that would wrap it in a fresh thunk).
  private struct Lookups {
    var executor: Lookup?
    var scope: Lookup?
  }

  private static let lookups = Lock(Lookups())

  /// Sets how to find the current task's driver of `kind`; later calls change nothing.
  package static func register(
    _ kind: Kind, lookup: @escaping @Sendable () -> (any TimeDriver)?
  ) {
    lookups.withLock { lookups in
      switch kind {
      case .executor where lookups.executor == nil: lookups.executor = lookup
      case .scope where lookups.scope == nil: lookups.scope = lookup
      case .executor, .scope: break
      }
    }
  }

  /// The current task's drivers.
  package static var current: Current {
    let found = lookups.withLock { $0 }
    return Current(executor: found.executor?(), scope: found.scope?())
  }

  /// Settles the current task's serial scope, when it has one: what a clock or scheduler does
  /// after moving time, so the tasks it resumed run before it returns.
  package static func settleScope() {
    current.scope?.settle()
  }
}
