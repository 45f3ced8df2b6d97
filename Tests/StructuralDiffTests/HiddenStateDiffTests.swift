import StructuralDiff
import XCTest

/// Prints `<redacted>` whatever it holds; not `Equatable`.
private struct Redacted<Raw>: CustomDumpStringConvertible {
  var rawValue: Raw
  var customDumpDescription: String { "<redacted>" }
}

private struct Login: CustomDumpReflectable {
  var email: String
  var password: String
  var token: String
  var customDumpMirror: Mirror {
    Mirror(
      self, children: ["email": email, "password": Redacted(rawValue: password)],
      displayStyle: .struct)
  }
}

/// Prints `<redacted>`; `Equatable`, so `==` tells two apart.
private struct Secret: Equatable, CustomDumpStringConvertible {
  var rawValue: String
  var customDumpDescription: String { "<redacted>" }
}

private struct Account: Equatable {
  var user: String
  var secret: Secret
}

/// Dumps as its first character only.
private struct Initial: CustomDumpRepresentable {
  var name: String
  var customDumpValue: Any { String(name.prefix(1)) }
}

private struct Point {
  var x: Int
  var y: Int
}

/// Dumps as its visible part only.
private struct Masked: CustomDumpRepresentable {
  var visible: Point
  var secret: Int
  var customDumpValue: Any { visible }
}

private struct Profile {
  var initial: Initial
  var age: Int
}

/// Differences that a customized dump hides are still shown (issue 12 §4).
final class HiddenStateDiffTests: XCTestCase {
  func testRedactedFieldThatChangedIsMarked() {
    assertDiff(
      Login(email: "blob@example.com", password: "bl0b", token: "t"),
      Login(email: "blob@example.com", password: "bl0b!", token: "t"),
      """
        Login(
          email: "blob@example.com",
      −   password: <redacted>
      +   password: <redacted>
        )
      """
    )
  }

  func testEquatableRedactedFieldThatChangedIsMarked() {
    assertDiff(
      Account(user: "ada", secret: Secret(rawValue: "1")),
      Account(user: "ada", secret: Secret(rawValue: "2")),
      """
        Account(
          user: "ada",
      −   secret: <redacted>
      +   secret: <redacted>
        )
      """
    )
  }

  func testRepresentedValueThatChangedIsMarked() {
    assertDiff(
      Profile(initial: Initial(name: "Ada"), age: 36),
      Profile(initial: Initial(name: "Alan"), age: 36),
      """
        Profile(
      −   initial: "A",
      +   initial: "A",
          age: 36
        )
      """
    )
  }

  func testRedactedElementsThatChangedAreMarked() {
    assertDiff(
      [Redacted(rawValue: 1), Redacted(rawValue: 2)],
      [Redacted(rawValue: 1), Redacted(rawValue: 3)],
      """
        [
          <redacted>,
      −   <redacted>,
      +   <redacted>,
        ]
      """
    )
  }

  func testFieldLeftOutByACustomMirrorStaysOut() {
    // A custom mirror that leaves a field out (a cache, a token) leaves it out of diffs too.
    XCTAssertNil(
      diff(
        Login(email: "blob@example.com", password: "bl0b", token: "1"),
        Login(email: "blob@example.com", password: "bl0b", token: "2")))
  }

  func testStandInThatHidesAChangedFieldIsExplained() {
    assertDiff(
      Masked(visible: Point(x: 1, y: 2), secret: 1),
      Masked(visible: Point(x: 1, y: 2), secret: 2),
      """
        // Values differ but print the same: the dump of Masked hides what changed.
        Point(
          x: 1,
          y: 2
        )
      """
    )
  }

  func testUnchangedHiddenStateHasNoDiff() {
    XCTAssertNil(
      diff(
        Login(email: "a", password: "p", token: "t"), Login(email: "a", password: "p", token: "t")))
    XCTAssertNil(diff([Redacted(rawValue: 1)], [Redacted(rawValue: 1)]))
  }
}
