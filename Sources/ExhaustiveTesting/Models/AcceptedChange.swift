import ExhaustiveCore
import StructuralDiff

/// A property the test expects to change to a value it cannot write out, checked by a
/// predicate once the step has run.
@MainActor
struct AcceptedChange<Model: AnyObject> {
  /// Checks the property's new value against the model as the step left it (`actual`), and
  /// returns the labels of the stored properties the key path reaches.
  let probe: @MainActor (Model, ObjectSnapshot) -> (failure: String?, labels: [String])

  init<Value>(
    keyPath: ReferenceWritableKeyPath<Model, Value>, before: Value,
    predicate: @escaping @MainActor (Value) -> Bool
  ) {
    probe = { model, actual in
      let after = model[keyPath: keyPath]
      // Putting the old value back for a moment shows which stored properties the key path
      // reaches: they are the ones that differ from the model as the step left it.
      model[keyPath: keyPath] = before
      let labels = actual.labels(differingFrom: ObjectSnapshot(of: model))
      model[keyPath: keyPath] = after
      let name = ModelFailureMessages.name(of: keyPath, labels: labels, in: actual)
      if labels.isEmpty {
        return (ModelFailureMessages.expectedChange(name, value: after), labels)
      }
      if !predicate(after) {
        return (ModelFailureMessages.unsatisfied(name, value: after), labels)
      }
      return (nil, labels)
    }
  }
}

/// What a step should produce: the state before it with the test's writes applied, and the
/// properties to check by predicate.
struct ExpectationPlan<Model: AnyObject> {
  var expected: ObjectSnapshot
  var accepted: [AcceptedChange<Model>]
  /// False when undoing the test's writes did not restore the model (already reported): the
  /// expected state is then unknown, and the step is not compared.
  var isReliable = true
}
