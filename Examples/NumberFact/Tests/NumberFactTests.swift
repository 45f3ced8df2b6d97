import ExhaustiveTesting
import NumberFact
import XCTest

/// Episode 239's tests, with no `Task.yield`, no mega-yield and no sleep.
@MainActor
final class NumberFactTests: XCTestCase {
  func testGetFact() async {
    await NumberFactScenario.getFact()
  }

  func testBackToBackGetFact() async {
    await NumberFactScenario.backToBackGetFact()
  }

  func testFactFails() async {
    await NumberFactScenario.factFails()
  }

  func testCancel() async {
    await NumberFactScenario.cancel()
  }

  func testFactClearsOut() async {
    await NumberFactScenario.factClearsOut()
  }

  func testScreenshots() async {
    await NumberFactScenario.screenshots()
  }

  func testEveryScenarioIsDeterministic() async {
    for scenario in NumberFactScenario.allCases {
      var failures: [String] = []
      for _ in 1...1_000 {
        failures += await withExpectedFailures { await scenario.run() }
      }
      XCTAssertEqual(failures, [], "\(scenario.rawValue) failed")
    }
  }

  func testGetFactWithTheStepScript() {
    let facts = FactService()
    let store = NumberFactScenario.makeStore(facts: facts)
    store.assert(
      .send(.getFactButtonTapped) { $0.factRequest = 0 },
      .do { facts.answer(0, with: "0 is a good number.") },
      .receive(.factResponse("0 is a good number.")) {
        $0.fact = "0 is a good number."
        $0.factRequest = nil
      }
    )
  }

  func testWaitingForAFactNobodyAnsweredFailsAtOnce() async {
    let facts = FactService()
    let store = NumberFactScenario.makeStore(facts: facts)
    await store.send(.getFactButtonTapped, line: 1) { $0.factRequest = 0 }
    let failures = await withExpectedFailures {
      await store.receive(.factResponse("0 is a good number."), line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none: effects are stalled.

        1 effect is suspended and no sleeper is pending on a test clock. Nothing queued can \
        resume them: feed what they await (a stream, a continuation) or cancel them.

        Running effects:
          effect #1, started by send NumberFactAction.getFactButtonTapped \
        (NumberFactTests.swift:1), cancellation id: FactRequestID()

        Timeline:
          send NumberFactAction.getFactButtonTapped (NumberFactTests.swift:1)
            state changed
            effect #1 started, cancellation id: FactRequestID()
          receive NumberFactAction.factResponse("0 is a good number.") (NumberFactTests.swift:2)
        """
      ])
    await store.send(.cancelButtonTapped) { $0.factRequest = nil }
  }
}
