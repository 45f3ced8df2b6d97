import ExhaustiveTesting
import XCTest

/// Exhaustive checks: every received action handled, every effect finished.
final class TestStoreExhaustivityTests: XCTestCase {
  func testHandlingEveryActionAndEffectPasses() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled) { $0.isTimerOn = true },
        .do { scheduler.advance(by: 2) },
        .receive(.timerTicked) { $0.count = 1 },
        .receive(.timerTicked) { $0.count = 2 },
        .send(.timerToggled) { $0.isTimerOn = false }
      )
    }
    XCTAssertEqual(failures, [])
  }

  /// Episode 103's passing script: the second tap comes half a second in, so the first delayed
  /// sort is cancelled in flight and only the second one's action arrives.
  func testEpisode103TappingTwiceWithinASecond() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: milkAndEggs,
      reducer: todosReducer,
      environment: TodosEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: .unimplemented)
    )
    let failures = withExpectedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped)) { $0.todos[0].isComplete = true },
        .do { scheduler.advance(by: 0.5) },
        .send(.todo(index: 0, action: .checkboxTapped)) { $0.todos[0].isComplete = false },
        .do { scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted)
      )
    }
    XCTAssertEqual(failures, [])
  }

  /// Episode 103's failing script: the same, waiting a full second (the episode's
  /// `XCTWaiter.wait(…, timeout: 1)`) before the second tap, so the first sort's action arrives
  /// before it.
  ///
  /// The episode shows three failures, the first sort's action listed at the tap, at the next
  /// step and at the end. Here each unhandled action makes one failure: the first sort's at the
  /// tap (the script's receive then takes it, late), the second sort's at the end.
  func testEpisode103WaitingAFullSecondBeforeTheSecondTap() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: milkAndEggs,
      reducer: todosReducer,
      environment: TodosEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: .unimplemented)
    )
    let failures = withRecordedFailures {
      store.assert(
        .send(.todo(index: 0, action: .checkboxTapped), line: 1) {
          $0.todos[0].isComplete = true
        },
        .do(line: 2) { scheduler.advance(by: 1) },
        .send(.todo(index: 0, action: .checkboxTapped), line: 3) {
          $0.todos[0].isComplete = false
        },
        .do(line: 4) { scheduler.advance(by: 1) },
        .receive(.todoDelayCompleted, line: 5),
        line: 6
      )
    }
    let unhandled = """
      Unhandled actions: [
        TodosAction.todoDelayCompleted,
      ]
      """
    let firstWait = """
      Timeline:
        send TodosAction.todo(index: 0, action: TodoAction.checkboxTapped) \
      (TestStoreExhaustivityTests.swift:1)
          state changed
          effect #1 started, cancellation id: CancelDelayId()
        do (TestStoreExhaustivityTests.swift:2)
          effect #1 sent TodosAction.todoDelayCompleted
          effect #1 finished
          scheduler advanced by 1s (0s → 1s), ran 2 work items
      """
    let secondTap = """
        send TodosAction.todo(index: 0, action: TodoAction.checkboxTapped) \
      (TestStoreExhaustivityTests.swift:3)
          state changed
          effect #2 started, cancellation id: CancelDelayId()
      """
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Must handle 1 received action before sending an action: …

        \(unhandled)

        \(firstWait)

        To accept the actual behaviour, write:

          store.receive(.todoDelayCompleted)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """,
        """
        Received 1 unexpected action: …

        \(unhandled)

        \(firstWait)
        \(secondTap)
          do (TestStoreExhaustivityTests.swift:4)
            effect #2 sent TodosAction.todoDelayCompleted
            effect #2 finished
            scheduler advanced by 1s (1s → 2s), ran 2 work items
          receive TodosAction.todoDelayCompleted (TestStoreExhaustivityTests.swift:5)
          end of assert (TestStoreExhaustivityTests.swift:6)

        To accept the actual behaviour, write:

          store.receive(.todoDelayCompleted)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """,
      ])
    XCTAssertEqual(failures.map(\.location.line), [3, 6])
    // Neither sort moved Milk: it was incomplete again by the time each action was reduced.
    XCTAssertEqual(store.state.todos.map(\.description), ["Milk", "Eggs"])
  }

  /// An unhandled action is listed once, at the first step that finds it, though the next step
  /// and the end of the script find it still queued.
  func testAnUnhandledActionIsListedOnceThoughLaterStepsFindItToo() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a"), line: 1) { $0.query = "a" },
        .do(line: 2) { scheduler.advance(by: 1) },
        .send(.incrementTapped, line: 3) { $0.count = 1 },
        .do(line: 4) { scheduler.advance(by: 1) },
        line: 5
      )
    }
    let timeline = """
      Timeline:
        send FeatureAction.queryChanged("a") (TestStoreExhaustivityTests.swift:1)
          state changed
          effect #1 started, cancellation id: SearchID()
        do (TestStoreExhaustivityTests.swift:2)
          effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
          effect #1 finished
          scheduler advanced by 1s (0s → 1s), ran 1 work item
      """
    XCTAssertEqual(
      failures,
      [
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          FeatureAction.searchResponse(
            [
              "a1",
              "a2",
            ]
          ),
        ]

        \(timeline)

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"]))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testUnhandledActionsBeforeAnEnvironmentStep() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled, line: 1) { $0.isTimerOn = true },
        .do(line: 2) { scheduler.advance(by: 2) },
        .environment(line: 3) { _ in },
        .receive(.timerTicked, line: 4) { $0.count = 1 },
        .receive(.timerTicked, line: 5) { $0.count = 2 },
        .send(.timerToggled, line: 6) { $0.isTimerOn = false },
        line: 7
      )
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "\n\nTimeline:")[0] },
      [
        """
        Must handle 2 received actions before performing this work: …

        Unhandled actions: [
          FeatureAction.timerTicked,
          FeatureAction.timerTicked,
        ]
        """
      ])
  }

  func testAnEnvironmentStepWithNothingQueuedPasses() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a")) { $0.query = "a" },
        .do { scheduler.advance(by: 0.5) },
        .receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] },
        .environment { $0.mainQueue = DispatchQueue.immediate.eraseToAnyScheduler() },
        .send(.queryChanged("b")) { $0.query = "b" },
        .receive(.searchResponse(["b1", "b2"])) { $0.results = ["b1", "b2"] }
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testSeveralUnexpectedActionsAtTheEnd() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled, line: 1) { $0.isTimerOn = true },
        .do(line: 2) { scheduler.advance(by: 2) },
        line: 3
      )
    }
    XCTAssertEqual(
      failures.first,
      """
      Received 2 unexpected actions: …

      Unhandled actions: [
        FeatureAction.timerTicked,
        FeatureAction.timerTicked,
      ]

      Timeline:
        send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:1)
          state changed
          effect #1 started, cancellation id: TimerID()
        do (TestStoreExhaustivityTests.swift:2)
          effect #1 sent FeatureAction.timerTicked
          effect #1 sent FeatureAction.timerTicked
          scheduler advanced by 2s (0s → 2s), ran 2 work items
        end of assert (TestStoreExhaustivityTests.swift:3)

      To accept the actual behaviour, write:

        store.receive(.timerTicked)
        store.receive(.timerTicked)

      These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
      """)
    XCTAssertEqual(failures.count, 2)  // then "1 effect still running", the timer
    store.skipInFlightEffects()
  }

  /// Issue 16 §10: the actions listed before a step are not listed again at the end.
  func testActionsListedBeforeASendAreNotListedAgainAtTheEnd() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled, line: 1) { $0.isTimerOn = true },
        .do(line: 2) { scheduler.advance(by: 2) },
        .send(.timerToggled, line: 3) { $0.isTimerOn = false },
        line: 4
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        Must handle 2 received actions before sending an action: …

        Unhandled actions: [
          FeatureAction.timerTicked,
          FeatureAction.timerTicked,
        ]

        Timeline:
          send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:1)
            state changed
            effect #1 started, cancellation id: TimerID()
          do (TestStoreExhaustivityTests.swift:2)
            effect #1 sent FeatureAction.timerTicked
            effect #1 sent FeatureAction.timerTicked
            scheduler advanced by 2s (0s → 2s), ran 2 work items

        To accept the actual behaviour, write:

          store.receive(.timerTicked)
          store.receive(.timerTicked)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  /// Issue 16 §10, driven imperatively: listed at the send, not again when the store is
  /// released.
  func testActionsListedBeforeASendAreNotListedAgainWhenTheStoreIsReleased() {
    let failures = withRecordedFailures {
      let (store, scheduler) = makeFeatureStore(line: 1)
      store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
      scheduler.advance(by: 0.5)
      store.send(.incrementTapped, line: 3) { $0.count = 1 }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          FeatureAction.searchResponse(
            [
              "a1",
              "a2",
            ]
          ),
        ]

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreExhaustivityTests.swift:2)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"]))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [3])
  }

  /// A listed action the test does not receive next is dropped, not reported again as the
  /// unexpected action of the next receive.
  func testAnActionListedBeforeASendDoesNotFailTheNextReceive() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 0.5)
      store.send(.queryChanged("b")) { $0.query = "b" }
      scheduler.advance(by: 0.5)
      store.receive(.searchResponse(["b1", "b2"])) { $0.results = ["b1", "b2"] }
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: ":")[0] },
      ["Must handle 1 received action before sending an action"])
    XCTAssertEqual(store.state.results, ["b1", "b2"])
  }

  /// An async receive does not take already-listed actions for the one it waits for: with
  /// nothing else queued it reports the stalled effects, not an empty queue.
  func testAnAsyncReceiveStillWaitsWhenOnlyListedActionsAreQueued() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.sendTwice)
    let failures = await withExpectedFailures {
      await store.send(.startTimer) { $0.isTimerOn = true }
      await store.receive(.tick) { $0.ticks = 1 }
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "\n")[0] },
      [
        "Must handle 2 received actions before sending an action: …",
        "Expected to receive an action, but received none: effects are stalled.",
      ])
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stopTimer) { $0.isTimerOn = false }
  }

  /// A listed action may still be received, late: the receive takes it, without a second
  /// failure.
  func testAnActionListedBeforeAStepCanStillBeReceivedLate() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 0.5)
      store.send(.incrementTapped) { $0.count = 1 }
      store.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: ":")[0] },
      ["Must handle 1 received action before sending an action"])
    XCTAssertEqual(store.state.results, ["a1", "a2"])
  }

  func testReleasingAnImperativeStoreWithUnhandledActionsFails() {
    let failures = withRecordedFailures {
      let (store, scheduler) = makeFeatureStore(line: 1)
      store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
      scheduler.advance(by: 0.5)
    }
    // Found at the release, reported at the last step the test wrote.
    XCTAssertEqual(failures.map(\.location.line), [2])
    XCTAssertEqual(
      failures.map(\.message),
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
          send FeatureAction.queryChanged("a") (TestStoreExhaustivityTests.swift:2)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          store released (created at TestStoreExhaustivityTests.swift:1)

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"]))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testReleasingAnImperativeStoreThatHandledEverythingPasses() {
    let failures = withExpectedFailures {
      let (store, scheduler) = makeFeatureStore()
      store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 0.5)
      store.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
    }
    XCTAssertEqual(failures, [])
  }

  func testEffectsStillRunningAtTheEndAreListedWithTheirOrigin() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled, line: 1) { $0.isTimerOn = true },
        .send(.queryChanged("a"), line: 2) { $0.query = "a" },
        line: 3
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        2 effects still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:1), cancellation id: TimerID()
          effect #2, started by send FeatureAction.queryChanged("a") (TestStoreExhaustivityTests.swift:2), cancellation id: SearchID()

        2 work items are pending on a TestScheduler, the next due at 0.5s (now 0s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:1)
            state changed
            effect #1 started, cancellation id: TimerID()
          send FeatureAction.queryChanged("a") (TestStoreExhaustivityTests.swift:2)
            state changed
            effect #2 started, cancellation id: SearchID()
          end of assert (TestStoreExhaustivityTests.swift:3)
        """
      ])
    // Reported once: releasing the store afterwards does not report them again.
    let afterRelease = withExpectedFailures { store.skipInFlightEffects(strict: false) }
    XCTAssertEqual(afterRelease, [])
  }

  func testOneEffectStillRunningIsSingular() {
    let failures = withExpectedFailures {
      let (store, _) = makeFeatureStore(line: 1)
      store.send(.timerToggled, line: 2) { $0.isTimerOn = true }
    }
    XCTAssertEqual(
      failures,
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:2), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 1s (now 0s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:2)
            state changed
            effect #1 started, cancellation id: TimerID()
          store released (created at TestStoreExhaustivityTests.swift:1)
        """
      ])
  }

  func testAnEffectFoundRunningAtReleaseIsReportedAtTheStepThatStartedIt() {
    let failures = withRecordedFailures {
      let (store, scheduler) = makeFeatureStore(line: 1)
      store.send(.timerToggled, line: 2) { $0.isTimerOn = true }
      scheduler.advance(by: 1)
      store.receive(.timerTicked, line: 3) { $0.count = 1 }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:2), cancellation id: TimerID()

        1 work item is pending on a TestScheduler, due at 2s (now 1s): advance the scheduler.

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send FeatureAction.timerToggled (TestStoreExhaustivityTests.swift:2)
            state changed
            effect #1 started, cancellation id: TimerID()
            effect #1 sent FeatureAction.timerTicked
            scheduler advanced by 1s (0s → 1s), ran 1 work item
          receive FeatureAction.timerTicked (TestStoreExhaustivityTests.swift:3)
            state changed
          store released (created at TestStoreExhaustivityTests.swift:1)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [2])
  }

  func testCancellingTheLongLivingEffectSatisfiesTheCheck() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.timerToggled) { $0.isTimerOn = true },
        .do { scheduler.advance(by: 1) },
        .receive(.timerTicked) { $0.count = 1 },
        .send(.timerToggled) { $0.isTimerOn = false },
        .do { scheduler.advance(by: 10) }
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testEffectsOfTwoStoresNeverCancelEachOther() {
    let (first, firstScheduler) = makeFeatureStore()
    let (second, _) = makeFeatureStore()
    first.send(.queryChanged("a")) { $0.query = "a" }
    second.send(.cancelSearchTapped)
    firstScheduler.advance(by: 0.5)
    first.receive(.searchResponse(["a1", "a2"])) { $0.results = ["a1", "a2"] }
  }
}
