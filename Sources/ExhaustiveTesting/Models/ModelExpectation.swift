import ExhaustiveCore
import StructuralDiff

/// What an `expecting` closure described: the state before the step with the described values
/// in place, the properties to check by predicate, and what could not be described.
///
/// A class, so every ``ModelChanges`` the closure reaches (the model's, its child models')
/// writes to the same expectation.
@MainActor
final class ModelExpectation {
  /// The state the step should leave.
  private(set) var expected: ObjectSnapshot
  private(set) var accepted: [AcceptedChange] = []
  /// Failures found while describing (a property that is not stored state).
  private(set) var failures: [String] = []
  /// Whether the closure threw before it finished describing.
  var closureThrew = false
  /// The values described so far, by object and key path, so reading gives them back.
  private var described: [DescribedKey: Any] = [:]

  init(before: ObjectSnapshot) {
    self.expected = before
  }

  /// The value described for `keyPath` of `object`, else the object's own.
  func value<Root: AnyObject, Value>(of object: Root, at keyPath: KeyPath<Root, Value>) -> Value {
    // Not `as? Value ?? …`: an absent value would cast to a `nil` of an optional `Value`.
    guard let value = described[DescribedKey(object, keyPath)] else {
      return object[keyPath: keyPath]
    }
    return value as! Value
  }

  /// Puts `value` into the expected state, at the stored property `keyPath` reads.
  func describe<Root: AnyObject, Value>(
    _ value: Value, of object: Root, at keyPath: KeyPath<Root, Value>
  ) {
    described[DescribedKey(object, keyPath)] = value
    let current = object[keyPath: keyPath]
    let label = StoredPropertyFinder.label(
      of: keyPath, in: object, readingNow: current, distinguishedBy: value)
    guard let label else {
      if ObjectSnapshot.isSame(value, current) { return }
      failures.append(ModelFailureMessages.notStoredState(keyPath, in: object))
      return
    }
    let found = expected.updateObject(ObjectIdentifier(object)) { $0.set(label, to: value) }
    if !found {
      failures.append(ModelFailureMessages.notStoredState(keyPath, in: object))
    }
  }

  /// Takes the properties `labels` of the model from `now`: the state a step starts from when
  /// the closure itself changed them.
  func rebase(_ labels: [String], on now: ObjectSnapshot) {
    for label in labels { expected.take(label, from: now) }
  }

  func accept(_ change: AcceptedChange) {
    accepted.append(change)
  }

  private struct DescribedKey: Hashable {
    let object: ObjectIdentifier
    let keyPath: AnyKeyPath

    init(_ object: AnyObject, _ keyPath: AnyKeyPath) {
      self.object = ObjectIdentifier(object)
      self.keyPath = keyPath
    }
  }
}

/// Which stored property a key path reads: the runtime names an `@Observable` class's
/// properties, and a `private(set)` one, only by the key path's getter, so the property is found
/// by its value.
enum StoredPropertyFinder {
  /// The label of the stored property of `object` that `keyPath` reads (its value `current`
  /// now), told apart from others holding the same value, when there are several, by storing
  /// `probe` in each for a moment (bypassing its setter) and seeing which one the key path then
  /// reads. Nil when no stored property holds the value (a computed property), or several do
  /// and `probe` cannot tell them apart.
  @MainActor
  static func label<Root: AnyObject, Value>(
    of keyPath: KeyPath<Root, Value>, in object: Root, readingNow current: Value,
    distinguishedBy probe: Value, among labels: Set<String>? = nil
  ) -> String? {
    let candidates = ObjectSnapshot.fields(of: object).filter { field in
      (labels?.contains(field.label) ?? true) && field.value is Value
        && ObjectSnapshot.isSame(field.value, current)
    }
    if candidates.count == 1 { return candidates[0].label }
    guard candidates.count > 1, !ObjectSnapshot.isSame(probe, current) else { return nil }
    let reached = candidates.filter { field in
      withStoredProperty(named: field.storage, of: object, temporarilySetTo: probe) {
        ObjectSnapshot.isSame(object[keyPath: keyPath], probe)
      } == true
    }
    return reached.count == 1 ? reached[0].label : nil
  }
}
