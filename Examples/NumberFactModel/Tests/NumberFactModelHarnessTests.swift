import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import NumberFactModel
import XCTest

/// Episode 239's scenarios again, asserted exhaustively with ``ModelHarness``: every property
/// each step changes is written out, and a change nobody wrote fails the test.

final class NumberFactModelHarnessTests: XCTestCase {
  @MainActor func testBackToBackGetFact() async {
    await NumberFactModelHarnessScenarios.backToBackGetFact()
  }

  @MainActor func testCancel() async {
    await NumberFactModelHarnessScenarios.cancel()
  }

  @MainActor func testScreenshots() async {
    await NumberFactModelHarnessScenarios.screenshots()
  }

  @MainActor func testCountdown() async {
    await NumberFactModelHarnessScenarios.countdown()
  }

  @MainActor func testEachScenario500TimesInARow() async {
    let scenarios: [(String, @MainActor () async -> Void)] = [
      ("backToBackGetFact", NumberFactModelHarnessScenarios.backToBackGetFact),
      ("cancel", NumberFactModelHarnessScenarios.cancel),
      ("screenshots", NumberFactModelHarnessScenarios.screenshots),
      ("countdown", NumberFactModelHarnessScenarios.countdown),
    ]
    for (name, scenario) in scenarios {
      let failures = await withExpectedFailures {
        for _ in 1...500 { await scenario() }
      }
      XCTAssertEqual(failures, [], "\(name) failed in some of its 500 runs")
    }
  }
}

@MainActor
enum NumberFactModelHarnessScenarios {
  static func backToBackGetFact() async {
    await withMainSerialExecutor {
      let fact0 = AsyncStream.makeStream(of: String.self)
      let fact1 = AsyncStream.makeStream(of: String.self)
      let callCount = LockIsolated(0)
      let harness = ModelHarness(
        withDependencies {
          $0.numberFact.fact = { _ in
            let call = callCount.withValue { count -> Int in
              count += 1
              return count
            }
            let stream = call == 1 ? fact0.stream : fact1.stream
            return await stream.first(where: { _ in true }) ?? ""
          }
        } operation: {
          NumberFactModel()
        })

      var taps: [Task<Void, Never>] = []
      harness.run { model in
        taps.append(Task { await model.getFactButtonTapped() })
        taps.append(Task { await model.getFactButtonTapped() })
      } expecting: {
        // The second tap cancelled the first request, whose stream then ended empty: the
        // first tap stores that empty answer and clears the request the second tap made.
        $0.fact = ""
      }
      harness.run { _ in
        fact1.continuation.yield("0 is a great number.")
      } expecting: {
        $0.fact = "0 is a great number."
      }
      await harness.run { _ in
        fact0.continuation.yield("0 is a better number.")
        for tap in taps { await tap.value }
      }
    }
  }

  static func cancel() async {
    await withMainSerialExecutor {
      let harness = ModelHarness(
        withDependencies {
          $0.numberFact.fact = { _ in try await Task.never() }
        } operation: {
          NumberFactModel()
        })

      var tap: Task<Void, Never>?
      harness.run { model in
        tap = Task { await model.getFactButtonTapped() }
      } expecting: {
        $0.expectChange(\.factTask) { $0 != nil }
      }
      harness.run {
        $0.cancelButtonTapped()
      } expecting: {
        $0.factTask = nil
      }
      await tap?.value
    }
  }

  static func screenshots() async {
    await withMainSerialExecutor {
      let screenshots = AsyncStream.makeStream(of: Void.self)
      // The fact client is not overridden: a fact request would fail the test.
      let harness = ModelHarness(
        withDependencies {
          $0.screenshots = { screenshots.stream }
        } operation: {
          NumberFactModel()
        })

      var onTask: Task<Void, Never>?
      harness.run { model in onTask = Task { await model.onTask() } }
      harness.run { _ in
        screenshots.continuation.yield()
      } expecting: {
        $0.count = 1
      }
      harness.run { _ in
        screenshots.continuation.yield()
      } expecting: {
        $0.count += 1
      }
      await harness.run { _ in
        onTask?.cancel()
        await onTask?.value
      }
    }
  }

  static func countdown() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let harness = ModelHarness(
        withDependencies {
          $0.continuousClock = clock
        } operation: {
          CountdownModel()
        })

      var task: Task<Void, Never>?
      harness.run { model in task = Task { await model.task() } }
      await harness.run { _ in
        await clock.advance(by: .seconds(1))
      } expecting: {
        $0.countdown = 9
      }
      await harness.run { _ in await clock.advance(by: .milliseconds(999)) }
      await harness.run { _ in
        await clock.advance(by: .seconds(9))
      } expecting: {
        $0.countdown = 0
        $0.isConfettiVisible = true
      }
      await task?.value
    }
  }
}
