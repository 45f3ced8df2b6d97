// Test-only hooks of this module: what only the package's own tests call, to watch or steer the
// module from outside. Kept in this one file per module so a reader sees at once what exists only
// for tests (the Architecture article lists these files); production code never calls them.

extension TestExecutor {
  /// Drains the queue, then describes why the remaining effect tasks cannot make progress, or
  /// returns nil when none is left.
  ///
  /// Once the queue is empty, a live task is suspended on something only the test can provide
  /// (advancing a test clock, yielding to a stream, resuming a continuation), or on work outside
  /// this executor.
  package func stall() -> EffectStall? {
    runUntilIdle()
    let liveTasks = liveTaskCount
    guard liveTasks > 0 else { return nil }
    return EffectStall(suspendedEffects: liveTasks, pendingSleepers: pendingSleepers)
  }
}
