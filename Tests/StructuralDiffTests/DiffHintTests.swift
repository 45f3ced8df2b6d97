import StructuralDiff
import XCTest

private struct Article: Equatable {
  var title: String
  var body: String
}

private final class Session: Equatable {
  var user = "blob"
  static func == (lhs: Session, rhs: Session) -> Bool { lhs === rhs }
}

private struct Screen: Equatable {
  var name: String
  var session: Session
}

/// Hints that point at the difference when the changed lines alone do not.
final class DiffHintTests: XCTestCase {
  private let sentence =
    "The quick brown fox jumps over the lazy dog, then trots home along the river bank and"

  func testLongStringChangeShowsItsFirstDifference() {
    assertDiff(
      Article(title: "News", body: sentence + " sleeps."),
      Article(title: "News", body: sentence + " eats."),
      """
        Article(
          title: "News",
      −   body: "The quick brown fox jumps over the lazy dog, then trots home along the river bank and sleeps."
      +   body: "The quick brown fox jumps over the lazy dog, then trots home along the river bank and eats."
          // First difference at character 87: "… the river bank and sleeps." vs "… the river bank and eats."
        )
      """
    )
  }

  func testLongStringHintCountsEscapesAsOneCharacter() {
    let prefix = String(repeating: "\"", count: 30) + String(repeating: "a", count: 60)
    assertDiff(
      prefix + "b" + String(repeating: "c", count: 30),
      prefix + "d" + String(repeating: "c", count: 30),
      ##"""
      − #"""""""""""""""""""""""""""""""aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcccccccccccccccccccccccccccccc"#
      + #"""""""""""""""""""""""""""""""aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaadcccccccccccccccccccccccccccccc"#
        // First difference at character 91: #"…aaaaaaaaaaaaaaaaaaaabccccccccccccccccccc…"# vs #"…aaaaaaaaaaaaaaaaaaaadccccccccccccccccccc…"#
      """##
    )
  }

  func testLongStringsInAnArrayArePairedForTheirHints() {
    assertDiff(
      ["short", sentence + "!"],
      ["short", sentence + "?"],
      """
        [
          "short",
      −   "The quick brown fox jumps over the lazy dog, then trots home along the river bank and!",
      +   "The quick brown fox jumps over the lazy dog, then trots home along the river bank and?",
          // First difference at character 86: "…g the river bank and!" vs "…g the river bank and?"
        ]
      """
    )
  }

  func testShortStringChangeHasNoHint() {
    assertDiff(
      Article(title: "News", body: "sleeps"),
      Article(title: "News", body: "eats"),
      """
        Article(
          title: "News",
      −   body: "sleeps"
      +   body: "eats"
        )
      """
    )
  }

  /// Two instances of a class are two objects (issue 34 §3): numbered apart, they no longer
  /// print alike, so the diff shows one replaced by the other instead of explaining a hidden
  /// difference.
  func testDistinctInstancesUnderIdentityEqualityAreShownReplaced() {
    assertDiff(
      Screen(name: "home", session: Session()),
      Screen(name: "home", session: Session()),
      """
        Screen(
          name: "home",
      −   session: Session#1(
      −     user: "blob"
      −   )
      +   session: Session#2(
      +     user: "blob"
      +   )
        )
      """
    )
    assertDiff(
      Session(), Session(),
      """
      − Session#1(
      −   user: "blob"
      − )
      + Session#2(
      +   user: "blob"
      + )
      """
    )
  }

}
