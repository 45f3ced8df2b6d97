import XCTest

@testable import StructuralDiff

private struct Retry: Equatable {
  var delay: Duration
  var timeout: Duration?
}

/// Issue 23: a `Duration` prints as Swift writes it, never as its private `_low`/`_high` words,
/// in dumps, diffs and recorded source alike.
final class DurationDumpTests: XCTestCase {
  func testTheClearestExactSpelling() {
    let cases: [(Duration, String)] = [
      (.seconds(2), ".seconds(2)"),
      (.zero, ".seconds(0)"),
      (.seconds(-3), ".seconds(-3)"),
      (.seconds(1.5), ".seconds(1.5)"),
      (.seconds(-1.5), ".seconds(-1.5)"),
      (.milliseconds(250), ".milliseconds(250)"),
      (.milliseconds(-250), ".milliseconds(-250)"),
      (.milliseconds(1001), ".milliseconds(1001)"),
      (.microseconds(40), ".microseconds(40)"),
      (.microseconds(1_500_001), ".microseconds(1500001)"),
      (.nanoseconds(7), ".nanoseconds(7)"),
      (
        Duration(secondsComponent: 1, attosecondsComponent: 5),
        "Duration(secondsComponent: 1, attosecondsComponent: 5)"
      ),
    ]
    for (duration, text) in cases {
      assertDump(duration, text)
    }
  }

  func testDumpsAndDiffs() {
    assertDump(
      Retry(delay: .milliseconds(500), timeout: .seconds(30)),
      """
      Retry(
        delay: .milliseconds(500),
        timeout: .seconds(30)
      )
      """)
    assertDiff(
      Retry(delay: .seconds(1), timeout: nil), Retry(delay: .seconds(1.5), timeout: nil),
      """
        Retry(
      \u{2212}   delay: .seconds(1),
      +   delay: .seconds(1.5),
          timeout: nil
        )
      """)
    // Durations sort by length as dictionary keys, not by their text.
    assertDump(
      [Duration.seconds(10): "b", .milliseconds(900): "a"],
      """
      [
        .milliseconds(900): "a",
        .seconds(10): "b",
      ]
      """)
  }

  func testRecordedSourceRebuildsTheValue() {
    XCTAssertEqual(
      SwiftSource.mutations(
        from: Retry(delay: .seconds(1), timeout: nil),
        to: Retry(delay: .milliseconds(250), timeout: .seconds(2.5)), root: "$0"),
      ["$0.delay = .milliseconds(250)", "$0.timeout = .seconds(2.5)"])
    XCTAssertEqual(
      try SwiftSource.expression(of: Retry(delay: .nanoseconds(3), timeout: nil)).get(),
      ["Retry(delay: .nanoseconds(3), timeout: nil)"])
  }
}
