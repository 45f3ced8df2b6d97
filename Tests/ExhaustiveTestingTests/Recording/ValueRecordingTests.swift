import ExhaustiveTesting
import Foundation
import Testing
import XCTest

@testable import ExhaustiveRecording
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// Record mode of `expectNoDifference` and `XCTAssertNoDifference`: the expected argument is
/// rewritten to the actual value's Swift source, in every shape a call is written in, and every
/// shape that cannot be rewritten safely is refused with its reason. Messages pinned in full.
final class ValueRecordingTests: XCTestCase {
  private struct Todo: Equatable {
    var description: String
    var isComplete = false
  }

  /// Unequal to itself: its source form cannot tell two of them apart.
  private struct AlwaysDifferent: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }

  private final class Client: Equatable {
    static func == (lhs: Client, rhs: Client) -> Bool { lhs === rhs }
  }

  /// A file named `FeatureTests.swift` holding `text`, in a directory of its own.
  private func temporaryFile(_ text: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ValueRecordingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("FeatureTests.swift").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The byte column of the first `needle` on `line` (1-based), as `#column` would capture it.
  private func column(of needle: String, line: Int, in text: String) -> Int {
    let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    return lineText.utf8.count - lineText[lineText.range(of: needle)!.lowerBound...].utf8.count + 1
  }

  /// Records `actual` for the call of `function` at `line` of a file holding `text`: the
  /// section the failure ends with, and the file afterwards.
  private func record(
    _ actual: Any, _ text: String, line: Int, function: String = "expectNoDifference",
    times: Int = 1
  ) throws -> (section: String, file: String) {
    let path = try temporaryFile(text)
    let acceptance = ValueAcceptance(
      function: function, actual: actual, path: path, line: line,
      column: column(of: function + "(", line: line, in: text) + function.utf8.count)
    let rewriter = SourceRewriter()
    var section = ""
    for _ in 0..<times { section = acceptance.section(rewriter: rewriter) }
    return (section, try String(contentsOfFile: path, encoding: .utf8))
  }

  private func recorded(line: Int) -> String {
    "Recorded: re-run the test. (FeatureTests.swift:\(line) was rewritten.)"
  }

  func testTheWholeFailureThroughThePublicFunction() throws {
    let path = "/tmp/ValueRecordingTests-public-function.swift"
    let text = """
      func testCount() {
        expectNoDifference(FeatureState(), model.state)
      }

      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    let failures = withExpectedFailures {
      RecordMode.$expectations.withValue(.failures) {
        expectNoDifference(
          FeatureState(), FeatureState(count: 2, results: ["a"]),
          file: "/tmp/ValueRecordingTests-public-function.swift", line: 2, column: 21)
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectNoDifference failed: …

          FeatureState(
        −   count: 0,
        +   count: 2,
            query: "",
        −   results: [],
        +   results: [
        +     "a",
        +   ],
            isTimerOn: false
          )

        (Expected: −, Actual: +)

        To accept the actual value, write it as the expected argument:

          FeatureState(
            count: 2,
            query: "",
            results: ["a"],
            isTimerOn: false
          )

        Recorded: re-run the test. (ValueRecordingTests-public-function.swift:2 was rewritten.)
        """
      ])
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8),
      """
      func testCount() {
        expectNoDifference(FeatureState(
          count: 2,
          query: "",
          results: ["a"],
          isTimerOn: false
        ), model.state)
      }

      """)
  }

  func testOutsideRecordModeTheFailureIsUnchanged() {
    let failures = withExpectedFailures {
      RecordMode.$expectations.withValue(.never) {
        XCTAssertNoDifference(1, 2)
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        XCTAssertNoDifference failed: …

        − 1
        + 2

        (Expected: −, Actual: +)
        """
      ])
  }

  func testAThrowingArgumentIsNotRecorded() {
    struct Failure: Error {}
    func value() throws -> Int { throw Failure() }
    func check() { expectNoDifference(1, try value()) }
    let failures = withExpectedFailures {
      RecordMode.$expectations.withValue(.failures) { check() }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectNoDifference failed: …

        Threw error: Failure()

        Not recorded: an argument threw an error, so there is no actual value to write. The \
        file is unchanged.
        """
      ])
  }

  func testAOneLineCall() throws {
    let (section, file) = try record(
      3,
      """
      func testCount() {
        expectNoDifference(0, counter.count)
      }
      """, line: 2)
    XCTAssertEqual(
      section,
      """
      To accept the actual value, write it as the expected argument:

        3

      \(recorded(line: 2))
      """)
    XCTAssertEqual(
      file,
      """
      func testCount() {
        expectNoDifference(3, counter.count)
      }
      """)
  }

  func testArgumentsOnSeparateLinesWithAMessageAndTheLocation() throws {
    let (section, file) = try record(
      [Todo(description: "Milk", isComplete: true), Todo(description: "Eggs")],
      """
        func testTodos() {
          XCTAssertNoDifference(
            [
              Todo(description: "Milk"),  // the first
            ] /* was */,
            model.todos,
            "the todos, (all)",
            file: #filePath, line: #line
          )
        }
      """, line: 2, function: "XCTAssertNoDifference")
    XCTAssertEqual(
      section,
      """
      To accept the actual value, write it as the expected argument:

        [
          ValueRecordingTests.Todo(description: "Milk", isComplete: true),
          ValueRecordingTests.Todo(description: "Eggs", isComplete: false),
        ]

      \(recorded(line: 2))
      """)
    // The argument's comments around it and every other argument stay as written.
    XCTAssertEqual(
      file,
      """
        func testTodos() {
          XCTAssertNoDifference(
            [
              ValueRecordingTests.Todo(description: "Milk", isComplete: true),
              ValueRecordingTests.Todo(description: "Eggs", isComplete: false),
            ] /* was */,
            model.todos,
            "the todos, (all)",
            file: #filePath, line: #line
          )
        }
      """)
  }

  func testAValueTooWideForItsLineBreaksOverLines() throws {
    let (section, file) = try record(
      FeatureState(count: 2, query: "milk", results: ["Milk", "Oat milk"], isTimerOn: true),
      """
      func testSearch() {
        expectNoDifference(FeatureState(), model.state, "after searching")
      }
      """, line: 2)
    XCTAssertEqual(
      section,
      """
      To accept the actual value, write it as the expected argument:

        FeatureState(
          count: 2,
          query: "milk",
          results: ["Milk", "Oat milk"],
          isTimerOn: true
        )

      \(recorded(line: 2))
      """)
    XCTAssertEqual(
      file,
      """
      func testSearch() {
        expectNoDifference(FeatureState(
          count: 2,
          query: "milk",
          results: ["Milk", "Oat milk"],
          isTimerOn: true
        ), model.state, "after searching")
      }
      """)
  }

  func testGenericArgumentsAndStringsDoNotSplitArguments() throws {
    let (section, file) = try record(
      ["a": 1],
      """
      expectNoDifference(Dictionary<String, Int>(), counts(of: "a, (b"), "counts, \\(1)")
      """, line: 1)
    XCTAssertEqual(
      section,
      """
      To accept the actual value, write it as the expected argument:

        ["a": 1]

      \(recorded(line: 1))
      """)
    XCTAssertEqual(file, #"expectNoDifference(["a": 1], counts(of: "a, (b"), "counts, \(1)")"#)
  }

  /// Both arguments written as implicit members would not compile: the recorded one names its
  /// type, also through an optional.
  func testAnEnumCaseNamesItsType() throws {
    let action: FeatureAction? = .queryChanged("a")
    let (section, file) = try record(
      action as Any, "expectNoDifference(.incrementTapped, .queryChanged(\"a\"))", line: 1)
    XCTAssertEqual(
      section,
      """
      To accept the actual value, write it as the expected argument:

        FeatureAction.queryChanged("a")

      \(recorded(line: 1))
      """)
    XCTAssertEqual(
      file, #"expectNoDifference(FeatureAction.queryChanged("a"), .queryChanged("a"))"#)
  }

  func testTheSameRecordingTwiceIsWrittenOnce() throws {
    let (section, file) = try record(
      3, "expectNoDifference(0, count)\n", line: 1, times: 2)
    XCTAssertEqual(
      section,
      """
      To accept the actual value, write it as the expected argument:

        3

      \(recorded(line: 1))
      """)
    XCTAssertEqual(file, "expectNoDifference(3, count)\n")
  }

  func testRefusals() throws {
    func refusal(_ actual: Any, _ text: String, function: String = "expectNoDifference") throws
      -> String
    {
      let (section, file) = try record(actual, text, line: 1, function: function)
      XCTAssertEqual(file, text, "the file is unchanged")
      return section
    }
    let three = "To accept the actual value, write it as the expected argument:\n\n  3\n\n"
    let unchanged = " The file is unchanged: write the value above as the expected argument."
    XCTAssertEqual(
      try refusal(3, "expectNoDifference(expectedCount, count)"),
      three + "Not recorded: the expected argument, `expectedCount`, starts with a name from the "
        + "test (a variable, a property or a function) rather than a value written out: it may "
        + "be the actual value, or code worth keeping." + unchanged)
    XCTAssertEqual(
      try refusal(3, "expectNoDifference(self.model.counts[0] + offset(by: 1, and: 2), 3)"),
      three + "Not recorded: the expected argument, `self.model.counts[0] + offset(…`, starts "
        + "with a name from the test (a variable, a property or a function) rather than a value "
        + "written out: it may be the actual value, or code worth keeping." + unchanged)
    XCTAssertEqual(
      try refusal(3, "expectNoDifference(0)"),
      three + "Not recorded: the call at line 1 does not start with two unlabeled arguments, "
        + "expected and actual." + unchanged)
    XCTAssertEqual(
      try refusal(Client(), "expectNoDifference(client, other)"),
      "Not recorded: no Swift source for a class instance (ValueRecordingTests.Client). The file "
        + "is unchanged: write the expected value by hand.")
    XCTAssertEqual(
      try refusal(
        AlwaysDifferent(), "expectNoDifference(ValueRecordingTests.AlwaysDifferent(), a)"),
      "To accept the actual value, write it as the expected argument:\n\n"
        + "  ValueRecordingTests.AlwaysDifferent()\n\n"
        + "Not recorded: the expected argument already reads as the actual value's source (the "
        + "two differ in something their source does not show)." + unchanged)
    let path = try temporaryFile("func f() {\n  expectCount(3)\n}\n")
    // Older than the test's code, as a file edited before the build is.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
    XCTAssertEqual(
      ValueAcceptance(function: "expectNoDifference", actual: 3, path: path, line: 2, column: 14)
        .section(rewriter: SourceRewriter()),
      three + "Not recorded: line 2, column 14 is not the `(` of a call to `expectNoDifference` "
        + "(a helper function forwarding the location?)." + unchanged)
    let missing = ValueAcceptance(
      function: "expectNoDifference", actual: 3, path: "/nonexistent/FeatureTests.swift", line: 2,
      column: 14)
    XCTAssertEqual(
      missing.section(rewriter: SourceRewriter()),
      three + "Not recorded: the file /nonexistent/FeatureTests.swift cannot be read." + unchanged)
  }

  /// Swift Testing runs in a process of its own after XCTest's on Linux: a file XCTest's run
  /// recorded into no longer has the calls where the code built from it says.
  func testAFileChangedSinceTheBuildIsRefusedWithThatReason() throws {
    let path = try temporaryFile("func f() {\n  expectCount(3)\n}\n")
    XCTAssertEqual(
      ValueAcceptance(function: "expectNoDifference", actual: 3, path: path, line: 2, column: 14)
        .section(rewriter: SourceRewriter()),
      """
      To accept the actual value, write it as the expected argument:

        3

      Not recorded: the file changed after the test was built (an earlier run recorded into \
      it?), so line 2 is no longer the call: run the test again. The file is unchanged: write \
      the value above as the expected argument.
      """)
  }

  func testTypesAndLiteralsAreValuesAndLowerCamelCaseNamesAreNot() {
    for value in ["true", "nil", "0", "-1", "[]", ".loading", "Phase.idle", "Todo(id: 1)", #""a""#]
    {
      XCTAssertFalse(ValueAcceptance.startsWithTestName(value), value)
    }
    for name in ["expected", "self.expected", "_count", "model.todos[0]", "makeTodos()", "a ?? b"] {
      XCTAssertTrue(ValueAcceptance.startsWithTestName(name), name)
    }
  }

  func testTheSameCallRecordedWithDifferentValuesIsRefused() throws {
    let path = try temporaryFile("for n in 1...2 { expectNoDifference(0, n) }\n")
    let rewriter = SourceRewriter()
    let sections = [1, 2].map {
      ValueAcceptance(function: "expectNoDifference", actual: $0, path: path, line: 1, column: 36)
        .section(rewriter: rewriter)
    }
    XCTAssertEqual(
      sections,
      [
        """
        To accept the actual value, write it as the expected argument:

          1

        \(recorded(line: 1))
        """,
        """
        To accept the actual value, write it as the expected argument:

          2

        Not recorded: this call was already rewritten differently in this run (it runs more \
        than once, with different values). The file is unchanged: write the value above as the \
        expected argument.
        """,
      ])
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8),
      "for n in 1...2 { expectNoDifference(1, n) }\n")
  }
}

@Suite struct ValueRecordingSwiftTestingTests {
  @Test func recordsUnderSwiftTesting() throws {
    let path = "/tmp/ValueRecordingSwiftTestingTests.swift"
    try "  #expect(1 == 1)\n  expectNoDifference(true, isOn)\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let failures = withExpectedFailures {
      RecordMode.$expectations.withValue(.failures) {
        expectNoDifference(
          true, false, file: "/tmp/ValueRecordingSwiftTestingTests.swift", line: 2, column: 21)
      }
    }
    #expect(
      failures == [
        """
        expectNoDifference failed: …

        − true
        + false

        (Expected: −, Actual: +)

        To accept the actual value, write it as the expected argument:

          false

        Recorded: re-run the test. (ValueRecordingSwiftTestingTests.swift:2 was rewritten.)
        """
      ])
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "  #expect(1 == 1)\n  expectNoDifference(false, isOn)\n")
  }
}
