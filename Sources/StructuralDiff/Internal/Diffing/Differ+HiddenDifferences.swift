// Pairs that print alike but differ: by `==` (a NaN, a custom `==`, object identity) or behind
// a customized dump (a redacted field). The diff says so in an explanation line.

extension Differ {
  /// Whether two subtrees that print alike hold customized values that differ (a redacted
  /// password, a field a custom mirror leaves out). Only the customized nodes are compared,
  /// each by `==` or, for values that are not `Equatable`, by their reflected contents.
  func hidesDifference(_ a: Int, _ b: Int) -> Bool {
    var pending = [(a, b)]
    while let (a, b) = pending.popLast() {
      let nodeA = first.nodes[a]
      let nodeB = second.nodes[b]
      guard nodeA.hidesState, nodeB.hidesState else { continue }
      if let valueA = first.customizedValues[a], let valueB = second.customizedValues[b] {
        if !reflectsEqual(valueA, valueB) { return true }
        continue
      }
      guard nodeA.childCount == nodeB.childCount else { return true }
      pending.append(contentsOf: zip(nodeA.children, nodeB.children))
    }
    return false
  }

  /// The explanation for a pair whose customized dumps hide what differs, naming the type that
  /// customizes its dump.
  func hiddenExplanation(_ b: Int) -> String {
    guard let value = second.customizedValues[b] else {
      return Differ.hiddenExplanation(second.nodes[b].text.replacing("(", with: ""))
    }
    return Differ.hiddenExplanation(typeName(type(of: value)))
  }
  /// The pair prints the same but `==` says it differs: find the deepest part that differs by
  /// `==` and put the explanation line there.
  mutating func explainHiddenDifference(_ a: Int, _ b: Int, level: Int, suffix: String) {
    changed = true
    let label = second.nodes[b].label
    guard let valueA = first.value(a), let valueB = second.value(b),
      let (treeA, treeB, path) = EqualityProbe.locate(valueA, valueB, label: label)
    else {
      write(.both, level: level, explanation(a, b))
      return render(.both, b, level: level, suffix: suffix, keepsOpen: true)
    }
    var nested = Differ(first: treeA, second: treeB, format: format, forcedPath: path)
    nested.stack.append(
      .diff(first: 0, second: 0, level: level, suffixes: (suffix, suffix), unequal: false))
    nested.run()
    writer.append(lines: nested.writer.output)
  }

  /// The explanation line for a pair that prints the same but is `!=`; it names object
  /// identity when the two are different instances of a class that print alike (two instances
  /// are numbered apart in a diff, see ``ObjectNumbering``, so only a dump that hides the
  /// number, a custom description, can print them alike) but differ under an identity-based
  /// `==`.
  func explanation(_ a: Int, _ b: Int) -> String {
    guard let valueA = first.keptValue(a) ?? first.value(a),
      let valueB = second.keptValue(b) ?? second.value(b),
      let (objectA, classA) = objectIdentity(valueA),
      let (objectB, _) = objectIdentity(valueB), objectA != objectB
    else { return Differ.explanation }
    return "// Values differ (==) but print the same: they are different \(typeName(classA))"
      + " instances (== may compare identity)."
  }
}

/// The identity and class of a class instance (unwrapping optionals), or `nil` for values.
func objectIdentity(_ value: Any) -> (ObjectIdentifier, Any.Type)? {
  var value = value
  while let optional = value as? any OptionalDumpable {
    guard let wrapped = optional.wrappedForDump else { return nil }
    value = wrapped
  }
  guard type(of: value) is AnyClass else { return nil }
  return (ObjectIdentifier(value as AnyObject), type(of: value))
}
