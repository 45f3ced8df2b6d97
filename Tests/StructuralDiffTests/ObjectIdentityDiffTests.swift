import StructuralDiff
import XCTest

/// A plain class.
private final class User {
  var name: String
  init(_ name: String) { self.name = name }
}

/// Our ``CustomDiffSnapshotting``: diffed by its snapshots, `Profile(name:)`.
private final class ProfileBox: CustomDiffSnapshotting {
  let before: Profile
  let current: Profile
  init(_ before: String, _ current: String) {
    self.before = Profile(name: before)
    self.current = Profile(name: current)
  }
  var customDiffSnapshots: (before: Any, current: Any) { (before, current) }
}

private struct Profile {
  var name: String
}

/// swift-custom-dump's `_CustomDiffObject`: diffed by its snapshots, `Account(name:)`.
private final class AccountBox: _CustomDiffObject {
  let before: Account
  let current: Account
  init(_ before: String, _ current: String) {
    self.before = Account(name: before)
    self.current = Account(name: current)
  }
  var _customDiffValues: (Any, Any) { (before, current) }
}

private struct Account {
  var name: String
}

private struct UserPair {
  var first: User
  var second: User
}

private struct Holder {
  var owner: Any
}

private struct Outer {
  var title: String
  var holder: Holder
}

private struct MaybeHolder {
  var owner: Any?
}

private enum Event {
  case signedIn(Any)
}

/// A `_CustomDiffObject` that stands for itself but declares the identity of the record it
/// mirrors: two instances made for the same record are one object to the differ.
private final class RecordView: _CustomDiffObject {
  let record: AnyObject
  var title: String
  var next: RecordView?
  init(_ record: AnyObject, _ title: String) {
    self.record = record
    self.title = title
  }
  var _customDiffValues: (Any, Any) { (self, self) }
  var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(record) }
}

extension RecordView: CustomDumpReflectable {
  /// The record is the view's identity, not a field of what it shows.
  var customDumpMirror: Mirror {
    Mirror(self, children: ["title": title, "next": next as Any], displayStyle: .class)
  }
}

private final class MailRecord {}

/// One kind of object: how to make two distinct instances of it, or one that changed, and the
/// type name its dump shows.
private struct ObjectKind {
  var name: String
  /// An instance whose first-side dump reads `name: "Blob"`, second-side `name: "Blob, Jr"`
  /// (for a plain class, one instance per name).
  var distinct: () -> (Any, Any)
  /// One instance on both sides; `nil` for a plain class, which cannot show a change of itself.
  var changed: (() -> Any)?
}

private var kinds: [ObjectKind] {
  [
    ObjectKind(name: "User", distinct: { (User("Blob"), User("Blob, Jr")) }, changed: nil),
    ObjectKind(
      name: "Profile", distinct: { (ProfileBox("Blob", "Blob"), ProfileBox("Blob", "Blob, Jr")) },
      changed: { ProfileBox("Blob", "Blob, Jr") }),
    ObjectKind(
      name: "Account", distinct: { (AccountBox("Blob", "Blob"), AccountBox("Blob", "Blob, Jr")) },
      changed: { AccountBox("Blob", "Blob, Jr") }),
  ]
}

/// Where an object sits: a function that puts it there, and the golden diff of two distinct
/// instances there (`T` stands for the type name).
private struct Position {
  var name: String
  var wrap: (Any) -> Any
  var replaced: String
  var changed: String
}

private var positions: [Position] {
  [
    Position(
      name: "top level", wrap: { $0 },
      replaced: """
        \u{2212} T#1(
        \u{2212}   name: "Blob"
        \u{2212} )
        + T#2(
        +   name: "Blob, Jr"
        + )
        """,
      changed: """
          T#1(
        \u{2212}   name: "Blob"
        +   name: "Blob, Jr"
          )
        """),
    Position(
      name: "field", wrap: { Holder(owner: $0) },
      replaced: """
          Holder(
        \u{2212}   owner: T#1(
        \u{2212}     name: "Blob"
        \u{2212}   )
        +   owner: T#2(
        +     name: "Blob, Jr"
        +   )
          )
        """,
      changed: """
          Holder(
            owner: T#1(
        \u{2212}     name: "Blob"
        +     name: "Blob, Jr"
            )
          )
        """),
    Position(
      name: "nested field", wrap: { Outer(title: "home", holder: Holder(owner: $0)) },
      replaced: """
          Outer(
            title: "home",
            holder: Holder(
        \u{2212}     owner: T#1(
        \u{2212}       name: "Blob"
        \u{2212}     )
        +     owner: T#2(
        +       name: "Blob, Jr"
        +     )
            )
          )
        """,
      changed: """
          Outer(
            title: "home",
            holder: Holder(
              owner: T#1(
        \u{2212}       name: "Blob"
        +       name: "Blob, Jr"
              )
            )
          )
        """),
    Position(
      name: "optional", wrap: { MaybeHolder(owner: $0) },
      replaced: """
          MaybeHolder(
        \u{2212}   owner: T#1(
        \u{2212}     name: "Blob"
        \u{2212}   )
        +   owner: T#2(
        +     name: "Blob, Jr"
        +   )
          )
        """,
      changed: """
          MaybeHolder(
            owner: T#1(
        \u{2212}     name: "Blob"
        +     name: "Blob, Jr"
            )
          )
        """),
    Position(
      name: "enum payload", wrap: { Event.signedIn($0) },
      replaced: """
          Event.signedIn(
        \u{2212}   T#1(
        \u{2212}     name: "Blob"
        \u{2212}   )
        +   T#2(
        +     name: "Blob, Jr"
        +   )
          )
        """,
      changed: """
          Event.signedIn(
            T#1(
        \u{2212}     name: "Blob"
        +     name: "Blob, Jr"
            )
          )
        """),
    Position(
      name: "dictionary value", wrap: { ["owner": $0] as [String: Any] },
      replaced: """
          [
        \u{2212}   "owner": T#1(
        \u{2212}     name: "Blob"
        \u{2212}   ),
        +   "owner": T#2(
        +     name: "Blob, Jr"
        +   ),
          ]
        """,
      changed: """
          [
            "owner": T#1(
        \u{2212}     name: "Blob"
        +     name: "Blob, Jr"
            ),
          ]
        """),
    Position(
      name: "array element", wrap: { [$0] as [Any] },
      replaced: """
          [
        \u{2212}   T#1(
        \u{2212}     name: "Blob"
        \u{2212}   ),
        +   T#2(
        +     name: "Blob, Jr"
        +   ),
          ]
        """,
      changed: """
          [
            T#1(
        \u{2212}     name: "Blob"
        +     name: "Blob, Jr"
            ),
          ]
        """),
  ]
}

/// Issue 34 §3: a diff never shows two distinct objects as one. Identity is part of the value
/// shown, at every depth: two instances are numbered apart wherever they sit, so an object
/// replaced by another prints as removed and inserted (`− User#1(` … `+ User#2(`), as inside a
/// collection, and the same instance changed still shows its changed fields.
final class ObjectIdentityDiffTests: XCTestCase {
  func testAnotherInstanceIsShownAsReplacedAtEveryPosition() {
    for kind in kinds {
      for position in positions {
        let (first, second) = kind.distinct()
        let expected = position.replaced.replacingOccurrences(of: "T#", with: kind.name + "#")
        let actual = diff(position.wrap(first), position.wrap(second))
        XCTAssertEqual(
          actual, expected, "\(kind.name) at \(position.name)\n--- actual ---\n\(actual ?? "nil")")
      }
    }
  }

  func testTheSameInstanceChangedStillShowsItsFieldChange() {
    for kind in kinds {
      guard let make = kind.changed else { continue }
      for position in positions {
        let object = make()
        let expected = position.changed.replacingOccurrences(of: "T#", with: kind.name + "#")
        let actual = diff(position.wrap(object), position.wrap(object))
        XCTAssertEqual(
          actual, expected, "\(kind.name) at \(position.name)\n--- actual ---\n\(actual ?? "nil")")
      }
    }
  }

  func testAPlainObjectKeptIsContextAndAnotherOneThatDumpsAlikeIsNot() {
    let kept = User("Blob")
    XCTAssertNil(diff(Holder(owner: kept), Holder(owner: kept)))
    assertDiff(
      User("Blob"), User("Blob"),
      """
      \u{2212} User#1(
      \u{2212}   name: "Blob"
      \u{2212} )
      + User#2(
      +   name: "Blob"
      + )
      """)
    assertDiff(
      Outer(title: "home", holder: Holder(owner: User("Blob"))),
      Outer(title: "away", holder: Holder(owner: User("Blob"))),
      """
        Outer(
      \u{2212}   title: "home",
      +   title: "away",
          holder: Holder(
      \u{2212}     owner: User#1(
      \u{2212}       name: "Blob"
      \u{2212}     )
      +     owner: User#2(
      +       name: "Blob"
      +     )
          )
        )
      """)
  }

  /// The replaced object's back-references keep its number, the new one's theirs.
  func testBackReferencesFollowTheirObject() {
    let old = User("Blob")
    let new = User("Blob")
    assertDiff(
      UserPair(first: old, second: old), UserPair(first: new, second: new),
      """
        UserPair(
      \u{2212}   first: User#1(
      \u{2212}     name: "Blob"
      \u{2212}   ),
      +   first: User#2(
      +     name: "Blob"
      +   ),
      \u{2212}   second: User#1(↩︎)
      +   second: User#2(↩︎)
        )
      """)
  }

  /// Identity is what an object declares: views made anew for the same records (each its own
  /// instance, standing for itself) are the same objects, at the root and below, so equal views
  /// make no diff (swift-custom-dump's suite pins the same), and a changed title is a field
  /// change, not a replacement.
  func testInstancesDeclaringTheSameIdentityAreOneObject() {
    let (inbox, sent) = (MailRecord(), MailRecord())
    func views(_ sentTitle: String) -> [RecordView] {
      let first = RecordView(inbox, "Inbox")
      let second = RecordView(sent, sentTitle)
      first.next = second
      return [first, second]
    }
    XCTAssertNil(diff(views("Sent"), views("Sent")))
    assertDiff(
      views("Sent"), views("Outbox"),
      """
        [
          RecordView#1(
            title: "Inbox",
            next: RecordView#2(
      \u{2212}       title: "Sent",
      +       title: "Outbox",
              next: nil
            )
          ),
          RecordView#2(↩︎),
        ]
      """)
  }

  /// Two `Any`s boxing a struct whose nested struct holds an `Any` (what the positions above
  /// pass): the diff once read the nested field from the inner existential's bytes and crashed.
  func testAnyValuesHoldingNestedExistentialsDiff() {
    let first: Any = Outer(title: "home", holder: Holder(owner: 1))
    let second: Any = Outer(title: "home", holder: Holder(owner: 2))
    assertDiff(
      first, second,
      """
        Outer(
          title: "home",
          holder: Holder(
      \u{2212}     owner: 1
      +     owner: 2
          )
        )
      """)
  }
}
