import ExhaustiveTestRuntime

#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that runs each test inside `withMainSerialExecutor`, so the test's
  /// body need not wrap itself.
  ///
  /// ```swift
  /// @Suite(.mainSerialExecutor) @MainActor
  /// struct ProfileModelTests {
  ///   @Test func refresh() async {
  ///     let harness = ModelHarness(ProfileModel(client: .answering("Blob")))
  ///     await harness.run { await $0.refresh() } expecting: { $0.name = "Blob" }
  ///   }
  /// }
  /// ```
  ///
  /// On a suite it applies to every test in it (and in its nested suites); on a parameterized
  /// test, to each case. Tests run in parallel as usual: each gets a scope of its own, which
  /// captures only the tasks its test starts. Failures of the scope (a stall, tasks still running
  /// at the end) are the test's, attributed to its declaration.
  public struct MainSerialExecutorTrait: TestTrait, SuiteTrait, TestScoping {
    /// Whether tasks may still be running when the test ends; see
    /// `withMainSerialExecutor(allowsUnfinishedTasks:stallTimeout:…)`.
    public var allowsUnfinishedTasks: Bool
    /// How long the test may wait for work from outside the scope before a stall is reported.
    public var stallTimeout: Duration
    /// Which orders of the test's tasks to try; see `Schedules`. `.fifo` runs the test once.
    public var schedules: Schedules = .fifo

    /// Applies to every test of a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Scopes each test case (a suite itself runs nothing of its own to scope).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? nil : self
    }

    /// Runs the test case inside `withMainSerialExecutor`.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      var location = SourceCodeLocation(
        fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      let place = test.sourceLocation
      location.testLocation = (place.fileID, place.filePath, place.line, place.column)
      guard schedules == .fifo else {
        return try await withMainSerialExecutor(
          schedules: schedules, allowsUnfinishedTasks: allowsUnfinishedTasks,
          stallTimeout: stallTimeout, at: location, operation: function)
      }
      try await withMainSerialExecutor(
        allowsUnfinishedTasks: allowsUnfinishedTasks, stallTimeout: stallTimeout,
        at: location, operation: function)
    }
  }

  extension Trait where Self == MainSerialExecutorTrait {
    /// Runs each test inside `withMainSerialExecutor`: `@Test(.mainSerialExecutor)`,
    /// `@Suite(.mainSerialExecutor)`.
    public static var mainSerialExecutor: Self {
      MainSerialExecutorTrait(allowsUnfinishedTasks: false, stallTimeout: .seconds(1))
    }

    /// Runs each test inside `withMainSerialExecutor` with these options.
    public static func mainSerialExecutor(
      allowsUnfinishedTasks: Bool = false, stallTimeout: Duration = .seconds(1)
    ) -> Self {
      MainSerialExecutorTrait(
        allowsUnfinishedTasks: allowsUnfinishedTasks, stallTimeout: stallTimeout)
    }

    /// Runs each test once per schedule of `schedules`, inside `withMainSerialExecutor`, and
    /// reports the first schedule that fails: `@Test(.mainSerialExecutor(schedules: .pct(count:
    /// 500, depth: 2)))`. See `withMainSerialExecutor(schedules:operation:)`.
    public static func mainSerialExecutor(
      schedules: Schedules, allowsUnfinishedTasks: Bool = false,
      stallTimeout: Duration = .seconds(1)
    ) -> Self {
      MainSerialExecutorTrait(
        allowsUnfinishedTasks: allowsUnfinishedTasks, stallTimeout: stallTimeout,
        schedules: schedules)
    }
  }
#endif
