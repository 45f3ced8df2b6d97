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

  /// The `expecting` closure changed the model itself: it assigned a property of a child model
  /// it reached through a value (`$0.tags.first?.name = "b"`), which is the live object.
  static func closureChangedTheModel(_ diff: String, labels: [String]) -> String {
    let properties = labels.map { "\\.\($0)" }.joined(separator: ", ")
    return """
      The expecting closure changed the model, before the step ran: …

      \(FailureOutputBudget.limit(diff))

      (Before: −, After: +)

      The closure describes the step; it must not run it. A child model the closure reaches \
      through a value (a set's element, a struct's field, an enum case's payload) is the \
      model's own object, and assigning its properties sets them. Describe a change inside it \
      with expectChange(\(properties)), or through a path the closure reads: \
      $0.detail?.title, $0.todos[0].isDone, $0.byKey["key"]?.isDone, $0.rows[id: 1]?.count.
      """
  }

  /// An `expecting` closure assigned a key path that reads no stored property of the object
  /// (a computed property), or one of an object the model's state does not hold.
  static func notStoredState(_ keyPath: AnyKeyPath, in object: AnyObject) -> String {
    """
    \(name(of: keyPath, label: nil, in: object)) is not a stored property of the model's \
    state, so the expecting closure cannot describe it. Describe the stored properties it is \
    computed from.
    """
  }

  /// The step left the model in another state than the one described; a difference the diff
  /// cannot show (values that print the same) names the properties where it is.
  static func stateMismatch(expected: ObjectSnapshot, actual: ObjectSnapshot) -> String {
    let message = FailureMessages.stateMismatch(expected: expected, actual: actual)
    guard message.contains("but print the same") else { return message }
    let labels = expected.labels(differingFrom: actual)
    guard !labels.isEmpty else { return message }
    let list = labels.joined(separator: ", ")
    let what =
      labels.count == 1
      ? "The property that differs but prints the same: \(list)."
      : "The properties that differ but print the same: \(list)."
    return message + """


      \(what) A property holding something the model does not own (a dependency, a clock, a \
      task) is not state: in an @Observable class, mark it @ObservationIgnored.
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
  /// properties `@Observable` makes only by address, so a key path that reads one stored
  /// property is named after it (`\CounterModel.count`), and one that reads a computed
  /// property after that property, from the binary's symbols (`\WeatherModel.summary`);
  /// otherwise its dump, addresses left out (`\WeatherModel.<computed (String)>`).
  static func name(of keyPath: AnyKeyPath, label: String?, in object: AnyObject) -> String {
    let text = Dumping.oneLine(keyPath, limit: .max)
    guard text.contains("<computed") else { return text }
    if let label { return "\\\(ObjectSnapshot.typeName(of: object)).\(label)" }
    return keyPathDescriptionNamingComputedProperties(keyPath) ?? text
  }
}
