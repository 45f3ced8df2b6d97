import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class TestStoreAsyncTests: XCTestCase {
  func testATimerDrivenByATestClock() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.startTimer) { $0.isTimerOn = true }
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await fixture.clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await store.send(.stopTimer) { $0.isTimerOn = false }
  }

  func testAnAsyncTaskEffect() async {
    let store = AsyncFixture().makeStore(load: { "hello" })
    await store.send(.load)
    await store.receive(.loaded("hello")) { $0.loaded = "hello" }
  }

  func testAnEffectAboutToReturnAfterItsLastActionIsNotReportedAsRunning() async {
    let failures = await withExpectedFailures {
      let store = AsyncFixture().makeStore()
      await store.send(.sendTwice)
      await store.receive(.echo(1))
      await store.receive(.echo(2))
    }
    XCTAssertEqual(failures, [])
  }

  func testReceivingFromEffectsWaitingOnATestClockFailsAtOnce() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.startTimer, line: 1) { $0.isTimerOn = true }
    let failures = await withExpectedFailures {
      await store.receive(.tick, line: 2) { $0.ticks = 1 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none: effects are stalled.

        1 effect is suspended and 1 sleeper is pending on a test clock (due in 1.0 seconds). \
        Nothing queued can resume them: advance the test clock or cancel them.

        Running effects:
          effect #1, started by send AsyncAction.startTimer (TestStoreAsyncTests.swift:1), \
        cancellation id: TickerID()

        Timeline:
          send AsyncAction.startTimer (TestStoreAsyncTests.swift:1)
            state changed
            effect #1 started, cancellation id: TickerID()
          receive AsyncAction.tick (TestStoreAsyncTests.swift:2)
        """
      ])
    await store.send(.stopTimer) { $0.isTimerOn = false }
  }

  func testFinishingWhileAnEffectWaitsOnAStreamFailsAtOnce() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.listen, line: 1)
    let failures = await withExpectedFailures {
      await store.finish(line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected all effects to finish, but they are stalled.

        1 effect is suspended and no sleeper is pending on a test clock. Nothing queued can \
        resume them: feed what they await (a stream, a continuation) or cancel them.

        Running effects:
          effect #1, started by send AsyncAction.listen (TestStoreAsyncTests.swift:1), \
        cancellation id: ListenID()

        Timeline:
          send AsyncAction.listen (TestStoreAsyncTests.swift:1)
            effect #1 started, cancellation id: ListenID()
          finish (TestStoreAsyncTests.swift:2)
        """
      ])
    await store.send(.stopListening)
  }

  func testFinishReturnsOnceEveryEffectFinished() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.listen)
    fixture.events.continuation.yield(1)
    fixture.events.continuation.finish()
    await store.finish()
    await store.receive(.event(1)) { $0.events = [1] }
  }

  func testASendHandleCancelsItsEffects() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    let listening = await store.send(.listen)
    XCTAssertTrue(listening.isRunning)
    fixture.events.continuation.yield(1)
    await store.receive(.event(1)) { $0.events = [1] }
    fixture.events.continuation.yield(2)
    await store.receive(.event(2)) { $0.events = [1, 2] }
    await listening.cancel()
    XCTAssertFalse(listening.isRunning)
    XCTAssertEqual(store.executor.liveTaskCount, 0)
  }

  func testASendHandleFinishesWhenItsEffectsDo() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    let listening = await store.send(.listen)
    fixture.events.continuation.finish()
    await listening.finish()
    XCTAssertFalse(listening.isRunning)
  }

  func testASendHandleOnlyCoversTheEffectsOfItsAction() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    let timer = await store.send(.startTimer, line: 1) { $0.isTimerOn = true }
    await store.send(.listen)
    fixture.events.continuation.finish()
    let failures = await withExpectedFailures { await timer.finish(line: 2) }
    XCTAssertEqual(
      failures.first?.components(separatedBy: "\n\nTimeline:").first,
      """
      Expected all effects to finish, but they are stalled.

      1 effect is suspended and 1 sleeper is pending on a test clock (due in 1.0 seconds). \
      Nothing queued can resume them: advance the test clock or cancel them.

      Running effects:
        effect #1, started by send AsyncAction.startTimer (TestStoreAsyncTests.swift:1), \
      cancellation id: TickerID()
      """)
    await timer.cancel()
    XCTAssertFalse(timer.isRunning)
  }

  func testAStalledEffectIsNotReportedAgainWhenTheStoreIsReleased() async {
    let fixture = AsyncFixture()
    let failures = await withExpectedFailures {
      let store = fixture.makeStore()
      await store.send(.startTimer, line: 1) { $0.isTimerOn = true }
      await store.receive(.tick, line: 2) { $0.ticks = 1 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none: effects are stalled.

        1 effect is suspended and 1 sleeper is pending on a test clock (due in 1.0 seconds). \
        Nothing queued can resume them: advance the test clock or cancel them.

        Running effects:
          effect #1, started by send AsyncAction.startTimer (TestStoreAsyncTests.swift:1), \
        cancellation id: TickerID()

        Timeline:
          send AsyncAction.startTimer (TestStoreAsyncTests.swift:1)
            state changed
            effect #1 started, cancellation id: TickerID()
          receive AsyncAction.tick (TestStoreAsyncTests.swift:2)
        """
      ])
  }

  func testAStalledSendHandleLeavesTheOtherEffectsToTheEndOfTheTest() async {
    let fixture = AsyncFixture()
    let failures = await withExpectedFailures {
      let store = fixture.makeStore()
      let timer = await store.send(.startTimer, line: 1) { $0.isTimerOn = true }
      await store.send(.listen, line: 2)
      await timer.finish(line: 3)
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(
      failures.last,
      """
      1 effect still running. All effects must complete by the end of the assertion.

      Running effects:
        effect #2, started by send AsyncAction.listen (TestStoreAsyncTests.swift:2), \
      cancellation id: ListenID()

      To fix it:
        • let them finish: advance their scheduler or test clock, or feed what they await;
        • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
        • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

      Timeline:
        send AsyncAction.startTimer (TestStoreAsyncTests.swift:1)
          state changed
          effect #1 started, cancellation id: TickerID()
        send AsyncAction.listen (TestStoreAsyncTests.swift:2)
          effect #2 started, cancellation id: ListenID()
        finish (TestStoreAsyncTests.swift:3)
        store released (created at AsyncFeature.swift:93)
      """)
  }

  func testSkipInFlightEffectsCancelsAsyncWork() async {
    let fixture = AsyncFixture()
    let failures = await withExpectedFailures {
      let store = fixture.makeStore()
      await store.send(.startTimer) { $0.isTimerOn = true }
      await store.send(.listen)
      store.skipInFlightEffects()
      XCTAssertEqual(fixture.clock.sleeperCount, 0)
      XCTAssertEqual(store.executor.liveTaskCount, 0)
    }
    XCTAssertEqual(failures, [])
  }

  func testEffectsStillRunningWhenTheStoreIsReleasedAreReported() async {
    let fixture = AsyncFixture()
    let failures = await withExpectedFailures {
      let store = fixture.makeStore()
      await store.send(.listen)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.hasPrefix("1 effect still running.") == true)
    XCTAssertEqual(fixture.clock.sleeperCount, 0)
  }

  func testAStoreOnlyRunsItsOwnEffects() async {
    let first = AsyncFixture()
    let second = AsyncFixture()
    let firstStore = first.makeStore()
    let secondStore = second.makeStore()
    await firstStore.send(.listen)
    await secondStore.send(.listen)
    first.events.continuation.yield(1)
    // Draining the second store never runs the first store's effects.
    let failures = await withExpectedFailures { await secondStore.finish() }
    XCTAssertEqual(failures.count, 1)
    XCTAssertFalse(firstStore.executor.isIdle)
    await firstStore.receive(.event(1)) { $0.events = [1] }
    await firstStore.send(.stopListening)
    await secondStore.send(.stopListening)
  }

  func testATimeoutWaitsForWorkOutsideTheStore() async {
    // The real-time path: the effect awaits a detached task on the global executor.
    let store = AsyncFixture().makeStore(load: {
      await Task.detached { "from outside" }.value
    })
    await store.send(.load)
    await store.receive(.loaded("from outside"), timeout: .seconds(10)) {
      $0.loaded = "from outside"
    }
  }

  func testATimeoutThatPassesNamesHowLongTheStoreWaited() async {
    // The real-time path, kept tiny.
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.listen, line: 1)
    let failures = await withExpectedFailures {
      await store.receive(.event(1), timeout: .milliseconds(10), line: 2)
    }
    XCTAssertEqual(
      failures.first?.components(separatedBy: "\n\nRunning effects:").first,
      """
      Expected to receive an action, but received none: effects are stalled.

      1 effect is suspended and no sleeper is pending on a test clock. Nothing resumed them \
      within 0.01 seconds: feed what they await (a stream, a continuation) or cancel them.
      """)
    await store.send(.stopListening)
  }

  func testReceivingWithNothingRunningKeepsTheSynchronousMessage() async {
    let store = AsyncFixture().makeStore()
    let failures = await withExpectedFailures { await store.receive(.tick, line: 1) }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none.

        Timeline:
          receive AsyncAction.tick (TestStoreAsyncTests.swift:1)

        To accept the actual behaviour, delete this step.
        """
      ])
  }

  func testReceivingByPredicateAndCasePath() async {
    let store = AsyncFixture().makeStore()
    await store.send(.sendTwice)
    await store.receive({ $0 == .echo(1) })
    await store.receive(/AsyncAction.echo)
  }

  func testOneClockSettlesTheEffectsOfEveryStoreThatSleepsOnIt() async {
    let shared = AsyncFixture()
    let first = shared.makeStore()
    let second = shared.makeStore()
    await first.send(.startTimer) { $0.isTimerOn = true }
    await second.send(.startTimer) { $0.isTimerOn = true }
    await shared.clock.advance(by: .seconds(1))
    XCTAssertEqual(first.executor.isIdle, true)
    XCTAssertEqual(second.executor.isIdle, true)
    await first.receive(.tick) { $0.ticks = 1 }
    await second.receive(.tick) { $0.ticks = 1 }
    await first.send(.stopTimer) { $0.isTimerOn = false }
    await second.send(.stopTimer) { $0.isTimerOn = false }
  }

  func testANonExhaustiveReceiveSkipsToTheMatchingAction() async {
    let store = AsyncFixture().makeStore()
    store.exhaustivity = .off
    await store.send(.sendTwice)
    await store.receive(.echo(2))
    await store.finish()
  }

  func testAnEffectSleepingOnAnUnimplementedClockFailsOnceAndStops() async {
    let failures = await withRecordedFailures {
      let store = TestStore(
        initialState: AsyncState(),
        reducer: asyncReducer,
        environment: AsyncEnvironment(
          clock: UnimplementedClock("mainClock", line: 1), load: { "" },
          events: { AsyncStream { $0.finish() } }),
        line: 2
      )
      await store.send(.startTimer, line: 3) { $0.isTimerOn = true }
      await store.finish(line: 4)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented: mainClock.sleep(for: 1 second) was called.

        Timeline:
          send AsyncAction.startTimer (TestStoreAsyncTests.swift:3)
            state changed
            effect #1 started, cancellation id: TickerID()
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [3])
  }

  func testTheStepScriptRunsAsyncEffects() {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    store.assert(
      .send(.listen),
      .do { fixture.events.continuation.yield(1) },
      .receive(.event(1)) { $0.events = [1] },
      .send(.startTimer) { $0.isTimerOn = true },
      .do { fixture.clock.advance(by: .seconds(1)) },
      .receive(.tick) { $0.ticks = 1 },
      .send(.stopTimer) { $0.isTimerOn = false },
      .do { fixture.events.continuation.finish() }
    )
  }

  func testTheSynchronousAPIRunsAsyncEffectsToo() {
    let store = AsyncFixture().makeStore(load: { "sync" })
    store.send(.load)
    store.receive(.loaded("sync")) { $0.loaded = "sync" }
  }
}

@MainActor
final class MainActorTestStoreAsyncTests: XCTestCase {
  var expectedTicks = 1

  func testTrailingClosuresMayCaptureTheMainActorTestCase() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.send(.startTimer) { $0.isTimerOn = true }
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = self.expectedTicks }
    await store.send(.stopTimer) { $0.isTimerOn = false }
    await store.finish()
  }
}
