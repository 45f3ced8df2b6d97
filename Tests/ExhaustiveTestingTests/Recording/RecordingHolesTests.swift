import Foundation
import XCTest

@testable import ExhaustiveRecording
@testable import ExhaustiveTesting

/// Record mode's last holes, pinned as whole rewritten files: a missing receive noticed by
/// `await self.store.finish()` goes before it in the test's own call shape; a replaced receive
/// keeps its other arguments; and no string, raw string, interpolation, regex literal or comment
/// in any argument position is read as code.
final class RecordingHolesTests: XCTestCase {
  private enum Action: Equatable {
    case saved(Int)
    case ticked
  }

  /// `source` after `steps` are placed at the step whose `(` or `{` is the first `needle` on
  /// `line`; or the reason it is refused.
  private func rewrite(
    _ source: String, _ steps: [AcceptedStep], _ placement: Acceptance.Placement, line: Int,
    _ needle: String
  ) -> String {
    let text = Array(source.utf8)
    let lineText = source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let column =
      lineText.utf8.count - lineText[lineText.range(of: needle)!.lowerBound...].utf8.count + 1
    let location = SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: 0, column: 0)
    do throws(StepSourceError) {
      let step = try StepSource(text, line: line, column: column)
      let edits = try Acceptance(steps: steps, placement: placement, location: location)
        .edits(step, in: text)
      var result = text
      for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
      }
      return String(decoding: result, as: UTF8.self)
    } catch {
      return "refused: " + error.reason
    }
  }

  private let saved = AcceptedStep(.receive, Action.saved(1), from: 0, to: 1)

  func testAMissingReceiveNoticedByFinishGoesBeforeItInTheTestsCallShape() {
    let source = """
      func testSave() async {
        await self.store.send(.saveTapped)
        await self.store.finish()
      }

      """
    // At the end of the test the last step is `finish()`: the receive goes before it.
    for placement in [Acceptance.Placement.endOfBlock, .after] {
      XCTAssertEqual(
        rewrite(source, [saved], placement, line: 3, "("),
        """
        func testSave() async {
          await self.store.send(.saveTapped)
          await self.store.receive(.saved(1)) {
            $0 = 1
          }
          await self.store.finish()
        }

        """)
    }
  }

  /// A send's handle is not the store: no receive is written in its shape.
  func testAFinishOnASendsHandleIsRefused() {
    let source = """
      func testListen() async {
        let task = await store.send(.listen)
        await task.finish()
      }

      """
    XCTAssertEqual(
      rewrite(source, [saved], .endOfBlock, line: 3, "("),
      "refused: the `finish()` at line 3 is not called on a store the test sends to (a send's "
        + "handle?), so the receive's receiver is unknown")
  }

  func testAReplacedReceiveKeepsItsOtherArguments() {
    let source = """
      func testSave() async {
        await store.receive(.saved(2), timeout: .seconds(1)) {
          $0 = 2
        }
        await store.receive(.ticked, timeout: .seconds(1) /* why */)
      }

      """
    XCTAssertEqual(
      rewrite(source, [saved], .replacingStep, line: 2, "("),
      """
      func testSave() async {
        await store.receive(.saved(1), timeout: .seconds(1)) {
          $0 = 1
        }
        await store.receive(.ticked, timeout: .seconds(1) /* why */)
      }

      """)
    XCTAssertEqual(
      rewrite(source, [saved], .replacingStep, line: 5, "("),
      """
      func testSave() async {
        await store.receive(.saved(2), timeout: .seconds(1)) {
          $0 = 2
        }
        await store.receive(.saved(1), timeout: .seconds(1) /* why */) {
          $0 = 1
        }
      }

      """)
  }

  /// Every token kind that may hold a bracket, in every argument position: the closure is
  /// written after the step's `)`, and the arguments are left as they were.
  func testNoLiteralOrCommentInAnyArgumentIsReadAsCode() {
    let literals = [
      #""{b""#, #""b}""#, #""(""#, ##"#"{"#"##, ###"##"}"# {"##"###, #""\(x["{"])""#,
      #""\(")")""#, ##"#"\#(y) {"#"##, "/* { ( */ 1", "#/{/#", "/{(/",
      "\"\"\"\n  {\n  \"\"\"",
    ]
    for literal in literals {
      for arguments in ["\(literal)", ".a(\(literal))", ".a, b: \(literal)", "\(literal), c: 1"] {
        let source = "func test() {\n  store.send(\(arguments))\n}\n"
        XCTAssertEqual(
          rewrite(source, [saved], .step, line: 2, "("),
          "func test() {\n  store.send(\(arguments)) {\n    $0 = 1\n  }\n}\n", arguments)
      }
    }
    // In the trailing closure, which the rewrite replaces whole.
    for literal in literals {
      let source = "func test() {\n  store.send(.a) { _ = \(literal) }\n  store.send(.b)\n}\n"
      XCTAssertEqual(
        rewrite(source, [saved], .step, line: 2, "("),
        "func test() {\n  store.send(.a) {\n    $0 = 1\n  }\n  store.send(.b)\n}\n", literal)
    }
    let comment = "func test() {\n  store.send(.a) // {\n}\n"
    XCTAssertEqual(
      rewrite(comment, [saved], .step, line: 2, "("),
      "func test() {\n  store.send(.a) {\n    $0 = 1\n  } // {\n}\n")
  }

  /// The issue's case: `{` inside a string argument, with the closure missing.
  func testABraceInAStringArgumentIsRecorded() {
    let source = """
      func testSearch() {
        store.send(.queryChanged("{b"))
      }

      """
    XCTAssertEqual(
      rewrite(source, [saved], .step, line: 2, "("),
      """
      func testSearch() {
        store.send(.queryChanged("{b")) {
          $0 = 1
        }
      }

      """)
  }

  private var store: TestStore<AsyncState, AsyncAction, AsyncEnvironment>!

  /// Noticed when the test ends, after `await self.store.finish()`: the printed code is a receive
  /// in the shape of the test's calls (`await self.store.`), to write before `finish()`.
  func testTheReceiveMissingBeforeFinishIsPrintedInTheTestsCallShape() async {
    let fixture = AsyncFixture()
    let line = #line
    let failures = await withExpectedFailures {
      self.store = fixture.makeStore()
      await self.store.send(.listen)
      fixture.events.continuation.yield(1)
      fixture.events.continuation.finish()
      await self.store.finish()
      self.store = nil
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received 1 unexpected action: …

        Unhandled actions: [
          AsyncAction.event(1),
        ]

        Timeline:
          send AsyncAction.listen (RecordingHolesTests.swift:\(line + 3))
            effect #1 started, cancellation id: ListenID()
          finish (RecordingHolesTests.swift:\(line + 6))
            effect #1 sent AsyncAction.event(1)
            effect #1 finished
          store released (created at AsyncFeature.swift:93)

        To accept the actual behaviour, write:

          await self.store.receive(.event(1))

        These steps leave out the state the actions change: it shows when they are received, \
        or `store.record = .failures` writes it.
        """
      ])
  }

  /// A line of a multi-line string that reads like a declaration is text: the declaration a
  /// rewrite leaves unused is the code's.
  func testTidyingReadsNoDeclarationInAString() {
    let source = #"""
      func test() {
        let expected = 2
        let doc = """
          let expected = 1
          """
        _ = doc
        store.receive(.value(expected))
      }

      """#
    let text = Array(source.utf8)
    let call =
      source.utf8.count - source[source.range(of: ".value(expected)")!.lowerBound...].utf8.count
    let edit = SourceRewriter.Edit(range: call..<(call + 16), replacement: ".value(2)")
    let tidying = UnusedBindings.tidyingEdits(in: text, after: [edit])
    XCTAssertEqual(
      tidying.map { String(decoding: text[$0.range], as: UTF8.self) + "→" + $0.replacement },
      ["  let expected = 2\n→"])
  }

  /// Closures found by the lexer: braces in their strings do not end them.
  func testTrailingClosuresWithBracesInStrings() throws {
    let source = #"harness.run { $0.rename("}") } expecting: { $0.name = "{" }"# + "\n"
    let call = try ClosureCallSource(Array(source.utf8), line: 1, column: 13, name: "run")
    XCTAssertEqual(call.trailing.map(\.label), [nil, "expecting"])
    XCTAssertEqual(
      call.trailing.map { String(decoding: Array(source.utf8)[$0.range], as: UTF8.self) },
      [#"{ $0.rename("}") }"#, #"{ $0.name = "{" }"#])
  }
}
