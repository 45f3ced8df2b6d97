import ExhaustiveTesting
import Testing

/// Failures must reach Swift Testing on Linux too (swift-custom-dump's `expectNoDifference`
/// silently passes there). The first three prove the route to `Issue.record`, which
/// `withExpectedFailures` bypasses: they capture the recorded issues (see `CapturedIssues`) rather
/// than print them as known issues.
@Suite(.capturingIssues) struct SwiftTestingReportingTests {
  @Test func expectNoDifferenceRecordsAnIssue() {
    let issues = recordedIssues {
      expectNoDifference(1, 2)
    }
    #expect(
      issues.map(\.text) == [
        """
        expectNoDifference failed: …

        − 1
        + 2

        (Expected: −, Actual: +)
        """
      ])
    #expect(issues.map(\.isFailure) == [true])
  }

  @Test func reportFailureRecordsAnIssue() {
    let issues = recordedIssues {
      reportFailure("recorded")
    }
    #expect(issues.map(\.text) == ["recorded"])
    #expect(issues.map(\.isFailure) == [true])
  }

  @Test func testStoreFailureRecordsAnIssue() {
    let (store, _) = makeFeatureStore()
    let issues = recordedIssues {
      store.send(.incrementTapped, line: 1) { $0.count = 2 }
    }
    #expect(
      issues.map(\.text) == [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 2,
        +   count: 1,
            query: "",
            results: [],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.incrementTapped (SwiftTestingReportingTests.swift:1)
            state changed

        To accept the actual behaviour, write:

          store.send(.incrementTapped) {
            $0.count = 1
          }
        """
      ])
    #expect(issues.map(\.sourceLocation?.line) == [1])
  }

  @Test func withExpectedFailuresCapturesUnderSwiftTesting() {
    let failures = withExpectedFailures {
      expectNoDifference([1, 2], [1, 3])
    }
    #expect(
      failures == [
        """
        expectNoDifference failed: …

          [
            1,
        −   2,
        +   3,
          ]

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func goldenReceivedNone() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.receive(.timerTicked, line: 1)
    }
    #expect(
      failures == [
        """
        Expected to receive an action, but received none.

        Timeline:
          receive FeatureAction.timerTicked (SwiftTestingReportingTests.swift:1)

        To accept the actual behaviour, delete this step.
        """
      ])
  }

  @Test func goldenEffectsStillRunning() {
    let failures = withExpectedFailures {
      let (store, _) = makeFeatureStore(line: 1)
      store.send(.timerToggled, line: 2) { $0.isTimerOn = true }
    }
    #expect(
      failures == [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled (SwiftTestingReportingTests.swift:2), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 1s (now 0s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.timerToggled (SwiftTestingReportingTests.swift:2)
            state changed
            effect #1 started, cancellation id: TimerID()
          store released (created at SwiftTestingReportingTests.swift:1)
        """
      ])
  }

  @Test func goldenStateMismatchAndTimeline() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled, line: 1) { $0.isTimerOn = true },
        .do(line: 2) { scheduler.advance(by: 1) },
        .receive(.timerTicked, line: 3) { $0.count = 2 },
        .send(.timerToggled, line: 4) { $0.isTimerOn = false },
        line: 5
      )
    }
    #expect(
      failures == [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 2,
        +   count: 1,
            query: "",
            results: [],
            isTimerOn: true
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.timerToggled (SwiftTestingReportingTests.swift:1)
            state changed
            effect #1 started, cancellation id: TimerID()
          do (SwiftTestingReportingTests.swift:2)
            effect #1 sent FeatureAction.timerTicked
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          receive FeatureAction.timerTicked (SwiftTestingReportingTests.swift:3)
            state changed

        To accept the actual behaviour, write:

          store.receive(.timerTicked) {
            $0.count = 1
          }
        """
      ])
  }
}
