/// Identified collections (`IdentifiedArray`), written as array literals and changed through
/// their `[id:]` subscript.
///
/// Only collections that an array literal builds (their elements are `Identifiable` by their
/// own `id`) and that offer `[id:]`, `append` and `insert(_:at:)`, as `IdentifiedArray` does, are
/// written this way; any other identified collection has no source form here.
enum IdentifiedSource {
  /// The elements and their ids, when `value` is such a collection.
  static func elements(of value: Any) -> [(id: Any, element: Any)]? {
    guard let collection = value as? any CustomDumpIdentifiedCollection,
      value is any ExpressibleByArrayLiteral,
      typeName(type(of: value)).hasPrefix("IdentifiedArray<")
    else { return nil }
    func pairs<C: CustomDumpIdentifiedCollection>(_ collection: C) -> [(id: Any, element: Any)] {
      collection.map { (collection.customDumpID(of: $0), $0) }
    }
    return pairs(collection)
  }

  /// Whether `value` is an identified collection with no source form here.
  static func isUnsupported(_ value: Any) -> Bool {
    value is any CustomDumpIdentifiedCollection && elements(of: value) == nil
  }
}

extension MutationFinder {
  /// Element by element through `[id:]` when the ids are the same and in the same order; one
  /// `[id:] = nil` when one element went; one `append` or `insert(_:at:)` when one came; else
  /// nil (the whole collection is assigned).
  func identifiedMutations(
    _ old: [(id: Any, element: Any)], _ new: [(id: Any, element: Any)], _ path: String,
    _ depth: Int
  ) -> [Mutation]? {
    func key(_ id: Any) -> String? {
      guard case .success(let fragment) = SourceFragment.make(id, depth: 0) else { return nil }
      return fragment.oneLine
    }
    let oldKeys = old.map { key($0.id) }
    let newKeys = new.map { key($0.id) }
    guard !oldKeys.contains(nil), !newKeys.contains(nil) else { return nil }
    if oldKeys == newKeys {
      return zip(old, zip(oldKeys, new)).flatMap { oldPair, keyed in
        let subscripted = "\(path)[id: \(keyed.0!)]"
        return mutations(
          oldPair.element, keyed.1.element, path: subscripted + "?", depth: depth + 1
        )
        .map { unwrapped($0, subscripted) }
      }
    }
    if old.count == new.count + 1,
      let index = oldKeys.indices.first(where: { $0 == new.count || oldKeys[$0] != newKeys[$0] }),
      Array(oldKeys[..<index] + oldKeys[(index + 1)...]) == newKeys,
      zip(old[..<index] + old[(index + 1)...], new).allSatisfy({ same($0.element, $1.element) })
    {
      return [Mutation(lines: ["\(path)[id: \(oldKeys[index]!)] = nil"])]
    }
    if new.count == old.count + 1,
      let index = newKeys.indices.first(where: { $0 == old.count || oldKeys[$0] != newKeys[$0] }),
      Array(newKeys[..<index] + newKeys[(index + 1)...]) == oldKeys,
      zip(old, new[..<index] + new[(index + 1)...]).allSatisfy({ same($0.element, $1.element) })
    {
      return index == old.count
        ? [call(path + ".append(", new[index].element, ")")]
        : [call(path + ".insert(", new[index].element, ", at: \(index))")]
    }
    return nil
  }

  /// `path? = value` as `path = value`: a whole element assigned through `?` reads better
  /// without it.
  func unwrapped(_ mutation: Mutation, _ path: String) -> Mutation {
    var mutation = mutation
    let prefix = path + "? = "
    if mutation.lines[0].hasPrefix(prefix) {
      mutation.lines[0] = path + " = " + mutation.lines[0].dropFirst(prefix.count)
    }
    return mutation
  }
}
