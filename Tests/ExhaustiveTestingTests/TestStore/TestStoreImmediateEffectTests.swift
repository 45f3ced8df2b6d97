import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// Effects that are over before their start returns (`Effect(value:)`, what is mapped from it)
/// take the store's one-lock path; they must read exactly like any other effect.
final class TestStoreImmediateEffectTests: XCTestCase {
  enum Action: Equatable {
    case burst
    case quiet
    case first
    case second
  }

  /// An immediate effect that sends two actions, and one that sends none (built with the
  /// package's `Effect(immediate:)`, since no public operator makes those shapes).
  let reducer = Reducer<Int, Action, Void> { state, action, _ in
    switch action {
    case .burst:
      state += 1
      return Effect(immediate: { send, complete in
        send(.first)
        send(.second)
        complete(.finished)
      })
    case .quiet:
      state += 1
      return Effect(immediate: { _, complete in complete(.finished) })
    case .first, .second:
      return .none
    }
  }

  func testEverythingAnImmediateEffectSendsIsQueuedAndShownInOrder() {
    let failures = withExpectedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: (), line: 0)
      store.send(.burst, line: 1) { $0 = 1 }
      store.receive(.first, line: 2)
      store.receive(.second, line: 3)
      store.send(.quiet, line: 4) { $0 = 2 }
      store.send(.burst, line: 5) { $0 = 3 }
      store.receive(.second, line: 6)
    }
    let timeline = """
      Timeline:
        send TestStoreImmediateEffectTests.Action.burst (TestStoreImmediateEffectTests.swift:1)
          state changed
          effect #1 started
          effect #1 sent TestStoreImmediateEffectTests.Action.first
          effect #1 sent TestStoreImmediateEffectTests.Action.second
          effect #1 finished
        receive TestStoreImmediateEffectTests.Action.first (TestStoreImmediateEffectTests.swift:2)
        receive TestStoreImmediateEffectTests.Action.second (TestStoreImmediateEffectTests.swift:3)
        send TestStoreImmediateEffectTests.Action.quiet (TestStoreImmediateEffectTests.swift:4)
          state changed
        send TestStoreImmediateEffectTests.Action.burst (TestStoreImmediateEffectTests.swift:5)
          state changed
          effect #2 started
          effect #2 sent TestStoreImmediateEffectTests.Action.first
          effect #2 sent TestStoreImmediateEffectTests.Action.second
          effect #2 finished
        receive TestStoreImmediateEffectTests.Action.second (TestStoreImmediateEffectTests.swift:6) — got TestStoreImmediateEffectTests.Action.first
      """
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

        − TestStoreImmediateEffectTests.Action.second
        + TestStoreImmediateEffectTests.Action.first

        (Expected: −, Received: +)

        \(timeline)

        To accept the actual behaviour, write:

          store.receive(.first)
        """,
        """
        Received 1 unexpected action: …

        Unhandled actions: [
          TestStoreImmediateEffectTests.Action.second,
        ]

        \(timeline)
          store released (created at TestStoreImmediateEffectTests.swift:0)

        To accept the actual behaviour, write:

          store.receive(.second)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """,
      ])
  }
}
