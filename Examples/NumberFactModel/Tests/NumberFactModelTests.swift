import ExhaustiveDependencies
import ExhaustiveTesting
import NumberFactModel
import XCTest

/// Each scenario once, then 10,000 times in a row (the episode's flakiness bar, raised).
@MainActor
final class NumberFactModelTests: XCTestCase {
  func testBackToBackGetFact() async {
    await NumberFactModelScenarios.backToBackGetFact()
  }

  func testCancel() async {
    await NumberFactModelScenarios.cancel()
  }

  func testScreenshots() async {
    await NumberFactModelScenarios.screenshots()
  }

  func testCountdown() async {
    await NumberFactModelScenarios.countdown()
  }

  /// A request left in flight fails the test, naming the tasks still alive where they were
  /// created: the test's tap and the model's request.
  func testARequestLeftInFlightIsNamed() async {
    var line = 0
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let model = withDependencies {
          $0.numberFact.fact = { _ in try await Task.never() }
        } operation: {
          NumberFactModel()
        }
        line = #line + 1
        Task { await model.getFactButtonTapped() }
        await settle()
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 2 tasks are still running (suspended with nothing \
        queued to resume them):
          • a task created in closure #1 in closure #1 in \
        NumberFactModelTests.testARequestLeftInFlightIsNamed() at NumberFactModelTests.swift:\(line)
          • a task created in NumberFactModel.getFactButtonTapped() at NumberFactModel.swift:47

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.
        """
      ])
  }

  func testEachScenario10000TimesInARow() async {
    let scenarios: [(String, () async -> Void)] = [
      ("backToBackGetFact", NumberFactModelScenarios.backToBackGetFact),
      ("cancel", NumberFactModelScenarios.cancel),
      ("screenshots", NumberFactModelScenarios.screenshots),
      ("countdown", NumberFactModelScenarios.countdown),
    ]
    for (name, scenario) in scenarios {
      let failures = await withExpectedFailures {
        for _ in 1...10_000 { await scenario() }
      }
      XCTAssertEqual(failures, [], "\(name) failed in some of its 10,000 runs")
    }
  }
}
