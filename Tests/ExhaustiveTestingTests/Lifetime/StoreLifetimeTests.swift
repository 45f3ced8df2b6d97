import ExhaustiveTesting
import XCTest

/// The end-of-test checks run when the test that created the store ends, however the test keeps
/// its store: each mistake fails once, and a store that handled everything stays silent.
final class StoreLifetimeTests: XCTestCase {
  /// What the fixture's test ends with: the timer it started at line 2 still running, and a
  /// search response (to the query sent at line 3) it never received.
  private func leaveAnActionAndAnEffect(
    _ store: TestStore<FeatureState, FeatureAction, FeatureEnvironment>,
    _ scheduler: TestSchedulerOf<DispatchQueue>
  ) {
    store.send(.timerToggled, line: 2) { $0.isTimerOn = true }
    store.send(.queryChanged("a"), line: 3) { $0.query = "a" }
    scheduler.advance(by: 0.5)
  }

  private func expectedFailures(endOfTest name: String) -> [String] {
    [
      """
      Received 1 unexpected action: …

      Unhandled actions: [
        FeatureAction.searchResponse(
          [
            "a1",
            "a2",
          ]
        ),
      ]

      Timeline:
        send FeatureAction.timerToggled (StoreLifetimeTests.swift:2)
          state changed
          effect #1 started, cancellation id: TimerID()
        send FeatureAction.queryChanged("a") (StoreLifetimeTests.swift:3)
          state changed
          effect #2 started, cancellation id: SearchID()
          effect #2 sent FeatureAction.searchResponse(["a1", "a2"])
          effect #2 finished
          scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
        end of test \(name) (store created at OwnTestRun.swift:1)

      To accept the actual behaviour, write:

        store.receive(.searchResponse(["a1", "a2"]))

      These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
      """,
      """
      1 effect still running. All effects must complete by the end of the assertion.

      Running effects:
        effect #1, started by send FeatureAction.timerToggled (StoreLifetimeTests.swift:2), \
      cancellation id: TimerID()

      1 work item is pending on a TestScheduler, due at 1s (now 0.5s): advance the scheduler.

      To fix it:
        • let them finish: advance their scheduler or test clock, or feed what they await;
        • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
        • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

      Timeline:
        send FeatureAction.timerToggled (StoreLifetimeTests.swift:2)
          state changed
          effect #1 started, cancellation id: TimerID()
        send FeatureAction.queryChanged("a") (StoreLifetimeTests.swift:3)
          state changed
          effect #2 started, cancellation id: SearchID()
          effect #2 sent FeatureAction.searchResponse(["a1", "a2"])
          effect #2 finished
          scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
        end of test \(name) (store created at OwnTestRun.swift:1)
      """,
    ]
  }

  func testAStoreSetInSetUpIsCheckedWhenItsTestEnds() {
    let test = OwnTestRun.run { test in
      self.leaveAnActionAndAnEffect(test.store, test.scheduler)
    }
    expect(test.recordedFailures.map(\.message), expectedFailures(endOfTest: test.name))
    // Unreceived actions at the last step, the running effect at the step that started it.
    expect(test.recordedFailures.map(\.line), [3, 2])
    // Released long after its test: nothing is reported twice.
    let later = withExpectedFailures { test.store = nil }
    expect(later, [])
  }

  func testAnOptionalPropertyIsCheckedWhenItsTestEnds() {
    let test = OwnTestRun.run { test in
      test.optionalStore = test.store
      test.store = nil
      self.leaveAnActionAndAnEffect(test.optionalStore!, test.scheduler)
    }
    expect(test.recordedFailures.map(\.message), expectedFailures(endOfTest: test.name))
  }

  func testAStoreCapturedByAClosureThatOutlivesTheTestIsCheckedOnce() {
    var keepAlive: (() -> Int)?
    let test = OwnTestRun.run { test in
      let store = test.store!
      test.store = nil
      keepAlive = { store.state.count }
      self.leaveAnActionAndAnEffect(store, test.scheduler)
    }
    expect(test.recordedFailures.map(\.message), expectedFailures(endOfTest: test.name))
    expect(keepAlive?(), 0)
    let later = withExpectedFailures { keepAlive = nil }
    expect(later, [])
  }

  func testAStoreThatHandledEverythingStaysSilent() {
    let test = OwnTestRun.run { test in
      test.store.send(.queryChanged("a")) { $0.query = "a" }
      test.scheduler.advance(by: 0.5)
      test.store.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
      test.store.send(.timerToggled) { $0.isTimerOn = true }
      test.store.send(.timerToggled) { $0.isTimerOn = false }
    }
    expect(test.recordedFailures.map(\.message), [])
  }

  func testAStoreReportedByAnAssertIsNotReportedAgainAtTheEnd() {
    let test = OwnTestRun.run { test in
      test.store.assert(
        .send(.timerToggled, line: 3) { $0.isTimerOn = true },
        line: 4
      )
    }
    // One failure, from the end of the `assert`: the test's end adds none.
    expect(test.recordedFailures.map(\.line), [4])
  }

  func testEffectsOfTheAsyncStoreAreCheckedWhenItsTestEnds() {
    let fixture = AsyncFixture()
    var store: TestStore<AsyncState, AsyncAction, AsyncEnvironment>?
    let test = OwnTestRun.run(makingStoreInSetUp: false) { _ in
      store = fixture.makeStore()
      store?.send(.listen, line: 2)
    }
    expect(
      test.recordedFailures.map(\.message),
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send AsyncAction.listen (StoreLifetimeTests.swift:2), \
        cancellation id: ListenID()

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send AsyncAction.listen (StoreLifetimeTests.swift:2)
            effect #1 started, cancellation id: ListenID()
          end of test \(test.name) (store created at AsyncFeature.swift:93)
        """
      ])
    expect(withExpectedFailures { store = nil }, [])
  }

  func testAStoreUsedByALaterTestIsCheckedAtThatTestsEndToo() {
    var shared: TestStore<FeatureState, FeatureAction, FeatureEnvironment>?
    var scheduler: TestSchedulerOf<DispatchQueue>?
    let first = OwnTestRun.run { test in
      shared = test.store
      scheduler = test.scheduler
      test.store.send(.incrementTapped) { $0.count = 1 }
    }
    expect(first.recordedFailures.map(\.message), [])
    let second = OwnTestRun.run(makingStoreInSetUp: false) { _ in
      shared?.send(.timerToggled, line: 3) { $0.isTimerOn = true }
    }
    expect(second.recordedFailures.map(\.line), [3])
    expect(
      second.recordedFailures.first?.message.hasPrefix("1 effect still running."), true)
    expect(
      second.recordedFailures.first?.message.hasSuffix(
        "end of test \(second.name) (store created at OwnTestRun.swift:1)"), true)
    _ = scheduler
  }
}
