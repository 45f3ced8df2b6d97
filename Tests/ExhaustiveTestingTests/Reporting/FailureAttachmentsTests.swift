import Foundation
import Testing
import XCTest

@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// The parts of each failure kind that Swift Testing attaches beside the issue.
final class FailureAttachmentsTests: XCTestCase {
  func testAStateMismatchAttachesBothSidesTheDiffTheTimelineAndTheCode() {
    let (store, _) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.incrementTapped, line: 1) { $0.count = 2 }
    }
    XCTAssertEqual(
      FailureAttachments(of: failures[0]).parts,
      [
        .init(
          name: "diff.txt",
          text: """
              FeatureState(
            −   count: 2,
            +   count: 1,
                query: "",
                results: [],
                isTimerOn: false
              )

            (Expected: −, Actual: +)
            """),
        .init(
          name: "expected.txt",
          text: """
            FeatureState(
              count: 2,
              query: "",
              results: [],
              isTimerOn: false
            )
            """),
        .init(
          name: "actual.txt",
          text: """
            FeatureState(
              count: 1,
              query: "",
              results: [],
              isTimerOn: false
            )
            """),
        .init(
          name: "timeline.txt",
          text: """
            send FeatureAction.incrementTapped (FailureAttachmentsTests.swift:1)
              state changed
            """),
        .init(
          name: "accept.swift",
          text: """
            store.send(.incrementTapped) {
              $0.count = 1
            }
            """),
      ])
  }

  /// A wrong action whose state did not match either: two diffs, the second numbered.
  func testAWrongReceivedActionAttachesBothDiffs() {
    let (store, scheduler) = makeFeatureStore()
    let failures = withExpectedFailures {
      store.send(.queryChanged("a"), line: 1) { $0.query = "a" }
      scheduler.advance(by: 0.5)
      store.receive(.timerTicked, line: 2)
    }
    XCTAssertEqual(
      FailureAttachments(of: failures[0]).parts.map(\.name),
      [
        "diff.txt", "expected.txt", "received.txt", "diff 2.txt", "expected 2.txt",
        "actual 2.txt", "timeline.txt", "accept.swift",
      ])
    XCTAssertEqual(
      FailureAttachments(of: failures[0]).parts[2],
      .init(
        name: "received.txt",
        text: """
          FeatureAction.searchResponse(
            [
              "a1",
              "a2",
            ]
          )
          """))
  }

  /// A failure without a diff attaches what it has: here the timeline and the missing receive.
  func testAFailureWithoutADiffAttachesItsTimeline() {
    let failures = withExpectedFailures {
      let (store, scheduler) = makeFeatureStore()
      store.assert(
        .send(.queryChanged("a"), line: 1) { $0.query = "a" },
        .do { scheduler.advance(by: 0.5) },
        line: 3)
    }
    XCTAssertEqual(
      FailureAttachments(of: failures[0]).parts.map(\.name), ["timeline.txt", "accept.swift"])
  }

  /// `expectNoDifference`'s message has a diff and no timeline.
  func testExpectNoDifferenceAttachesItsDiff() {
    let failures = withExpectedFailures { expectNoDifference([1, 2], [1, 3]) }
    XCTAssertEqual(
      FailureAttachments(of: failures[0]).parts.map(\.name),
      ["diff.txt", "expected.txt", "actual.txt"])
  }

  /// Lines that only look like a legend or a diff are not taken for one.
  func testProseIsNotADiff() {
    XCTAssertEqual(
      FailureAttachments(of: "Something failed: …\n\n  indented prose\n\n(Expected: −, Actual: +)")
        .parts,
      [])
  }
}
