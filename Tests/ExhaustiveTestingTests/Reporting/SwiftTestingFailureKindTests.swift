import ExhaustiveCore
import ExhaustiveTesting
import Testing

/// Every kind of test store failure reaches Swift Testing as a recorded issue whose text opens
/// with DESIGN.md's wording. (The full texts are pinned by the XCTest goldens; these prove the
/// route to `Issue.record`, which `withExpectedFailures` bypasses. The issues are captured, not
/// printed as known issues: see `CapturedIssues`.)
@Suite(.capturingIssues) struct SwiftTestingFailureKindTests {
  @Test func pendingActionBeforeASend() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a")) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    expectIssue(opening: "Must handle 1 received action before sending an action: …") {
      store.send(.incrementTapped) { $0.count = 1 }
    }
    store.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
  }

  @Test func pendingActionsBeforeWork() {
    let (store, scheduler) = makeFeatureStore()
    expectIssue(opening: "Must handle 1 received action before performing this work: …") {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .do { scheduler.advance(by: 0.5) },
        .do {},
        .receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
      )
    }
  }

  @Test func unexpectedActionsAtTheEndOfAnAssert() {
    let (store, scheduler) = makeFeatureStore()
    expectIssue(opening: "Received 1 unexpected action: …") {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .do { scheduler.advance(by: 0.5) }
      )
    }
  }

  @Test func aDifferentReceivedAction() {
    let (store, scheduler) = makeFeatureStore()
    store.send(.queryChanged("a")) { $0.query = "a" }
    scheduler.advance(by: 0.5)
    expectIssue(opening: "Received unexpected action: …") {
      store.receive(.searchResponse(["b1"])) { $0.results = ["a1", "a2"] }
    }
  }

  @Test func aClosureThatChangesNothing() {
    let (store, _) = makeFeatureStore()
    expectIssue(opening: "Expected state to change, but no change occurred.") {
      store.send(.nothingTapped) { _ in }
    }
  }

  @Test func twoEffectsStillRunning() {
    let (store, _) = makeFeatureStore()
    expectIssue(
      opening: "2 effects still running. All effects must complete by the end of the assertion."
    ) {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .send(.timerToggled) { $0.isTimerOn = true }
      )
    }
  }

  @Test func assertTakesAnArrayOfSteps() {
    let (store, scheduler) = makeFeatureStore()
    let steps: [TestStore<FeatureState, FeatureAction, FeatureEnvironment>.Step] = [
      .send(.queryChanged("a")) { $0.query = "a" },
      .do { scheduler.advance(by: 0.5) },
      .receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] },
    ]
    store.assert(steps)
    #expect(store.state.results == ["a1", "a2"])
  }

  @Test func skippedAssertionsAreNotesNotFailures() {
    let (store, scheduler) = makeFeatureStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    // Routed to Swift Testing, a note is recorded as an issue that is not a failure: were it a
    // failure, this test would fail.
    let recorded = recordedIssues { store.send(.queryChanged("a")) }
    #expect(recorded.map(\.isFailure) == [false])
    #expect(recorded.map { $0.text.hasPrefix("Skipped assertions: …\n\n") } == [true])
    scheduler.advance(by: 0.5)
    // Captured, the notes read as the exhaustive failures would have: the queued response, then
    // the count that changed without a closure.
    let notes = withNotes { store.send(.incrementTapped) }
    #expect(notes.count == 2)
    #expect(notes.allSatisfy { $0.hasPrefix("Skipped assertions: …\n\n") })
    #expect(notes.first?.contains("Must handle 1 received action before sending an action") == true)
    #expect(notes.last?.contains("State change does not match expectation") == true)
  }
}

/// Runs `body` expecting exactly one recorded failure whose text starts with `opening`.
private func expectIssue(
  opening: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () -> Void
) {
  let issues = recordedIssues(body)
  #expect(
    issues.map { String($0.text.prefix(while: { $0 != "\n" })) } == [opening],
    sourceLocation: sourceLocation)
  #expect(issues.map(\.isFailure) == [true], sourceLocation: sourceLocation)
}
