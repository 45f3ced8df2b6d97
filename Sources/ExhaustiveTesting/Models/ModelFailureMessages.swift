/// The failure texts of ``ModelHarness``, in one place so golden tests can pin them.
enum ModelFailureMessages {
  /// The model changed between two steps (a stream fed, a clock advanced, tasks settled).
  static func changedBetweenSteps(_ diff: String) -> String {
    """
    The model changed outside a step, after the last one: …

    \(FailureOutputBudget.limit(diff))

    (Before: −, After: +)

    Make the change inside a step, so it is asserted: \
    harness.run { … } expecting: { … }.
    """
  }

  /// The model changed after the last step, and the test ended without asserting it.
  static func changedAfterLastStep(_ diff: String) -> String {
    """
    The model changed after the last step, and no step asserted it: …

    \(FailureOutputBudget.limit(diff))

    (Before: −, After: +)

    Assert it with one more step (harness.run { _ in await settle() } expecting: { … }), or \
    accept it with harness.skipChanges().
    """
  }

  /// Putting back what an `expecting` closure wrote did not restore the model.
  static func settersHaveSideEffects(diff: String) -> String {
    """
    The expecting closure changed more than the properties it set: putting them back did not \
    restore the model: …

    \(FailureOutputBudget.limit(diff))

    (Before: −, After restoring: +)

    The harness applies the closure's writes to the model to learn the expected state, then \
    undoes them: describe properties whose setters change nothing else.
    """
  }

  /// `expectChange(_:where:)` named a property the step did not change.
  static func expectedChange(_ name: String, value: Any) -> String {
    "Expected \(name) to change, but it is still \(Dumping.oneLine(value))."
  }

  /// `expectChange(_:where:)`'s predicate rejected the new value.
  static func unsatisfied(_ name: String, value: Any) -> String {
    "\(name) changed to \(Dumping.oneLine(value)), which does not satisfy the expectation."
  }

  /// A key path as the test wrote it, where that can be told: the runtime names the computed
  /// properties `@Observable` makes only by address, so a key path that reaches one stored
  /// property is named after it (`\CounterModel.count`); otherwise its dump, addresses left out.
  static func name(of keyPath: AnyKeyPath, labels: [String], in snapshot: ObjectSnapshot)
    -> String
  {
    let text = Dumping.oneLine(keyPath, limit: .max)
    guard text.contains("<computed"), labels.count == 1 else { return text }
    return "\\\(snapshot.typeName).\(labels[0])"
  }
}
