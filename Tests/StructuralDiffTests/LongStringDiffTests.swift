import StructuralDiff
import XCTest

private struct Article: Equatable {
  var title: String
  var body: String
}

/// Diffs of long and huge strings stay short: unchanged lines collapse like collection
/// elements, long lines are cut, and one string's changed lines are capped.
final class LongStringDiffTests: XCTestCase {
  func testUnchangedLinesCollapseAroundOneChangedLine() {
    let lines = (1...1_000).map { "line \($0)" }
    var changed = lines
    changed[499] = "LINE 500"
    assertDiff(
      Article(title: "Log", body: lines.joined(separator: "\n")),
      Article(title: "Log", body: changed.joined(separator: "\n")),
      #"""
        Article(
          title: "Log",
          body: """
            … (499 unchanged lines)
      −     line 500
      +     LINE 500
            … (500 unchanged lines)
            """
        )
      """#
    )
  }

  func testRunsOfTwoUnchangedLinesStayAsContext() {
    assertDiff(
      "a\nb\nc\nd\ne\nf\ng", "a\nb\nC\nd\ne\nf\nG",
      #"""
        """
          a
          b
      −   c
      +   C
          … (3 unchanged lines)
      −   g
      +   G
          """
      """#
    )
  }

  func testUnchangedMultilineStringBesideAChangeCollapses() {
    assertDiff(
      Article(title: "Old", body: "one\ntwo\nthree"),
      Article(title: "New", body: "one\ntwo\nthree"),
      #"""
        Article(
      −   title: "Old",
      +   title: "New",
          body: """
            … (3 unchanged lines)
            """
        )
      """#
    )
    assertDiff(
      Article(title: "Old", body: "one\ntwo"),
      Article(title: "New", body: "one\ntwo"),
      #"""
        Article(
      −   title: "Old",
      +   title: "New",
          body: """
            one
            two
            """
        )
      """#
    )
  }

  func testInsertedHugeMultilineStringIsCapped() {
    let text = (1...2_000).map { "line \($0)" }.joined(separator: "\n")
    let lines = diff(String?.none, text)?.split(separator: "\n") ?? []
    XCTAssertEqual(lines.count, 2 + 500 + 2)
    XCTAssertEqual(lines[0], "\u{2212} nil")
    XCTAssertEqual(lines[1], #"+ """"#)
    XCTAssertEqual(lines[501], "+   line 500")
    XCTAssertEqual(lines.suffix(2), ["+   … (1500 more lines not shown)", #"+   """"#])
  }

  func testLongSingleLineStringIsCutAndPointsAtItsDifference() {
    let prefix = String(repeating: "a", count: 3_000)
    let shown = String(repeating: "a", count: 1_000)
    assertDiff(
      prefix + "b", prefix + "c",
      """
      − "\(shown)"… (2001 more characters)
      + "\(shown)"… (2001 more characters)
        // First difference at character 3001: "…aaaaaaaaaaaaaaaaaaaab" vs "…aaaaaaaaaaaaaaaaaaaac"
      """
    )
  }

  func testCutNeverSplitsAnEscape() {
    let prefix = String(repeating: "a", count: 999) + "\""
    let tail = String(repeating: "b", count: 10)
    let shown = String(repeating: "a", count: 999)
    assertDiff(
      prefix + tail + "1", prefix + tail + "2",
      ##"""
      − #"\##(shown)""#… (11 more characters)
      + #"\##(shown)""#… (11 more characters)
        // First difference at character 1011: #"…aaaaaaaaa"bbbbbbbbbb1"# vs #"…aaaaaaaaa"bbbbbbbbbb2"#
      """##
    )
  }

  func testUnchangedLongStringBesideAChangeIsCut() {
    let body = String(repeating: "x", count: 1_500)
    assertDiff(
      Article(title: "Old", body: body), Article(title: "New", body: body),
      """
        Article(
      −   title: "Old",
      +   title: "New",
          body: "\(String(repeating: "x", count: 1_000))"… (500 more characters)
        )
      """
    )
  }

  func testHugeSingleLineStringDiffStaysShort() {
    let half = String(repeating: "a", count: 500_000)
    let shown = String(repeating: "a", count: 1_000)
    assertDiff(
      half + "b" + half, half + "c" + half,
      """
      − "\(shown)"… (999001 more characters)
      + "\(shown)"… (999001 more characters)
        // First difference at character 500001: "…aaaaaaaaaaaaaaaaaaaabaaaaaaaaaaaaaaaaaaa…" vs "…aaaaaaaaaaaaaaaaaaaacaaaaaaaaaaaaaaaaaaa…"
      """
    )
  }

  func testFirstDifferenceCountsEscapesAndCombiningMarksAsOneCharacter() {
    let prefix = String(repeating: "a\t", count: 45)
    let literal = String(repeating: "a\\t", count: 45)
    let context = String(repeating: "a\\t", count: 10)
    // The decomposed `é` (`e` and U+0301) is one character: the difference is at `e`.
    assertDiff(
      prefix + "ex", prefix + "e\u{301}x",
      """
      − "\(literal)ex"
      + "\(literal)e\u{301}x"
        // First difference at character 91: "…\(context)ex" vs "…\(context)e\u{301}x"
      """
    )
  }

  func testChangedLinesOfOneStringAreCapped() {
    let first = (1...2_000).map { "old \($0)" }.joined(separator: "\n")
    let second = (1...2_000).map { "new \($0)" }.joined(separator: "\n")
    let lines = diff(first, second)?.split(separator: "\n") ?? []
    XCTAssertEqual(lines.count, 1 + 500 + 2)
    XCTAssertEqual(lines[1], "\u{2212}   old 1")
    XCTAssertEqual(lines[500], "\u{2212}   old 500")
    XCTAssertEqual(
      lines.suffix(2), ["    … (3500 more changed lines not shown)", #"    """"#])
  }
}
