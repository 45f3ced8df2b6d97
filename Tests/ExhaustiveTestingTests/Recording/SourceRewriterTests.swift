import Foundation
import XCTest

@testable import ExhaustiveRecording
@testable import ExhaustiveTesting

/// Record mode's text edits: where a step is read, what is refused, and several steps of one
/// file rewritten in one run, each placed in the text the test was compiled from.
final class SourceRewriterTests: XCTestCase {
  private let script = """
    func testScript() {
      store.assert(
        .send(.incrementTapped) {
          $0.count = 5
        },
        .send(.incrementTapped),
        .send(.clearTapped) { $0.fact = nil }
      )
    }

    func testCalls() async {
      await store.send(.incrementTapped) { state in state.count = 9 }
    }

    """

  /// The byte column of the first `needle` on `line` (1-based), as `#column` would capture it.
  private func column(of needle: String, line: Int, in text: String) -> Int {
    let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    return lineText.utf8.count - lineText[lineText.range(of: needle)!.lowerBound...].utf8.count + 1
  }

  private func temporaryFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("SourceRewriterTests-\(UUID().uuidString).swift").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  private func step(
    _ text: String, line: Int, _ needle: String
  ) throws(StepSourceError) -> StepSource {
    try StepSource(Array(text.utf8), line: line, column: column(of: needle, line: line, in: text))
  }

  func testStepsAreReadInBothStyles() throws {
    let first = try step(script, line: 3, "(")
    XCTAssertEqual(first.style, .script)
    XCTAssertEqual(first.indent, "    ")
    let async = try step(script, line: 12, "(")
    XCTAssertEqual(async.style.prefix, "await store.")
    let text = Array(script.utf8)
    XCTAssertEqual(
      String(decoding: text[async.argumentsEnd..<async.end], as: UTF8.self),
      " { state in state.count = 9 }")
  }

  func testSeveralStepsOfOneFileAreRewrittenInOneRun() throws {
    let path = try temporaryFile(script)
    let rewriter = SourceRewriter()
    let text = try rewriter.original(at: path)
    func accept(_ steps: [AcceptedStep], _ placement: Acceptance.Placement, line: Int) throws {
      let source = try StepSource(text, line: line, column: column(of: "(", line: line, in: script))
      let location = SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: 0, column: 0)
      let acceptance = Acceptance(steps: steps, placement: placement, location: location)
      try rewriter.apply(acceptance.edits(source, in: text), toFileAt: path)
    }
    // Bottom-up and top-down alike: every edit is placed in the original text.
    try accept([AcceptedStep(.send, 0, from: 0, to: 9)], .step, line: 12)
    try accept([AcceptedStep(.send, 0, from: 0, to: 1)], .step, line: 3)
    try accept([AcceptedStep(.receive, "done", from: 1, to: 2)], .before, line: 7)
    try accept([AcceptedStep(.send, 0, from: 1, to: 2)], .step, line: 6)
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8),
      """
      func testScript() {
        store.assert(
          .send(.incrementTapped) {
            $0 = 1
          },
          .send(.incrementTapped) {
            $0 = 2
          },
          .receive("done") {
            $0 = 2
          },
          .send(.clearTapped) { $0.fact = nil }
        )
      }

      func testCalls() async {
        await store.send(.incrementTapped) {
          $0 = 9
        }
      }

      """)
    // The same step recorded twice to the same effect is kept once; differently, refused.
    try accept([AcceptedStep(.send, 0, from: 0, to: 9)], .step, line: 12)
    XCTAssertThrowsError(try accept([AcceptedStep(.send, 0, from: 0, to: 8)], .step, line: 12)) {
      XCTAssertEqual(
        ($0 as? StepSourceError)?.reason,
        "this step was already rewritten differently in this run (it runs more than once)")
    }
  }

  /// Tests recording in parallel (Swift Testing) each add an edit to one file: the file ends with
  /// every edit, whichever thread wrote last.
  func testEditsFromParallelTestsAreAllWritten() throws {
    let lines = (0..<64).map { "line \($0)\n" }
    let path = try temporaryFile(lines.joined())
    let rewriter = SourceRewriter()
    let original = try rewriter.original(at: path)
    let starts = lines.indices.map { index in lines[..<index].reduce(0) { $0 + $1.utf8.count } }
    XCTAssertEqual(original.count, lines.reduce(0) { $0 + $1.utf8.count })
    DispatchQueue.concurrentPerform(iterations: lines.count) { index in
      let edit = SourceRewriter.Edit(
        range: starts[index]..<starts[index] + 4, replacement: "LINE")
      try? rewriter.apply([edit], toFileAt: path)
    }
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8),
      (0..<64).map { "LINE \($0)\n" }.joined())
  }

  func testShapesThatCannotBeEditedSafelyAreRefused() {
    func reason(_ text: String, line: Int, _ needle: String) -> String? {
      do {
        _ = try step(text, line: line, needle)
        return nil
      } catch {
        return error.reason
      }
    }
    XCTAssertEqual(
      reason("  expectIncrement(store)\n", line: 1, "("),
      "the call at line 1 is not `send`, `receive` or `do`")
    XCTAssertEqual(
      reason("  store.send(.tap, { $0.count = 1 })\n", line: 1, "("),
      "the step at line 1 has a closure inside its parentheses, not a trailing one")
    XCTAssertEqual(
      reason("  store.assert(.send(.tap))\n", line: 1, "(.tap"),
      "the step at line 1 does not start its line")
    XCTAssertEqual(
      reason("  #expectSend(.tap)\n", line: 1, "#"),
      "line 1, column 3 is not a step's `(` (a helper function or a macro?)")
    XCTAssertEqual(
      reason("  store.send(.tap(\"a)\")) {\n", line: 1, "("),
      "the trailing closure at line 1 does not end")
  }

  func testAStepThatCannotBeRecordedLeavesTheFileAndSaysWhy() {
    let (store, _) = makeFeatureStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.send(.incrementTapped, line: 1) { $0.count = 2 }
    }
    XCTAssertEqual(
      failures.map { $0.components(separatedBy: "To accept the actual behaviour, write:")[1] },
      [
        """


          store.send(.incrementTapped) {
            $0.count = 1
          }

        Not recorded: line 1, column 17 is not a step's `(` (a helper function or a macro?). \
        The file is unchanged: write the code above.
        """
      ])
  }

  func testTheIndentationUnitIsTheFiles() {
    XCTAssertEqual(Acceptance.indentationUnit(of: Array("a\n    b\n        c\n".utf8)), "    ")
    XCTAssertEqual(Acceptance.indentationUnit(of: Array("a\n\tb\n".utf8)), "\t")
    XCTAssertEqual(Acceptance.indentationUnit(of: Array("a\n".utf8)), "  ")
  }
}
