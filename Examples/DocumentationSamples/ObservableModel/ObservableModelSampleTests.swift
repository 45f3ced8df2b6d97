// The tests of the "Testing an @Observable model" article. This target treats every warning as
// an error: the article's snippets compile without one.
import ExhaustiveTesting
import Foundation
import Testing
import XCTest

/// Answers from a list, one a call: a string, or `nil` for a failure.
final class Answers: Sendable {
  private let queue: LockedAnswers

  init(_ answers: [String?]) { queue = LockedAnswers(answers) }

  var client: ProfileClient {
    ProfileClient { [queue] in
      guard let answer = queue.next() else { throw URLError(.notConnectedToInternet) }
      return answer
    }
  }
}

final class LockedAnswers: @unchecked Sendable {
  // Unchecked: `answers` is only touched under `lock`.
  private let lock = NSLock()
  private var answers: [String?]
  init(_ answers: [String?]) { self.answers = answers }
  func next() -> String? {
    lock.withLock { answers.isEmpty ? nil : answers.removeFirst() }
  }
}

// MARK: - The article's Swift Testing suite

@Suite(.mainSerialExecutor) @MainActor
struct ProfileModelTests {
  @Test func refreshLoadsTheName() async {
    let model = ProfileModel(client: ProfileClient { "Blob" }, clock: TestClock())
    let harness = ModelHarness(model)

    await harness.run {
      await $0.refresh()
    } expecting: {
      $0.phase = .loaded("Blob")
    }
  }

  @Test func aFailureRetriesAfterACountdown() async {
    let clock = TestClock()
    let answers = Answers([nil, "Blob"])
    let harness = ModelHarness(ProfileModel(client: answers.client, clock: clock))

    await harness.run {
      await $0.refresh()
    } expecting: {
      $0.phase = .failed
      $0.secondsUntilRetry = 3
    }
    await harness.run { _ in
      await clock.advance(by: .seconds(1))
    } expecting: {
      $0.secondsUntilRetry -= 1
    }
    await harness.run { _ in
      await clock.advance(by: .seconds(2))
    } expecting: {
      $0.secondsUntilRetry = 0
      $0.phase = .loaded("Blob")
    }
  }

  @Test func cancellingTheRetry() async {
    let clock = TestClock()
    let harness = ModelHarness(ProfileModel(client: Answers([nil]).client, clock: clock))

    await harness.run {
      await $0.refresh()
    } expecting: {
      $0.phase = .failed
      $0.secondsUntilRetry = 3
    }
    harness.run {
      $0.cancelRetryButtonTapped()
    } expecting: {
      $0.secondsUntilRetry = 0
    }
  }
}

// MARK: - The article's XCTest form

final class ProfileModelXCTests: XCTestCase {
  @MainActor
  func testRefreshLoadsTheName() async {
    await withMainSerialExecutor {
      let harness = ModelHarness(ProfileModel(client: ProfileClient { "Blob" }, clock: TestClock()))
      harness.run { model in
        Task { await model.refresh() }
      } expecting: {
        $0.phase = .loaded("Blob")
      }
    }
  }
}

// MARK: - The mistakes the article shows, and their failures

final class ProfileModelMistakeTests: XCTestCase {
  @MainActor
  func testAChangeLeftOut() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let harness = ModelHarness(
          ProfileModel(client: Answers([nil]).client, clock: TestClock()))
        await harness.run {
          await $0.refresh()
        } expecting: {
          $0.phase = .failed
        }
        harness.run { $0.cancelRetryButtonTapped() }
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          ProfileModel(
            phase: ProfileModel.Phase.failed,
        −   secondsUntilRetry: 0
        +   secondsUntilRetry: 3
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.phase = .failed
            $0.secondsUntilRetry = 3
          }
        """,
        """
        State change does not match expectation: …

          ProfileModel(
            phase: ProfileModel.Phase.failed,
        −   secondsUntilRetry: 3
        +   secondsUntilRetry: 0
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.secondsUntilRetry = 0
          }
        """,
      ])
  }

  @MainActor
  func testTheRetryLeftRunning() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let harness = ModelHarness(
          ProfileModel(client: Answers([nil]).client, clock: TestClock()))
        await harness.run {
          await $0.refresh()
        } expecting: {
          $0.phase = .failed
          $0.secondsUntilRetry = 3
        }
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing \
        queued to resume them):
          • a task created in ProfileModel.scheduleRetry() at ProfileModel.swift:47, sleeping on \
        a TestClock until 1 second (the clock's now: 0 seconds)

        Advance the test clock, feed what they await (a stream, a continuation), or cancel them \
        before the scope ends. Pass allowsUnfinishedTasks: true to leave them running. They were \
        cancelled.
        """
      ])
  }

  @MainActor
  func testAClientThatNeverAnswers() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(stallTimeout: .zero) {
        let client = ProfileClient {
          // Never answers: waits for a stream nobody feeds, until cancelled.
          let (never, _) = AsyncStream.makeStream(of: Never.self)
          for await _ in never {}
          throw CancellationError()
        }
        let harness = ModelHarness(ProfileModel(client: client, clock: TestClock()))
        await harness.run {
          await $0.refresh()
        } expecting: {
          $0.phase = .loaded("Blob")
        }
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The test is suspended inside withMainSerialExecutor and nothing arrived to resume it \
        within the stall timeout (0 seconds); no task started in the scope is alive, so what it \
        awaits is outside the scope's sight.

        A task sleeping in real time (Task.sleep, ContinuousClock) longer than the stall timeout \
        waits where the scope cannot advance it: give the model a clock, and the test a TestClock, or \
        pass a longer stallTimeout. Otherwise it awaits what nothing will deliver: feed what it awaits \
        (a stream, a continuation). The scope's tasks were cancelled so the test can go on.
        """,
        """
        State change does not match expectation: …

          ProfileModel(
        −   phase: ProfileModel.Phase.loaded("Blob"),
        +   phase: ProfileModel.Phase.failed,
        −   secondsUntilRetry: 0
        +   secondsUntilRetry: 3
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.phase = .failed
            $0.secondsUntilRetry = 3
          }
        """,
        // Cancelled, the request failed, and the model scheduled its retry.
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing \
        queued to resume them):
          • a task created in ProfileModel.scheduleRetry() at ProfileModel.swift:47, sleeping on \
        a TestClock until 1 second (the clock's now: 0 seconds)

        Advance the test clock, feed what they await (a stream, a continuation), or cancel them \
        before the scope ends. Pass allowsUnfinishedTasks: true to leave them running. They were \
        cancelled.
        """,
      ])
  }

  @MainActor
  func testAStepOutsideAScopeThatLeavesATaskWaiting() async {
    let failures = await withExpectedFailures {
      let harness = ModelHarness(
        ProfileModel(client: Answers([nil]).client, clock: TestClock()))
      await harness.run {
        await $0.refresh()
      } expecting: {
        $0.phase = .failed
        $0.secondsUntilRetry = 3
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The step ran outside withMainSerialExecutor, so the harness ran it in a serial scope of \
        its own, which ends with the step, and 1 task it started is still running (suspended \
        with nothing queued to resume them):
          • a task created in ProfileModel.scheduleRetry() at ProfileModel.swift:47, sleeping on \
        a TestClock until 1 second (the clock's now: 0 seconds)

        Nothing would run them deterministically after the step, so they were cancelled. Run \
        the test inside withMainSerialExecutor { … } (or with the .mainSerialExecutor trait) to \
        keep them running between steps, and resume them in later steps.
        """
      ])
  }
}
