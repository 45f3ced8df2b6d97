// Test-only hooks of this module: what only the package's own tests call, to watch or steer the
// module from outside. Kept in this one file per module so a reader sees at once what exists only
// for tests (the Architecture article lists these files); production code never calls them.

extension CancellationRegistry {
  /// How many registrations are live.
  package var count: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.count } } }

  /// The ids that currently have running work.
  package var ids: Set<CancelID> { state.withLock { Set($0.entries.keys) } }
}

extension ThrottleStates {
  /// How many ids have throttle state.
  package var count: Int { records.withLock { $0.count } }
}
