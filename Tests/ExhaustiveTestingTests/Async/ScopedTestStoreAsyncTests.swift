import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// What a view of `AsyncFeature` shows, and the actions it sends.
private struct AsyncView: Equatable {
  var ticks: Int
  var loaded: String?

  init(_ state: AsyncState) {
    ticks = state.ticks
    loaded = state.loaded
  }
}

private enum AsyncViewAction {
  case startTapped
  case stopTapped
  case loadTapped

  var feature: AsyncAction {
    switch self {
    case .startTapped: .startTimer
    case .stopTapped: .stopTimer
    case .loadTapped: .load
    }
  }
}

/// A scoped store's async steps: the same as a test store's, on the view.
final class ScopedTestStoreAsyncTests: XCTestCase {
  func testEffectsRunAndAreReceivedThroughTheView() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore(load: { "hello" })
      .scope(state: AsyncView.init, action: \AsyncViewAction.feature)
    await store.send(.startTapped)
    await fixture.clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.ticks = 1 }
    let isTick: (AsyncAction) -> Bool = { $0 == .tick }
    await store.receive(isTick) { $0.ticks = 2 }
    await store.send(.stopTapped)
    await store.send(.loadTapped)
    await store.receive(/AsyncAction.loaded) { $0.loaded = "hello" }
    await store.finish()
  }

  func testAWrongViewStateFailsWithTheViewsDiff() async {
    let line = #line
    let failures = await withExpectedFailures {
      let store = AsyncFixture().makeStore(load: { "hello" })
        .scope(state: AsyncView.init, action: \AsyncViewAction.feature)
      await store.send(.loadTapped)
      await store.receive(.loaded("hello")) { $0.loaded = "bye" }
    }
    // The accepted code is read from the test's own lines: the steps are awaited.
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          AsyncView(
            ticks: 0,
        −   loaded: "bye"
        +   loaded: "hello"
          )

        (Expected: −, Actual: +)

        Timeline:
          send AsyncAction.load (ScopedTestStoreAsyncTests.swift:\(line + 4))
            effect #1 started
            effect #1 sent AsyncAction.loaded("hello")
            effect #1 finished
          receive AsyncAction.loaded("hello") (ScopedTestStoreAsyncTests.swift:\(line + 5))
            state changed

        To accept the actual behaviour, write:

          await store.receive(.loaded("hello")) {
            $0.loaded = "hello"
          }
        """
      ])
  }

  func testReceivingFromStalledEffectsFailsAtOnce() async {
    let failures = await withExpectedFailures {
      let store = AsyncFixture().makeStore()
        .scope(state: AsyncView.init, action: \AsyncViewAction.feature)
      await store.send(.startTapped, line: 1)
      await store.receive(.tick, line: 2) { $0.ticks = 1 }
      await store.send(.stopTapped, line: 3)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none: effects are stalled.

        1 effect is suspended and 1 sleeper is pending on a test clock (due in 1.0 seconds). \
        Nothing queued can resume them: advance the test clock or cancel them.

        Running effects:
          effect #1, started by send AsyncAction.startTimer (ScopedTestStoreAsyncTests.swift:1), \
        cancellation id: TickerID()

        Timeline:
          send AsyncAction.startTimer (ScopedTestStoreAsyncTests.swift:1)
            effect #1 started, cancellation id: TickerID()
          receive AsyncAction.tick (ScopedTestStoreAsyncTests.swift:2)
        """
      ])
  }
}
