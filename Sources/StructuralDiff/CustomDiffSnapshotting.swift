/// A reference type diffed by snapshots of its state rather than by what it holds right now.
///
/// A shared-state box is the same instance on both sides of a diff, so the diff of the instance
/// itself would always be empty. Conforming lets a diff show how the state changed: the first
/// (expected) side prints the `before` snapshot, the second (actual) side the `current` one.
/// A dump prints `current`.
///
/// ```swift
/// final class SharedBox<Value>: CustomDiffSnapshotting {
///   var snapshot: Value  // taken when the test last asserted
///   var value: Value
///   var customDiffSnapshots: (before: Any, current: Any) { (snapshot, value) }
/// }
///
/// let box = SharedBox(snapshot: Stats(count: 0), value: Stats(count: 1))
/// diff(box, box)
/// //   Stats#1(
/// // −   count: 0
/// // +   count: 1
/// //   )
/// ```
///
/// The snapshots print in place of the object; a snapshot that opens like a struct carries the
/// object's number (`Stats#1(`), and every later occurrence of the object in the same value is a
/// back-reference (`Stats#1(↩︎)`), as for other objects. Snapshots should be values: one that is
/// the object itself prints as the object's own fields.
///
/// Whether two values differ is still decided by `==` when they are `Equatable`: a type that
/// compares instances by identity should compare their snapshots in `==` too, or `diff` and
/// `expectNoDifference` see no difference to show.
public protocol CustomDiffSnapshotting: AnyObject {
  /// The object's state when it was last asserted on (`before`) and now (`current`).
  var customDiffSnapshots: (before: Any, current: Any) { get }
}
