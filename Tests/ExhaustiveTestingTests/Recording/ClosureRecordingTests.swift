import ExhaustiveTesting
import Foundation
import XCTest

/// Record mode of `expectDifference` and `ModelHarness`: the whole failure through the public
/// API, and the file as recording leaves it, pinned in full.
final class ClosureRecordingTests: XCTestCase {
  private struct Board: Equatable {
    var home = 0
    var events: [String] = []
  }

  private final class Counter {
    var count = 0
    var log: [String] = []
  }

  /// A file at a fixed path holding `text`, removed when the test ends.
  private func file(_ name: String, _ text: String) throws -> String {
    let path = "/tmp/ClosureRecordingTests-\(name).swift"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    // Older than the test's build, as a test file is: a newer one reads as recorded into.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func testExpectDifferenceRewritesItsChangesClosure() throws {
    let path = try file(
      "difference",
      """
      func testBoard() {
        expectDifference(board) {
          board.home += 1
        } changes: {
          $0.home = 2
        }
      }

      """)
    var board = Board()
    let failures = withExpectedFailures {
      RecordMode.$expectations.withValue(.failures) {
        expectDifference(
          board,
          operation: {
            board.home += 1
            board.events.append("goal")
          },
          changes: { $0.home = 2 },
          file: "/tmp/ClosureRecordingTests-difference.swift", line: 2, column: 19)
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectDifference failed: …

          ClosureRecordingTests.Board(
        −   home: 2,
        +   home: 1,
        −   events: []
        +   events: [
        +     "goal",
        +   ]
          )

        (Expected: −, Actual: +)

        To accept the actual value, write the changes as:

          changes: {
            $0.home = 1
            $0.events = ["goal"]
          }

        Recorded: re-run the test. (ClosureRecordingTests-difference.swift:2 was rewritten.)
        """
      ])
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8),
      """
      func testBoard() {
        expectDifference(board) {
          board.home += 1
        } changes: {
          $0.home = 1
          $0.events = ["goal"]
        }
      }

      """)
  }

  func testExpectDifferenceWithoutAnOperationIsNotRecorded() {
    let failures = withExpectedFailures {
      RecordMode.$expectations.withValue(.failures) {
        expectDifference(Board(home: 1)) { $0.home = 2 }
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectDifference failed: …

          ClosureRecordingTests.Board(
        −   home: 2,
        +   home: 1,
            events: []
          )

        (Expected: −, Actual: +)

        To accept the actual value, write the changes as:

          changes: {
            $0.home = 1
          }

        Not recorded: without an operation the assertion checks only the fields its closure \
        sets, and a rewrite would drop those it sets rightly. The file is unchanged: change the \
        assignments the code above shows in the closure.
        """
      ])
  }

  @MainActor func testAHarnessStepWritesItsMissingExpectingClosure() async throws {
    let path = try file(
      "harness",
      """
      func testCount() async {
        harness.run { $0.count += 1 }
      }

      """)
    let failures = withExpectedFailures {
      let harness = ModelHarness(Counter())
      harness.record = .failures
      harness.run(
        {
          $0.count += 1
          $0.log.append("tapped")
        }, filePath: "/tmp/ClosureRecordingTests-harness.swift", line: 2, column: 15)
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          ClosureRecordingTests.Counter(
        −   count: 0,
        +   count: 1,
        −   log: []
        +   log: [
        +     "tapped",
        +   ]
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.count = 1
            $0.log = ["tapped"]
          }

        Recorded: re-run the test. (ClosureRecordingTests-harness.swift:2 was rewritten.)
        """
      ])
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8),
      """
      func testCount() async {
        harness.run { $0.count += 1 } expecting: {
          $0.count = 1
          $0.log = ["tapped"]
        }
      }

      """)
  }

  @MainActor func testAHarnessStepNotWrittenAsARunCallIsNotRecorded() async throws {
    let path = try file("helper", "func testCount() async {\n  step()\n}\n")
    let failures = withExpectedFailures {
      let harness = ModelHarness(Counter())
      harness.record = .failures
      harness.run(
        { $0.count = 2 }, filePath: "/tmp/ClosureRecordingTests-helper.swift", line: 2, column: 7)
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          ClosureRecordingTests.Counter(
        −   count: 0,
        +   count: 2,
            log: []
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.count = 2
          }

        Not recorded: line 2, column 7 is not the `(` of a call to `run` (a helper function \
        forwarding the location?). The file is unchanged: write the code above.
        """
      ])
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8), "func testCount() async {\n  step()\n}\n")
  }
}
