#if canImport(Testing)
  import ExhaustiveCore
  import ExhaustiveTesting
  import Testing

  /// Exploration under Swift Testing: an `#expect` in a later schedule is caught and reported
  /// once, with the schedule, at its own line; the trait runs a test once per schedule.
  @Suite(.capturingIssues) @MainActor
  struct ExplorationSwiftTestingTests {
    @Test func anExpectInALaterScheduleIsOneIssueAtItsLine() async {
      let line = #line + 8
      let issues = await recordedIssues {
        await withMainSerialExecutor(schedules: .random(count: 20, seed: 7)) {
          let log = OrderLog()
          Task.detached { await log.append("a") }
          Task.detached { await log.append("b") }
          await settle()
          let entries = await log.entries
          #expect(entries == ["a", "b"])
        }
      }
      let creator =
        "closure #1 in closure #1 in "
        + "ExplorationSwiftTestingTests.anExpectInALaterScheduleIsOneIssueAtItsLine()"
      let task1 = "task 1 (created in \(creator) at ExplorationSwiftTestingTests.swift:\(line - 4))"
      let task2 = "task 2 (created in \(creator) at ExplorationSwiftTestingTests.swift:\(line - 3))"
      #expect(
        issues.map(\.text) == [
          """
          Schedule 3 of .random(count: 20, seed: 7) failed; schedule 0, first in, first out, \
          passed.

          Replay it: EXHAUSTIVE_SCHEDULE=random-20-7:3:90bf81:1.1.2+2.1.2 swift test --filter \
          'ExplorationSwiftTestingTests/anExpectInALaterScheduleIsOneIssueAtItsLine()'

          Where it left first-in-first-out order:
            1. At choice 1 it ran \(task2) before \(task1), which was queued first: both were \
          ready for the global executor, which promises no order.
            2. At choice 2 it ran \(task2) before \(task1), which was queued first: both were \
          ready for the global executor, which promises no order.

          Expectation failed: (entries → ["b", "a"]) == ["a", "b"]
          """
        ])
      #expect(issues.map { $0.sourceLocation?.line } == [line])
    }

    @Test func theTraitRunsTheTestOncePerSchedule() async throws {
      let runs = RunCounter()
      let trait = MainSerialExecutorTrait.mainSerialExecutor(schedules: .random(count: 6))
      let test = try #require(Test.current)
      try await trait.provideScope(for: test, testCase: Test.Case.current) { runs.increment() }
      #expect(runs.value == 6)
    }

    @Test func theTraitReportsTheFirstFailingSchedule() async throws {
      let trait = MainSerialExecutorTrait.mainSerialExecutor(
        schedules: .pct(count: 50, depth: 2, seed: 1))
      let test = try #require(Test.current)
      let issues = await recordedIssues {
        try? await trait.provideScope(for: test, testCase: Test.Case.current) {
          let log = OrderLog()
          Task.detached { await log.append("a") }
          Task.detached { await log.append("b") }
          await settle()
          let entries = await log.entries
          #expect(entries == ["a", "b"])
        }
      }
      #expect(issues.count == 1)
      #expect(issues.first?.text.hasPrefix("Schedule ") == true)
    }

    /// The fixed search model of the corpus, under the trait: every schedule within two
    /// deviations of first in, first out passes.
    @Test(.mainSerialExecutor(schedules: .deviations(upTo: 2)))
    func theFixedSearchPassesEveryScheduleWithinTwoDeviations() async {
      let model = SearchModel(cancelsStaleSearches: true) { [$0] }
      model.queryChanged("a")
      model.queryChanged("ab")
      await settle()
      #expect(model.results == ["ab"])
    }
  }
#endif
