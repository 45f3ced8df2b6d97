import ExhaustiveTesting
import Observation
import Testing
import XCTest

@MainActor
@Observable
final class LoaderModel {
  enum Phase: Equatable {
    case idle, loading
    case loaded(String)
  }
  private(set) var phase = Phase.idle
  @ObservationIgnored let fetch: @Sendable () async -> String
  @ObservationIgnored let clock: TestClock<Duration>
  static var delayedTaskLine = 0

  init(clock: TestClock<Duration> = TestClock(), fetch: @escaping @Sendable () async -> String) {
    self.clock = clock
    self.fetch = fetch
  }

  /// Starts the load in a task of its own, as a button action does.
  func refreshButtonTapped() {
    phase = .loading
    Task {
      let value = await fetch()
      phase = .loaded(value)
    }
  }

  func refresh() async {
    phase = .loading
    let value = await Task { await fetch() }.value
    phase = .loaded(value)
  }

  /// Shows the result after a second on the clock.
  func delayedRefreshButtonTapped() {
    phase = .loading
    // The line of the task's creation, which failures name.
    Self.delayedTaskLine = #line + 1
    Task {
      try await clock.sleep(for: .seconds(1))
      phase = .loaded(await fetch())
    }
  }
}

/// Outside `withMainSerialExecutor`, each step runs in a serial scope of its own: the tasks it
/// starts finish before the check, every time.
final class ModelHarnessOwnScopeTests: XCTestCase {
  @MainActor func testAStepsTasksFinishBeforeTheCheckWithoutAScope() async {
    for _ in 0..<50 {
      let failures = await withExpectedFailures {
        let harness = ModelHarness(
          LoaderModel {
            await Task.yield()
            return "Blob"
          })
        harness.run {
          $0.refreshButtonTapped()
        } expecting: {
          $0.phase = .loaded("Blob")
        }
        await harness.run {
          await $0.refresh()
        } expecting: { _ in
        }
      }
      XCTAssertEqual(failures, [])
    }
  }

  @MainActor func testATaskStillWaitingWhenTheStepEndsIsReported() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(LoaderModel { "Blob" })
      harness.run {
        $0.delayedRefreshButtonTapped()
      } expecting: {
        $0.phase = .loading
      }
    }
    XCTAssertEqual(failures, [Self.delayedTaskStillRunning])
  }

  /// The failure of a step that leaves the delayed refresh's task sleeping.
  @MainActor private static var delayedTaskStillRunning: String {
    """
    The step ran outside withMainSerialExecutor, so the harness ran it in a serial scope of \
    its own, which ends with the step, and 1 task it started is still running (suspended \
    with nothing queued to resume them):
      • a task created in LoaderModel.delayedRefreshButtonTapped() at \
    ModelHarnessOwnScopeTests.swift:\(LoaderModel.delayedTaskLine), sleeping on a TestClock \
    until 1 second (the clock's now: 0 seconds)

    Nothing would run them deterministically after the step, so they were cancelled. Run \
    the test inside withMainSerialExecutor { … } (or with the .mainSerialExecutor trait) to \
    keep them running between steps, and resume them in later steps.
    """
  }

  /// Recording, the same failure says why nothing is written: the closure was right, and what
  /// to do with the task is the author's call.
  @MainActor func testATaskStillWaitingIsNotRecorded() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(LoaderModel { "Blob" })
      harness.record = .failures
      harness.run {
        $0.delayedRefreshButtonTapped()
      } expecting: {
        $0.phase = .loading
      }
    }
    XCTAssertEqual(
      failures,
      [
        Self.delayedTaskStillRunning + "\n\n"
          + """
          Not recorded: a task still running is not a change an expecting: closure can describe, \
          and only the test's author knows whether it should finish within the step or run on. \
          The file is unchanged: run the test inside withMainSerialExecutor, or end the task as \
          described above.
          """
      ])
  }
}

@Suite struct SwiftTestingModelHarnessOwnScopeTests {
  @Test(arguments: 0..<20)
  @MainActor
  func aStepsTasksFinishBeforeTheCheckWithoutAScope(run: Int) async {
    let harness = ModelHarness(
      LoaderModel {
        await Task.yield()
        return "Blob"
      })
    harness.run {
      $0.refreshButtonTapped()
    } expecting: {
      $0.phase = .loaded("Blob")
    }
  }
}
