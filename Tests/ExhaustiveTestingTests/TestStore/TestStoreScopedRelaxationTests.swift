import ExhaustiveTesting
import Testing
import XCTest

/// `withExhaustivity(_:_:)`, the store-wide `timeout` and `TestStoreTask.isCancelled`.
final class TestStoreScopedRelaxationTests: XCTestCase {
  /// Inside the block the store is non-exhaustive; after it, the store's own setting is back,
  /// and a mistake there fails as usual.
  func testABlockRelaxesOnlyItsOwnSteps() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.withExhaustivity(.off) {
        store.send(.queryChanged("a"))  // query and the debounced search: not asserted
        scheduler.advance(by: 0.5)
        store.send(.incrementTapped) { $0.count = 1 }  // the response is reduced first
      }
      XCTAssertEqual(store.exhaustivity, .on)
      XCTAssertEqual(store.state.results, ["a1", "a2"])
      store.send(.incrementTapped, line: 1)
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 1,
        +   count: 2,
            query: "a",
            results: […],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreScopedRelaxationTests.swift:13)
            state changed
            effect #1 started, cancellation id: SearchID()
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
            skipped receive FeatureAction.searchResponse(["a1", "a2"])
            state changed
          send FeatureAction.incrementTapped (TestStoreScopedRelaxationTests.swift:15)
            state changed
          send FeatureAction.incrementTapped (TestStoreScopedRelaxationTests.swift:1)
            state changed

        To accept the actual behaviour, write:

          store.send(.incrementTapped) {
            $0.count = 2
          }
        """
      ])
  }

  /// A block that throws still restores the setting, and hands its value or error through.
  func testABlockRestoresTheSettingWhenItThrows() {
    struct Stop: Error {}
    let (store, _) = makeFeatureStore()
    store.exhaustivity = .on(except: .effects)
    XCTAssertThrowsError(try store.withExhaustivity(.off) { throw Stop() })
    XCTAssertEqual(store.exhaustivity, .on(except: .effects))
    XCTAssertEqual(store.withExhaustivity(.off) { store.exhaustivity }, .off)
    XCTAssertEqual(store.exhaustivity, .on(except: .effects))
  }

  /// A scoped store relaxes for a block too, and restores.
  func testAScopedStoreRelaxesForABlock() {
    let (parent, _) = makeFeatureStore()
    let store = parent.scope(state: \.count, action: { (_: Void) in FeatureAction.incrementTapped })
    let failures = withExpectedFailures {
      store.withExhaustivity(.off) { store.send(()) }
      XCTAssertEqual(store.exhaustivity, .on)
      store.send(()) { $0 = 2 }
    }
    XCTAssertEqual(failures, [])
  }

  func testTheAsyncBlockRelaxesAsyncSteps() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    await store.withExhaustivity(.off) {
      await store.send(.sendTwice)
      await store.receive(.echo(2))  // .echo(1) skipped
    }
    XCTAssertEqual(store.exhaustivity, .on)
    let failures = await withExpectedFailures {
      await store.send(.sendTwice)
      await store.receive(.echo(2), line: 1)
    }
    XCTAssertEqual(
      failures.first?.components(separatedBy: "\n\n").prefix(2).joined(separator: "\n\n"),
      """
      Received unexpected action: …

      − AsyncAction.echo(2)
      + AsyncAction.echo(1)
      """)
    await store.receive(.echo(2))
  }

  /// The store's `timeout` is what a receive without its own waits, in real time.
  func testTheStoreWideTimeoutAppliesToReceiveAndFinish() async {
    let store = AsyncFixture().makeStore(load: {
      await Task.detached { "from outside" }.value
    })
    store.timeout = .seconds(10)
    await store.send(.load)
    await store.receive(.loaded("from outside")) { $0.loaded = "from outside" }

    let finishing = AsyncFixture().makeStore(load: {
      await Task.detached { "from outside" }.value
    })
    finishing.timeout = .seconds(10)
    finishing.exhaustivity = .on(except: .receivedActions)
    let task = await finishing.send(.load)
    await task.finish()
    XCTAssertFalse(task.isRunning)
    await finishing.finish()
  }

  /// A per-call timeout wins over the store's: here the store would wait 10 s, the call 10 ms.
  func testAPerCallTimeoutOverridesTheStores() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    store.timeout = .seconds(10)
    await store.send(.listen, line: 1)
    let failures = await withExpectedFailures {
      await store.receive(.event(1), timeout: .milliseconds(10), line: 2)
    }
    XCTAssertEqual(
      failures.first?.components(separatedBy: "\n\n").prefix(2).joined(separator: "\n\n"),
      """
      Expected to receive an action, but received none: effects are stalled.

      1 effect is suspended and no sleeper is pending on a test clock. Nothing resumed them \
      within 0.01 seconds: feed what they await (a stream, a continuation) or cancel them.
      """)
    await store.send(.stopListening)
  }

  /// `isCancelled` tells a cancelled effect from one that finished, whoever cancelled it.
  func testIsCancelledTellsCancellationFromFinishing() async {
    // One store per stream: a stream whose reader was cancelled is over for any later reader.
    let byHandleStore = AsyncFixture().makeStore()
    let byHandle = await byHandleStore.send(.listen)
    XCTAssertFalse(byHandle.isCancelled)
    await byHandle.cancel()
    XCTAssertTrue(byHandle.isCancelled)

    let store = AsyncFixture().makeStore()
    let byID = await store.send(.listen)
    XCTAssertTrue(byID.isRunning)
    XCTAssertFalse(byID.isCancelled)
    await store.send(.stopListening)
    XCTAssertTrue(byID.isCancelled)
    XCTAssertFalse(byID.isRunning)

    let finished = await store.send(.load)
    await store.receive(.loaded("loaded")) { $0.loaded = "loaded" }
    XCTAssertFalse(finished.isCancelled)
    XCTAssertFalse(finished.isRunning)

    let none = await store.send(.stopListening)
    XCTAssertFalse(none.isCancelled)

    let skipped = await store.send(.startTimer) { $0.isTimerOn = true }
    store.skipInFlightEffects()
    XCTAssertTrue(skipped.isCancelled)
  }
}

/// The same relaxation under Swift Testing.
@Suite struct SwiftTestingScopedRelaxationTests {
  @Test func aBlockRelaxesAndRestores() async {
    let store = AsyncFixture().makeStore()
    await store.withExhaustivity(.off(showSkippedAssertions: false)) {
      await store.send(.sendTwice)
      await store.receive(.echo(2))
    }
    #expect(store.exhaustivity == .on)
  }
}
