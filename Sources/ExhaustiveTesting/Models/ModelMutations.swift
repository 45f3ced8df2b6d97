import StructuralDiff

/// The lines of an `expecting:` closure that turn the model's state before a step into its
/// state after it, written as ``ModelChanges`` reads them: `$0.count = 1` for a changed
/// property, with the differ's source form of the value and its fewest assignments inside it
/// (`$0.settings.theme = .dark`); `$0.detail?.title = "Draft"` and `$0.todos[0].isDone = true`
/// through child models that are still the same objects; and
/// `$0.expectChange(\.factTask)` for a property whose new value has no Swift source (a `Task`,
/// a new child model, a closure), which the test cannot write out.
enum ModelMutations {
  static func lines(from before: ObjectSnapshot, to after: ObjectSnapshot, root: String = "$0")
    -> [String]
  {
    var lines: [String] = []
    for (old, new) in zip(before.properties, after.properties) where old.label == new.label {
      guard !ObjectSnapshot.isSame(old.value, new.value) else { continue }
      lines += property(old.label, from: old.value, to: new.value, root: root)
    }
    return lines
  }

  /// The lines for one changed property.
  private static func property(_ label: String, from old: Any, to new: Any, root: String)
    -> [String]
  {
    let path = root + "." + label
    // The same child model, changed inside.
    if let old = old as? ObjectSnapshot, let new = new as? ObjectSnapshot,
      old.objectID == new.objectID
    {
      return lines(from: old, to: new, root: path)
    }
    if let old = old as? ObjectSnapshot?, let new = new as? ObjectSnapshot?, let old, let new,
      old.objectID == new.objectID
    {
      return lines(from: old, to: new, root: path + "?")
    }
    if let old = old as? [Any], let new = new as? [Any], old.count == new.count,
      !old.isEmpty, old.allSatisfy({ $0 is ObjectSnapshot })
    {
      let pairs = zip(old, new).compactMap { pair -> (ObjectSnapshot, ObjectSnapshot)? in
        guard let a = pair.0 as? ObjectSnapshot, let b = pair.1 as? ObjectSnapshot,
          a.objectID == b.objectID
        else { return nil }
        return (a, b)
      }
      if pairs.count == old.count {
        return pairs.enumerated().flatMap { index, pair in
          lines(from: pair.0, to: pair.1, root: "\(path)[\(index)]")
        }
      }
    }
    let expectChange = "\(root).expectChange(\\.\(label))"
    // A value holding a child model (a new one, or a list of them) has no source the test can
    // write: the harness keeps objects, and a snapshot is not one.
    if holdsSnapshot(new) { return [expectChange] }
    let mutations = SwiftSource.mutations(from: old, to: new, root: path)
    if mutations.isEmpty || mutations.contains(where: { $0.hasPrefix("//") }) {
      return [expectChange]
    }
    return mutations
  }

  /// Whether `value` is a child model's snapshot, or an optional or array holding one.
  private static func holdsSnapshot(_ value: Any) -> Bool {
    if value is ObjectSnapshot { return true }
    if let optional = value as? ObjectSnapshot?, optional != nil { return true }
    if let array = value as? [Any] { return array.contains { $0 is ObjectSnapshot } }
    return false
  }
}
