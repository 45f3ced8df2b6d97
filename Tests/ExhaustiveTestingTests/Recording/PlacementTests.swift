import Foundation
import XCTest

@testable import ExhaustiveRecording
@testable import ExhaustiveTesting

/// Where record mode writes each kind of fix, pinned as whole rewritten files: a missing receive
/// after the code that made the action arrive (before the next step, after a script's last
/// `.do`, after the last statement of the test's body), a wrong received action replaced, a
/// receive of an action that never came deleted; and the shapes it refuses, with their reasons.
final class PlacementTests: XCTestCase {
  private let source = """
    func testScript() {
      store.assert(
        .send(.queryChanged("a")) {
          $0.query = "a"
        },
        .do { scheduler.advance(by: 1) }
      )
    }

    func testCalls() async {
      await store.send(.queryChanged("a")) { $0.query = "a" }
      scheduler.advance(by: 1)
      await store.receive(.ticked)
    }

    func testAfterAnAssert() {
      store.assert(
        .receive(.ticked),
        .send(.refreshTapped)
      )
      scheduler.advance(by: 1)
    }

    func testLoop() {
      for _ in 1...2 {
        store.send(.refreshTapped)
      }
    }

    func testClosingOnALineOfCode() {
      store.send(.refreshTapped) }

    """

  /// The file after `acceptance` is applied at the step whose `(` or `{` is the first `needle`
  /// on `line`; or the reason it is refused.
  private func rewrite(
    _ steps: [AcceptedStep], _ placement: Acceptance.Placement, line: Int, _ needle: String
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

  private enum Action: Equatable {
    case response([String])
    case ticked
  }

  private let response = AcceptedStep(.receive, Action.response(["a"]), from: 0, to: 1)

  func testAfterAScriptsLastDoTheReceiveJoinsTheList() {
    XCTAssertEqual(
      rewrite([response], .after, line: 6, "{"),
      source.replacingOccurrences(
        of: "    .do { scheduler.advance(by: 1) }\n",
        with: """
              .do { scheduler.advance(by: 1) },
              .receive(.response(["a"])) {
                $0 = 1
              }

          """))
  }

  func testBeforeTheNextStepOfAScriptTheReceiveEndsWithAComma() {
    XCTAssertEqual(
      rewrite([response], .before, line: 6, "{"),
      source.replacingOccurrences(
        of: "    .do { scheduler.advance(by: 1) }\n",
        with: """
              .receive(.response(["a"])) {
                $0 = 1
              },
              .do { scheduler.advance(by: 1) }

          """))
  }

  func testAtTheEndOfATestTheReceiveFollowsItsLastStatement() {
    XCTAssertEqual(
      rewrite([response], .endOfBlock, line: 11, "("),
      source.replacingOccurrences(
        of: "  await store.receive(.ticked)\n}\n",
        with: """
            await store.receive(.ticked)
            await store.receive(.response(["a"])) {
              $0 = 1
            }
          }

          """))
  }

  func testAfterAnAssertTheReceiveIsACallOnTheStore() {
    XCTAssertEqual(
      rewrite([response], .endOfBlock, line: 17, "("),
      source.replacingOccurrences(
        of: "  scheduler.advance(by: 1)\n}\n\nfunc testLoop",
        with: """
            scheduler.advance(by: 1)
            store.receive(.response(["a"])) {
              $0 = 1
            }
          }

          func testLoop
          """))
  }

  func testAWrongReceivedActionIsReplacedWhole() {
    XCTAssertEqual(
      rewrite([response], .replacingStep, line: 13, "("),
      source.replacingOccurrences(
        of: "  await store.receive(.ticked)\n",
        with: """
            await store.receive(.response(["a"])) {
              $0 = 1
            }

          """))
  }

  func testAReceiveThatNeverCameIsDeletedWithItsComma() {
    XCTAssertEqual(
      rewrite([], .deletingStep, line: 13, "("),
      source.replacingOccurrences(of: "  await store.receive(.ticked)\n", with: ""))
    XCTAssertEqual(
      rewrite([], .deletingStep, line: 18, "("),
      source.replacingOccurrences(of: "    .receive(.ticked),\n", with: ""))
    XCTAssertEqual(
      rewrite([], .deletingStep, line: 19, "("),
      source.replacingOccurrences(
        of: "    .receive(.ticked),\n    .send(.refreshTapped)\n",
        with: "    .receive(.ticked)\n"))
  }

  func testShapesWhoseEndCannotBeFoundAreRefused() {
    XCTAssertEqual(
      rewrite([response], .endOfBlock, line: 26, "("),
      "refused: the step at line 26 is inside a `for` loop, where a receive written after it "
        + "would run on every pass")
    XCTAssertEqual(
      rewrite([response], .endOfBlock, line: 31, "("),
      "refused: the block that holds the step at line 31 ends on a line of code (line 31)")
    XCTAssertEqual(
      rewrite([response], .endOfBlock, line: 6, "{"),
      "refused: the actions arrived after the `assert` that holds the step at line 6 ended")
  }
}
