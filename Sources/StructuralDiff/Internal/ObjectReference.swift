/// An object a snapshot meets again while it is still inside it — a child model's back
/// reference to its parent (`weak var parent`), any cycle — kept as a reference that prints the
/// same whatever the object's state: `AppModel(↩︎)`.
///
/// Printing the object itself would print its whole state as it is when the dump is made, so
/// a snapshot taken before a step would read differently afterwards for every change anywhere in
/// the model, and a step described in full would fail with "differ but print the same".
package struct ObjectReference: CustomDumpStringConvertible, Equatable {
  /// The name of the object's type, as a dump prints it.
  package let typeName: String
  /// Which object it refers to: pointing at another object is a change.
  package let objectID: ObjectIdentifier

  init(to object: AnyObject) {
    typeName = StructuralDiff.typeName(type(of: object))
    objectID = ObjectIdentifier(object)
  }

  package var customDumpDescription: String { "\(typeName)(↩︎)" }
}
