import StructuralDiff
import XCTest

private struct User: Equatable {
  var id = 1
  var name = "Blob"
}

/// custom-dump's spelling of a snapshotting object, as swift-sharing's `@Shared` writes it.
private final class Shared: _CustomDiffObject, Equatable {
  let before: Any
  let after: Any
  init(before: Any = User(), after: Any = User(name: "Blob, Jr")) {
    self.before = before
    self.after = after
  }
  var _customDiffValues: (Any, Any) { (before, after) }
  // Identity is not equality: the diff must look at the snapshots.
  static func == (lhs: Shared, rhs: Shared) -> Bool { false }
}

/// Equal to itself, as an identity-compared reference is: the diff still shows its snapshots.
private final class IdentityShared: _CustomDiffObject, Equatable {
  var _customDiffValues: (Any, Any) { (User(name: "Blob"), User(name: "Blob, Jr")) }
  static func == (lhs: IdentityShared, rhs: IdentityShared) -> Bool { lhs === rhs }
}

/// A value (not an object) that stands for an object: its identity is the object's.
private struct SharedReference: _CustomDiffObject, Equatable {
  let box: Shared
  var _customDiffValues: (Any, Any) { box._customDiffValues }
  var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(box) }
  var _customDiffType: Any.Type? { Account.self }
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

private struct Account {}

/// An object whose snapshots are objects: itself now, and the object it will become.
private final class Node: _CustomDiffObject, CustomDumpReflectable {
  let origin = NSObjectStandIn()
  var numbers: [Int]
  var target: Node?
  init(numbers: [Int]) { self.numbers = numbers }
  var _customDiffValues: (Any, Any) { (self, target ?? self) }
  var customDumpMirror: Mirror { Mirror(self, children: ["numbers": numbers]) }
}

private final class NSObjectStandIn {}

private struct State: Equatable {
  var stats: Shared
}

/// Snapshots that do not open like a struct: a string, an array.
private final class Flag: _CustomDiffObject, Equatable {
  var _customDiffValues: (Any, Any) { ("before", "after") }
  static func == (lhs: Flag, rhs: Flag) -> Bool { false }
}

private final class Numbers: _CustomDiffObject, Equatable {
  var _customDiffValues: (Any, Any) { ([1], [1, 2]) }
  static func == (lhs: Numbers, rhs: Numbers) -> Bool { false }
}

private struct Flags: Equatable {
  var first: Flag
  var second: Flag
}

/// Issue 23: `_CustomDiffObject` (swift-custom-dump 1.7.3) is accepted beside
/// `CustomDiffSnapshotting`, with its identity semantics.
final class CustomDiffObjectTests: XCTestCase {
  func testADumpPrintsTheCurrentValueNumberedByIdentity() {
    let shared = Shared()
    assertDump(
      [shared, shared],
      """
      [
        User#1(
          id: 1,
          name: "Blob, Jr"
        ),
        User#1(↩︎),
      ]
      """)
  }

  func testADiffOfTheSameObjectShowsTheChange() {
    let shared = Shared()
    assertDiff(
      shared, shared,
      """
        User#1(
          id: 1,
      \u{2212}   name: "Blob"
      +   name: "Blob, Jr"
        )
      """)
    assertDiff(
      State(stats: shared), State(stats: shared),
      """
        State(
          stats: User#1(
            id: 1,
      \u{2212}     name: "Blob"
      +     name: "Blob, Jr"
          )
        )
      """)
  }

  func testTheDiffComparesSnapshotsNotEquality() {
    let shared = IdentityShared()
    assertDiff(
      shared, shared,
      """
        User#1(
          id: 1,
      \u{2212}   name: "Blob"
      +   name: "Blob, Jr"
        )
      """)
  }

  func testAnObjectThatIsItsOwnSnapshotPrintsItsCustomMirror() {
    let node = Node(numbers: [1])
    assertDump(node, "Node(\n  numbers: [\n    1,\n  ]\n)")
  }

  func testElementsAlignByIdentity() {
    let shared = Shared()
    assertDiff(
      [shared, shared], [shared, Shared()],
      """
        [
          User#1(
            id: 1,
      \u{2212}     name: "Blob"
      +     name: "Blob, Jr"
          ),
      \u{2212}   User#1(↩︎),
      +   User#2(
      +     id: 1,
      +     name: "Blob, Jr"
      +   ),
        ]
      """)
  }

  /// A snapshot that is not struct-like carries its object's number around it, so its
  /// back-references point at something.
  func testASnapshotThatIsNotStructLikeShowsItsObjectsNumberAroundIt() {
    let flag = Flag()
    let other = Flag()
    assertDump(
      [Flags(first: flag, second: flag), Flags(first: other, second: other)],
      """
      [
        Flags(
          first: Flag#1("after"),
          second: Flag#1(↩︎)
        ),
        Flags(
          first: Flag#2("after"),
          second: Flag#2(↩︎)
        ),
      ]
      """)
    assertDiff(
      flag, flag,
      """
      \u{2212} Flag#1("before")
      + Flag#1("after")
      """)
    let numbers = Numbers()
    assertDump([numbers, numbers], "[\n  Numbers#1([\n    1,\n    2,\n  ]),\n  Numbers#1(↩︎),\n]")
    assertDiff(
      numbers, numbers,
      """
        Numbers#1([
          1,
      +   2,
        ])
      """)
  }

  func testAValueStandingForAnObjectUsesItsIdentifierAndChosenType() {
    let box = Shared()
    assertDump(
      [SharedReference(box: box), SharedReference(box: box)],
      """
      [
        Account#1(
          id: 1,
          name: "Blob, Jr"
        ),
        Account#1(↩︎),
      ]
      """)
  }
}
