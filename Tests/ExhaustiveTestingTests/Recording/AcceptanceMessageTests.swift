import ExhaustiveTesting
import XCTest

/// The "To accept the actual behaviour, write:" section that ends state mismatches and
/// unhandled actions, pinned in full: it follows the test's style (the `assert` script, or
/// calls on the store, with `await` in an async test), read from the test's source.
final class AcceptanceMessageTests: XCTestCase {
  /// The part of each failure after its timeline.
  private func sections(_ failures: [String]) -> [String] {
    failures.map {
      $0.components(separatedBy: "\n\nTo accept the actual behaviour, write:\n\n").dropFirst()
        .joined()
    }
  }

  func testScriptStateMismatch() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.incrementTapped) {
          $0.count = 2
        }
      )
    }
    XCTAssertEqual(
      sections(failures),
      [
        """
          .send(.incrementTapped) {
            $0.count = 1
          }
        """
      ])
  }

  func testImperativeUnhandledActionBeforeASend() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 1)
      store.send(.incrementTapped) { $0.count = 1 }
      store.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
    }
    XCTAssertEqual(
      sections(failures),
      [
        """
          store.receive(.searchResponse(["a1", "a2"]))

        These steps leave out the state the actions change: it shows when they are received, \
        or `store.record = .failures` writes it.
        """
      ])
  }

  // Inserted before the send, each step keeps the comma it is written with.
  func testSeveralUnhandledActionsBeforeASendInAScript() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled) { $0.isTimerOn = true },
        .do { scheduler.advance(by: 2) },
        .send(.timerToggled) { $0.isTimerOn = false }
      )
    }
    XCTAssertEqual(
      sections(failures),
      [
        """
          .receive(.timerTicked),
          .receive(.timerTicked),

        These steps leave out the state the actions change: it shows when they are received, \
        or `store.record = .failures` writes it.
        """
      ])
  }

  func testAsyncForm() async {
    let (store, _) = makeFeatureStore()
    let failures = await withExpectedFailures {
      await store.send(.incrementTapped) { $0.count = 3 }
    }
    XCTAssertEqual(
      sections(failures),
      [
        """
          await store.send(.incrementTapped) {
            $0.count = 1
          }
        """
      ])
  }

  /// The closure turns the state before the step (no results) into the actual one, whatever the
  /// test's closure wrote.
  func testReceiveReplacesTheWholeClosure() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 1)
      store.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1"] }
    }
    XCTAssertEqual(
      sections(failures),
      [
        """
          store.receive(.searchResponse(["a1", "a2"])) {
            $0.results = ["a1", "a2"]
          }
        """
      ])
  }
}
