import ExhaustiveTestRuntime

/// A store's executor drives the test time of its effects: a test clock that wakes one of its
/// sleepers runs the executor until idle before it wakes the next, and the store's failures name
/// the sleeps still pending (ExhaustiveTime finds the executor through `TimeDrivers`, and depends
/// on nothing here).
extension TestExecutor: TimeDriver {
  /// Registers the lookup of the current task's executor; evaluated by the first executor made.
  static let registerAsTimeDriver: Void = TimeDrivers.register(.executor) { TestExecutor.current }

  /// Runs the queued jobs until none is left.
  package func settle() {
    runUntilIdle()
  }

  /// Remembers the clock, so a failure can list the time left on each of this executor's
  /// sleeps on it.
  package func noteSleep(on clock: ObjectIdentifier, _ sleep: PendingSleep) {
    let executor = ObjectIdentifier(self)
    trackSleepers(of: clock) { sleep.remainingForDriver(executor) }
  }
}
