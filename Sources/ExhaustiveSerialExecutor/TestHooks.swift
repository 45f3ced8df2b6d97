// Test-only hooks of this module: what only the package's own tests call, to watch or steer the
// module from outside. Kept in this one file per module so a reader sees at once what exists only
// for tests (the Architecture article lists these files); production code never calls them.

extension RuntimeSupport {
  /// Whether the runtime has task executor preference; the live code asks `#available` instead.
  static func hasTaskExecutorPreference(
    platform: RuntimePlatform, osVersion: RuntimeOSVersion
  ) -> Bool {
    guard let floor = taskExecutorPreferenceFloor(platform) else { return true }
    return osVersion >= floor
  }
}

extension ExplorationPlan {
  /// The environment a scope reads instead of the process's, for the library's own tests (a
  /// replay inside a test that must not set a variable for every test running beside it).
  @TaskLocal static var testEnvironment: [String: String]?
}
