import ExhaustiveTesting
import XCTest

/// The timeline appended to every failure: steps, state changes, effects started, sending,
/// finishing and being cancelled, and scheduler advances.
final class TestStoreTimelineTests: XCTestCase {
  func testTimelineOfADebounceTheTimerAndTheirCancellation() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.queryChanged("a"), line: 1) { $0.query = "a" },
        .do(line: 2) { scheduler.advance(by: 0.25) },
        .send(.queryChanged("ab"), line: 3) { $0.query = "ab" },
        .send(.timerToggled, line: 4) { $0.isTimerOn = true },
        .do(line: 5) { scheduler.advance(by: 1) },
        .receive(.searchResponse(["ab1", "ab2"]), line: 6) { $0.results = ["ab1", "ab2"] },
        .receive(.timerTicked, line: 7) { $0.count = 1 },
        .send(.timerToggled, line: 8) { $0.isTimerOn = false },
        .send(.incrementTapped, line: 9) { $0.count = 3 },
        line: 10
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          FeatureState(
        −   count: 3,
        +   count: 2,
            query: "ab",
            results: […],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send FeatureAction.queryChanged("a") (TestStoreTimelineTests.swift:1)
            state changed
            effect #1 started, cancellation id: SearchID()
          do (TestStoreTimelineTests.swift:2)
            scheduler advanced by 0.25s (0s → 0.25s), ran 0 work items
          send FeatureAction.queryChanged("ab") (TestStoreTimelineTests.swift:3)
            state changed
            effect #1 cancelled
            effect #2 started, cancellation id: SearchID()
          send FeatureAction.timerToggled (TestStoreTimelineTests.swift:4)
            state changed
            effect #3 started, cancellation id: TimerID()
          do (TestStoreTimelineTests.swift:5)
            effect #2 sent FeatureAction.searchResponse(["ab1", "ab2"])
            effect #2 finished
            effect #3 sent FeatureAction.timerTicked
            scheduler advanced by 1s (0.25s → 1.25s), ran 2 work items
          receive FeatureAction.searchResponse(["ab1", "ab2"]) (TestStoreTimelineTests.swift:6)
            state changed
          receive FeatureAction.timerTicked (TestStoreTimelineTests.swift:7)
            state changed
          send FeatureAction.timerToggled (TestStoreTimelineTests.swift:8)
            state changed
            effect #3 cancelled
          send FeatureAction.incrementTapped (TestStoreTimelineTests.swift:9)
            state changed

        To accept the actual behaviour, write:

          store.send(.incrementTapped) {
            $0.count = 2
          }
        """
      ])
  }

  func testTimelineKeepsOnlyTheLastFortyLines() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      for index in 1...25 {
        store.send(.incrementTapped, line: UInt(index)) { $0.count = index }
      }
      store.send(.incrementTapped, line: 26)
    }
    let timeline = failures.first?.components(separatedBy: "\n\nTimeline:\n").last?
      .components(separatedBy: "\n\nTo accept the actual behaviour").first
    let lines = timeline?.split(separator: "\n") ?? []
    XCTAssertEqual(lines.count, 41)
    XCTAssertEqual(lines.first, "  … (12 earlier entries)")
    XCTAssertEqual(lines.last, "    state changed")
    XCTAssertEqual(
      lines.dropLast().last,
      "  send FeatureAction.incrementTapped (TestStoreTimelineTests.swift:26)")
  }

  func testTimelineFollowsASchedulerSwappedInByAnEnvironmentStep() {
    let (store, _) = makeFeatureStore()
    let replacement = DispatchQueue.testScheduler
    let failures = withExpectedFailures {
      store.assert(
        .environment(line: 1) { $0.mainQueue = replacement.eraseToAnyScheduler() },
        .send(.queryChanged("a"), line: 2) { $0.query = "a" },
        .do(line: 3) { replacement.advance(by: 0.5) },
        line: 4
      )
    }
    XCTAssertEqual(
      failures,
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
          environment (TestStoreTimelineTests.swift:1)
          send FeatureAction.queryChanged("a") (TestStoreTimelineTests.swift:2)
            state changed
            effect #1 started, cancellation id: SearchID()
          do (TestStoreTimelineTests.swift:3)
            effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
            effect #1 finished
            scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
          end of assert (TestStoreTimelineTests.swift:4)

        To accept the actual behaviour, write:

          store.receive(.searchResponse(["a1", "a2"]))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testTheOneLineFormOfAValue() {
    XCTAssertEqual(
      Dumping.oneLine(TimelineTodo(id: 1, tags: ["a", "b"])),
      #"TimelineTodo(id: 1, tags: ["a", "b"])"#)
    // One escaped literal, not the block literal of the dump folded onto one line.
    XCTAssertEqual(
      Dumping.oneLine(TimelineTodo(id: 2, tags: ["a\nb"])), #"TimelineTodo(id: 2, tags: ["a\nb"])"#)
    XCTAssertEqual(Dumping.oneLine(String(repeating: "x", count: 200), limit: 10), #""xxxxxxxx…"#)
  }
}

private struct TimelineTodo {
  var id: Int
  var tags: [String]
}
