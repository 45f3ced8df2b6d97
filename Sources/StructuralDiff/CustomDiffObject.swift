/// swift-custom-dump's spelling of ``CustomDiffSnapshotting``, so a type written for it
/// (swift-sharing's `@Shared` is one) compiles and diffs the same here.
///
/// A conforming value prints its current value (`_customDiffValues.1`) in dumps and on a diff's
/// second side, and its earlier value (`_customDiffValues.0`) on the first side; a diff compares
/// the two, never the value's own `==` (unlike ``CustomDiffSnapshotting``). Its identity is
/// `_objectIdentifier` (by default the object's own): values with the same identifier are the
/// same object, numbered alike (`User#1(…)`, then `User#1(↩︎)`), and collection elements with
/// the same identifier are aligned with each other in diffs.
///
/// ```swift
/// final class Shared: _CustomDiffObject {
///   var snapshot: User
///   var value: User
///   var _customDiffValues: (Any, Any) { (snapshot, value) }
/// }
/// ```
///
/// The underscore is custom-dump's: a file that imports both libraries names the one it means
/// (`StructuralDiff._CustomDiffObject`). New code can conform to ``CustomDiffSnapshotting``.
public protocol _CustomDiffObject {
  /// The value before the change and the value now.
  var _customDiffValues: (Any, Any) { get }
  /// The type whose name prints for the value, or `nil` for the printed value's own type.
  var _customDiffType: Any.Type? { get }
  /// What identifies the object the value stands for.
  var _objectIdentifier: ObjectIdentifier { get }
}

extension _CustomDiffObject {
  /// `nil`: the printed value's own type names it.
  public var _customDiffType: Any.Type? { nil }
}

extension _CustomDiffObject where Self: AnyObject {
  /// The object's own identifier.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self) }
}

/// What the tree builder reads from a value that prints snapshots in its place, whichever of
/// the two protocols it conforms to.
struct SnapshotSource {
  /// The identity of the object the value stands for.
  var id: ObjectIdentifier
  var before: Any
  var current: Any
  /// The name to print for the snapshot, when the value chose one (`_customDiffType`).
  var name: String?
  /// The object itself, when the value is one.
  var object: AnyObject?

  init?(_ value: Any) {
    if let object = value as? any CustomDiffSnapshotting {
      let snapshots = object.customDiffSnapshots
      self.init(
        id: ObjectIdentifier(object), before: snapshots.before, current: snapshots.current,
        name: nil, object: object)
    } else if let custom = value as? any _CustomDiffObject {
      let (before, current) = custom._customDiffValues
      self.init(
        id: custom._objectIdentifier, before: before, current: current,
        name: custom._customDiffType.map(typeName),
        object: type(of: value) is AnyClass ? value as AnyObject : nil)
    } else {
      return nil
    }
  }

  private init(
    id: ObjectIdentifier, before: Any, current: Any, name: String?, object: AnyObject?
  ) {
    self.id = id
    self.before = before
    self.current = current
    self.name = name
    self.object = object
  }
}
