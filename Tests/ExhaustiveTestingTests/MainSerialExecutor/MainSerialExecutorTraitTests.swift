#if canImport(Testing)
  import ExhaustiveCore
  @testable import ExhaustiveTesting
  import Testing

  /// Every test of the suite runs inside its own `withMainSerialExecutor` scope, in parallel with
  /// the others: `settle()` has a queue to run (outside a scope it fails), and each scope's
  /// queue holds only its test's tasks.
  @Suite(.mainSerialExecutor) @MainActor
  struct MainSerialExecutorTraitTests {
    @Test(arguments: 0..<16)
    func eachCaseHasAScopeOfItsOwn(scope: Int) async {
      let log = await interleavedScenario(scope)
      #expect(log == ["a0", "b0", "a1", "b1", "a2", "b2"].map { "\(scope)-\($0)" })
    }

    @Test func settleRunsTheTasksTheTestStarted() async {
      let log = MainLog()
      Task { log.append("first") }
      Task { log.append("second") }
      let failures = await withExpectedFailures { await settle() }
      #expect(failures == [])
      #expect(log.entries == ["first", "second"])
    }

    @Suite struct Nested {
      @Test func nestedSuitesAreScopedToo() async {
        let failures = await withExpectedFailures { await settle() }
        #expect(failures == [])
      }
    }
  }

  /// The scope's failures are the test's, at its declaration (Swift Testing places a test at
  /// its `@Test` attribute).
  @Suite struct MainSerialExecutorTraitFailureTests {
    @Test(.expectingScopeFailureAtTheTest, .mainSerialExecutor)
    @MainActor func aTaskLeftRunningFailsTheTest() async {
      let (stream, _) = AsyncStream.makeStream(of: Int.self)
      Task { for await _ in stream {} }
      await settle()
    }

    @Test(.mainSerialExecutor(allowsUnfinishedTasks: true))
    @MainActor func optionsArePassedOn() async {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      Task { for await _ in stream {} }
      let failures = await withExpectedFailures { await settle() }
      #expect(failures == [])
      // Left running past the scope; ended here so nothing outlives the test.
      continuation.finish()
    }
  }

  /// Captures the failures of the test and of the traits after it, and checks that one came
  /// from a scope that ended with a task running, placed where Swift Testing places the test.
  struct ExpectingScopeFailure: TestTrait, TestScoping {
    func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let failures = try await withRecordedFailures { try await function() }
      let place = test.sourceLocation
      #expect(failures.map(\.location.testLocation?.line) == [place.line])
      #expect(failures.map(\.location.testLocation?.fileID) == [place.fileID])
      #expect(
        failures.first?.message.hasPrefix(
          "withMainSerialExecutor ended while 1 task is still running") == true)
    }
  }

  extension Trait where Self == ExpectingScopeFailure {
    static var expectingScopeFailureAtTheTest: Self { ExpectingScopeFailure() }
  }
#endif
