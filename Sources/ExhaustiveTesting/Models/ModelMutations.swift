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
    if let lines = throughChildModels(from: old, to: new, path: path) { return lines }
    let expectChange = "\(root).expectChange(\\.\(label))"
    // A value holding a child model (a new one, a list of them, one inside an enum case or a
    // struct) has no source the test can write: the harness keeps objects, and a snapshot is
    // not one.
    if holdsSnapshot(new) { return [expectChange] }
    let mutations = SwiftSource.mutations(from: old, to: new, root: path)
    if mutations.isEmpty || mutations.contains(where: { $0.hasPrefix("//") }) {
      return [expectChange]
    }
    return mutations
  }

  /// The lines for a property that holds the same child models before and after, changed
  /// inside, through the paths ``ModelChanges`` reads: directly (`$0.detail.title`), in an
  /// optional (`$0.detail?.title`), in an array (`$0.todos[0].isDone`), as a dictionary's
  /// values (`$0.rows["milk"]?.isDone`) or by id (`$0.rows[id: 1]?.count`); nil for any other
  /// change.
  private static func throughChildModels(from old: Any, to new: Any, path: String) -> [String]? {
    if let old = ObjectSnapshot.exactly(old), let new = ObjectSnapshot.exactly(new) {
      return old.objectID == new.objectID ? lines(from: old, to: new, root: path) : nil
    }
    if let old = ObjectSnapshot.unwrapped(old), let new = ObjectSnapshot.unwrapped(new) {
      guard let old = old.flatMap(ObjectSnapshot.exactly),
        let new = new.flatMap(ObjectSnapshot.exactly), old.objectID == new.objectID
      else { return nil }
      return lines(from: old, to: new, root: path + "?")
    }
    if let old = old as? [Any], let new = new as? [Any], old.count == new.count, !old.isEmpty {
      let pairs = zip(old, new).compactMap { pair -> (ObjectSnapshot, ObjectSnapshot)? in
        guard let a = ObjectSnapshot.exactly(pair.0), let b = ObjectSnapshot.exactly(pair.1),
          a.objectID == b.objectID
        else { return nil }
        return (a, b)
      }
      guard pairs.count == old.count else { return nil }
      return pairs.enumerated().flatMap { index, pair in
        lines(from: pair.0, to: pair.1, root: "\(path)[\(index)]")
      }
    }
    if let old = old as? FrozenDictionary, let new = new as? FrozenDictionary {
      return throughDictionary(from: old, to: new, path: path)
    }
    if let old = old as? FrozenValue, let new = new as? FrozenValue {
      return throughIdentifiedCollection(from: old, to: new, path: path)
    }
    return nil
  }

  /// The lines for a collection (an identified array, a set) of the same identifiable child
  /// models before and after, by id: `$0.rows[id: 1]?.count = 1`.
  private static func throughIdentifiedCollection(
    from old: FrozenValue, to new: FrozenValue, path: String
  ) -> [String]? {
    guard old.displayStyle == .collection || old.displayStyle == .set,
      new.displayStyle == old.displayStyle
    else { return nil }
    func byID(_ frozen: FrozenValue) -> [Keyed]? {
      var children: [Keyed] = []
      for child in frozen.children {
        guard let snapshot = ObjectSnapshot.exactly(child.value), let id = snapshot.identity,
          let source = oneLineSource(of: id.base)
        else { return nil }
        children.append(Keyed(key: "id: " + source, snapshot: snapshot))
      }
      return children
    }
    guard let before = byID(old), let after = byID(new) else { return nil }
    return throughKeyed(before, after, path: path)
  }

  /// The lines for a dictionary whose keys and child models are the same before and after.
  private static func throughDictionary(
    from old: FrozenDictionary, to new: FrozenDictionary, path: String
  ) -> [String]? {
    func byKey(_ frozen: FrozenDictionary) -> [Keyed]? {
      var entries: [Keyed] = []
      for entry in frozen.entries {
        guard let snapshot = ObjectSnapshot.exactly(entry.value),
          let source = oneLineSource(of: entry.key)
        else { return nil }
        entries.append(Keyed(key: source, snapshot: snapshot))
      }
      return entries
    }
    guard let before = byKey(old), let after = byKey(new) else { return nil }
    return throughKeyed(before, after, path: path)
  }

  /// A child model found by a subscript's argument (`"milk"`, `id: 1`), as source.
  private struct Keyed {
    var key: String
    var snapshot: ObjectSnapshot
  }

  /// The lines through `$0.path[key]?` for children found by the same keys before and after,
  /// each the same object; nil otherwise. Sorted by key: a dictionary or a set lists the same
  /// keys in any order.
  private static func throughKeyed(_ old: [Keyed], _ new: [Keyed], path: String) -> [String]? {
    guard old.count == new.count else { return nil }
    var lines: [String] = []
    let pairs = zip(old.sorted { $0.key < $1.key }, new.sorted { $0.key < $1.key })
    for (before, after) in pairs {
      guard before.key == after.key, before.snapshot.objectID == after.snapshot.objectID else {
        return nil
      }
      lines += Self.lines(
        from: before.snapshot, to: after.snapshot, root: "\(path)[\(before.key)]?")
    }
    return lines
  }

  /// `value`'s Swift source when it fits one line.
  private static func oneLineSource(of value: Any) -> String? {
    guard case .success(let source) = SwiftSource.expression(of: value, width: .max),
      source.count == 1
    else { return nil }
    return source[0]
  }

  /// Whether `value` holds a child model's snapshot: is one, or holds one anywhere.
  private static func holdsSnapshot(_ value: Any) -> Bool {
    if value is ObjectSnapshot || value is FrozenValue || value is FrozenDictionary
      || value is ObjectReference
    {
      return true
    }
    if let wrapped = ObjectSnapshot.unwrapped(value) {
      return wrapped.map(holdsSnapshot) ?? false
    }
    if let array = value as? [Any] { return array.contains(where: holdsSnapshot) }
    return false
  }
}
