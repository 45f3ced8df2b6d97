// Test-only hooks of this module: what only the package's own tests call, to watch or steer the
// module from outside. Kept in this one file per module so a reader sees at once what exists only
// for tests (the Architecture article lists these files); production code never calls them.

extension TestClock {
  /// How many sleepers are waiting to be woken (for tests of the clock itself).
  package var sleeperCount: Int { state.withLock { $0.sleepers.count } }
}

extension TestScheduler {
  /// How many keys the queue holds, cancelled work not yet dropped included (for tests that
  /// check cancelled work does not pile up).
  package var queuedKeyCount: Int {
    state.withLock { $0.queue.count }
  }
}
