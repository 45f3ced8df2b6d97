import ExhaustiveTesting
import XCTest

/// Issue 16 §7: however much a test leaves unhandled, one failure prints a bounded message.
final class TestStoreFailureOutputTests: XCTestCase {
  func testThreeUnhandledActionsAreAllListed() {
    let store = makeBurstStore()
    let failures = withExpectedFailures {
      store.assert(.send(.burst(3), line: 1), line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received 3 unexpected actions: …

        Unhandled actions: [
          BurstAction.tick(0),
          BurstAction.tick(1),
          BurstAction.tick(2),
        ]

        Timeline:
          send BurstAction.burst(3) (TestStoreFailureOutputTests.swift:1)
            effect #1 started
            effect #1 sent BurstAction.tick(0)
            effect #1 sent BurstAction.tick(1)
            effect #1 sent BurstAction.tick(2)
            effect #1 finished
          end of assert (TestStoreFailureOutputTests.swift:2)

        To accept the actual behaviour, write:

          store.receive(.tick(0))
          store.receive(.tick(1))
          store.receive(.tick(2))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testTwentyOneUnhandledActionsListTheFirstAndLastTen() {
    let store = makeBurstStore()
    let failures = withExpectedFailures {
      store.assert(.send(.burst(21), line: 1), line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received 21 unexpected actions: …

        Unhandled actions: [
          BurstAction.tick(0),
          BurstAction.tick(1),
          BurstAction.tick(2),
          BurstAction.tick(3),
          BurstAction.tick(4),
          BurstAction.tick(5),
          BurstAction.tick(6),
          BurstAction.tick(7),
          BurstAction.tick(8),
          BurstAction.tick(9),
          … (1 more)
          BurstAction.tick(11),
          BurstAction.tick(12),
          BurstAction.tick(13),
          BurstAction.tick(14),
          BurstAction.tick(15),
          BurstAction.tick(16),
          BurstAction.tick(17),
          BurstAction.tick(18),
          BurstAction.tick(19),
          BurstAction.tick(20),
        ]

        Timeline:
          send BurstAction.burst(21) (TestStoreFailureOutputTests.swift:1)
            effect #1 started
            effect #1 sent BurstAction.tick(0)
            effect #1 sent BurstAction.tick(1)
            effect #1 sent BurstAction.tick(2)
            effect #1 sent BurstAction.tick(3)
            effect #1 sent BurstAction.tick(4)
            effect #1 sent BurstAction.tick(5)
            effect #1 sent BurstAction.tick(6)
            effect #1 sent BurstAction.tick(7)
            effect #1 sent BurstAction.tick(8)
            effect #1 sent BurstAction.tick(9)
            effect #1 sent BurstAction.tick(10)
            effect #1 sent BurstAction.tick(11)
            effect #1 sent BurstAction.tick(12)
            effect #1 sent BurstAction.tick(13)
            effect #1 sent BurstAction.tick(14)
            effect #1 sent BurstAction.tick(15)
            effect #1 sent BurstAction.tick(16)
            effect #1 sent BurstAction.tick(17)
            effect #1 sent BurstAction.tick(18)
            effect #1 sent BurstAction.tick(19)
            effect #1 sent BurstAction.tick(20)
            effect #1 finished
          end of assert (TestStoreFailureOutputTests.swift:2)

        To accept the actual behaviour, write:

          store.receive(.tick(0))
          store.receive(.tick(1))
          store.receive(.tick(2))
          store.receive(.tick(3))
          store.receive(.tick(4))
          store.receive(.tick(5))
          store.receive(.tick(6))
          store.receive(.tick(7))
          store.receive(.tick(8))
          store.receive(.tick(9))
          // … (1 more)
          store.receive(.tick(11))
          store.receive(.tick(12))
          store.receive(.tick(13))
          store.receive(.tick(14))
          store.receive(.tick(15))
          store.receive(.tick(16))
          store.receive(.tick(17))
          store.receive(.tick(18))
          store.receive(.tick(19))
          store.receive(.tick(20))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testAMillionUnhandledActionsListTheFirstAndLastTen() {
    let store = makeBurstStore()
    let failures = withExpectedFailures {
      store.assert(.send(.burst(1_000_000), line: 1), line: 2)
    }
    // The timeline keeps its last 40 lines: 38 of the actions sent, the end of the effect and
    // the end of the script.
    let lastSent = (999_962..<1_000_000).map { "    effect #1 sent BurstAction.tick(\($0))" }
    XCTAssertEqual(
      failures,
      [
        """
        Received 1,000,000 unexpected actions: …

        Unhandled actions: [
          BurstAction.tick(0),
          BurstAction.tick(1),
          BurstAction.tick(2),
          BurstAction.tick(3),
          BurstAction.tick(4),
          BurstAction.tick(5),
          BurstAction.tick(6),
          BurstAction.tick(7),
          BurstAction.tick(8),
          BurstAction.tick(9),
          … (999,980 more)
          BurstAction.tick(999990),
          BurstAction.tick(999991),
          BurstAction.tick(999992),
          BurstAction.tick(999993),
          BurstAction.tick(999994),
          BurstAction.tick(999995),
          BurstAction.tick(999996),
          BurstAction.tick(999997),
          BurstAction.tick(999998),
          BurstAction.tick(999999),
        ]

        Timeline:
          … (999,964 earlier entries)
        \(lastSent.joined(separator: "\n"))
            effect #1 finished
          end of assert (TestStoreFailureOutputTests.swift:2)

        To accept the actual behaviour, write:

          store.receive(.tick(0))
          store.receive(.tick(1))
          store.receive(.tick(2))
          store.receive(.tick(3))
          store.receive(.tick(4))
          store.receive(.tick(5))
          store.receive(.tick(6))
          store.receive(.tick(7))
          store.receive(.tick(8))
          store.receive(.tick(9))
          // … (999,980 more)
          store.receive(.tick(999990))
          store.receive(.tick(999991))
          store.receive(.tick(999992))
          store.receive(.tick(999993))
          store.receive(.tick(999994))
          store.receive(.tick(999995))
          store.receive(.tick(999996))
          store.receive(.tick(999997))
          store.receive(.tick(999998))
          store.receive(.tick(999999))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testManyUnhandledActionsBeforeAStepListTheFirstAndLastTen() {
    let store = makeBurstStore()
    let failures = withExpectedFailures {
      store.send(.burst(25), line: 1)
      store.send(.nothing, line: 2)
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "\n\nTimeline:")[0] },
      [
        """
        Must handle 25 received actions before sending an action: …

        Unhandled actions: [
          BurstAction.tick(0),
          BurstAction.tick(1),
          BurstAction.tick(2),
          BurstAction.tick(3),
          BurstAction.tick(4),
          BurstAction.tick(5),
          BurstAction.tick(6),
          BurstAction.tick(7),
          BurstAction.tick(8),
          BurstAction.tick(9),
          … (5 more)
          BurstAction.tick(15),
          BurstAction.tick(16),
          BurstAction.tick(17),
          BurstAction.tick(18),
          BurstAction.tick(19),
          BurstAction.tick(20),
          BurstAction.tick(21),
          BurstAction.tick(22),
          BurstAction.tick(23),
          BurstAction.tick(24),
        ]
        """
      ])
  }

  func testManyEffectsStillRunningListTheFirstAndLastTen() {
    let store = makeBurstStore()
    let steps = (0..<25).map { BurstStore.Step.send(.listen($0), line: UInt(100 + $0)) }
    let failures = withExpectedFailures {
      store.assert(steps, line: 2)
    }
    let first = (0..<10).map {
      "  effect #\($0 + 1), started by send BurstAction.listen(\($0)) "
        + "(TestStoreFailureOutputTests.swift:\(100 + $0))"
    }
    let last = (15..<25).map {
      "  effect #\($0 + 1), started by send BurstAction.listen(\($0)) "
        + "(TestStoreFailureOutputTests.swift:\(100 + $0))"
    }
    // 51 timeline entries: the last 40 are kept, from the effect the sixth send started.
    let timeline = (6..<25).map {
      "  send BurstAction.listen(\($0)) (TestStoreFailureOutputTests.swift:\(100 + $0))\n"
        + "    effect #\($0 + 1) started"
    }
    XCTAssertEqual(
      failures,
      [
        """
        25 effects still running. All effects must complete by the end of the assertion.

        Running effects:
        \(first.joined(separator: "\n"))
          … (5 more)
        \(last.joined(separator: "\n"))

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          … (11 earlier entries)
            effect #6 started
        \(timeline.joined(separator: "\n"))
          end of assert (TestStoreFailureOutputTests.swift:2)
        """
      ])
    store.skipInFlightEffects()
  }

  func testManyEffectsCancelledBeforeAReceiveListTheFirstAndLastTen() {
    let store = makeBurstStore()
    let failures = withExpectedFailures {
      for index in 0..<25 { store.send(.listenCancellably(index)) }
      store.send(.stopListening(25))
      store.receive(.tick(0), line: 1)
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "\n\nTimeline:")[0] },
      [
        """
        Expected to receive an action, but received none.

        Effects #1, #2, #3, #4, #5, #6, #7, #8, #9, #10, … (5 more), #16, #17, #18, #19, #20, \
        #21, #22, #23, #24 and #25 were cancelled by the previous step, so they send nothing \
        more.
        """
      ])
  }

  func testAStateDiffOverTheBudgetIsCutWithAMarker() {
    let store = makeBurstStore(BurstState(values: Array(0..<2_000)))
    let failures = withExpectedFailures {
      store.send(.shift, line: 1)
    }
    // The diff has 4,004 lines: the first 1,000 show, then the marker; so does the code that
    // accepts the new state.
    let removed = (0..<998).map { "−     \($0)," }
    let accepted = (10_000..<10_996).map { "      \($0)," }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          BurstState(
            values: [
        \(removed.joined(separator: "\n"))
        … (truncated: 3,004 more lines, 35,028 more characters)

        (Expected: −, Actual: +)

        Timeline:
          send BurstAction.shift (TestStoreFailureOutputTests.swift:1)
            state changed

        To accept the actual behaviour, write:

          store.send(.shift) {
            $0.values = [
        \(accepted.joined(separator: "\n"))
        … (truncated: 1,006 more lines, 12,056 more characters)
        """
      ])
  }
}

struct BurstState: Equatable {
  var values: [Int] = []
}

enum BurstAction: Equatable {
  /// Starts an effect that sends `tick(0)`, `tick(1)` … at once, then finishes.
  case burst(Int)
  case tick(Int)
  /// Starts an effect that never ends.
  case listen(Int)
  /// Starts an effect that never ends, cancellable with `ListenerID(index:)`.
  case listenCancellably(Int)
  /// Cancels the effects `listenCancellably(0)` … `listenCancellably(count - 1)` started.
  case stopListening(Int)
  /// Moves every value up by 10,000.
  case shift
  case nothing
}

struct ListenerID: Hashable, Sendable {
  var index: Int
}

typealias BurstStore = TestStore<BurstState, BurstAction, Void>

let burstReducer = Reducer<BurstState, BurstAction, Void> { state, action, _ in
  switch action {
  case .burst(let count):
    return .run { subscriber in
      for index in 0..<count { subscriber.send(.tick(index)) }
      subscriber.send(completion: .finished)
      return AnyCancellable {}
    }
  case .listen:
    return .run { _ in AnyCancellable {} }
  case .listenCancellably(let index):
    return Effect.run { _ in AnyCancellable {} }.cancellable(id: ListenerID(index: index))
  case .stopListening(let count):
    return .cancel(ids: (0..<count).map { ListenerID(index: $0) })
  case .shift:
    state.values = state.values.map { $0 + 10_000 }
    return .none
  case .tick, .nothing:
    return .none
  }
}

private func makeBurstStore(_ state: BurstState = BurstState()) -> BurstStore {
  TestStore(initialState: state, reducer: burstReducer, environment: ())
}
