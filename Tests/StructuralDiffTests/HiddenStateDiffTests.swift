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

/// Dumps as its first character only.
private struct Initial: CustomDumpRepresentable {
  var name: String
  var customDumpValue: Any { String(name.prefix(1)) }
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

  func testFieldLeftOutByACustomMirrorIsExplained() {
    assertDiff(
      Login(email: "blob@example.com", password: "bl0b", token: "1"),
      Login(email: "blob@example.com", password: "bl0b", token: "2"),
      """
        // Values differ but print the same: the dump of Login hides what changed.
        Login(
          email: "blob@example.com",
          password: <redacted>
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
