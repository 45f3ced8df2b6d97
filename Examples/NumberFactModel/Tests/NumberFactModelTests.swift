import ExhaustiveTesting
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
