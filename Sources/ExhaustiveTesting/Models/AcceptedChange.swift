import ExhaustiveCore
import StructuralDiff

/// A property the test expects to change to a value it cannot write out, checked by a
/// predicate once the step has run.
@MainActor
struct AcceptedChange {
  /// The object the property belongs to (the model, or a child model).
  let objectID: ObjectIdentifier
  /// Checks the property's new value against the object as the step left it, given the
  /// object's snapshot before the step; returns the failure, if any, and the label of the
  /// stored property the key path reads, when it could be told.
  let probe: @MainActor (_ before: ObjectSnapshot?) -> (failure: String?, label: String?)

  init<Root: AnyObject, Value>(
    object: Root, keyPath: KeyPath<Root, Value>, before: Value,
    predicate: @escaping @MainActor (Value) -> Bool
  ) {
    objectID = ObjectIdentifier(object)
    // As it is now, before the step: a child model the value holds (in an enum case, a
    // struct) changes in place, so the value itself would read the same after.
    let frozenBefore = ObjectSnapshot.frozen(before)
    probe = { snapshot in
      let after = object[keyPath: keyPath]
      // The stored properties that changed in the step, holding the key path's new value:
      // the key path reads one of them.
      let changed = Set(
        ObjectSnapshot.fields(of: object).compactMap { field -> String? in
          guard let old = snapshot?.property(field.label),
            !ObjectSnapshot.isSame(ObjectSnapshot.frozen(field.value), old.value)
          else { return nil }
          return field.label
        })
      let label =
        changed.isEmpty
        ? nil
        : StoredPropertyFinder.label(
          of: keyPath, in: object, readingNow: after, distinguishedBy: before, among: changed)
      let name = ModelFailureMessages.name(of: keyPath, label: label, in: object)
      if ObjectSnapshot.isSame(ObjectSnapshot.frozen(after), frozenBefore) {
        return (ModelFailureMessages.expectedChange(name, value: after), label)
      }
      if !predicate(after) {
        return (ModelFailureMessages.unsatisfied(name, value: after), label)
      }
      return (nil, label)
    }
  }
}
