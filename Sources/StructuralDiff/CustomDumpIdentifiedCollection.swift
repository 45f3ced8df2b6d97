/// A collection that dumps as an array and whose elements a diff matches by an id it supplies.
///
/// A diff already matches `Identifiable` elements of any collection by their `id`. Conform a
/// collection whose elements carry their identity some other way (a key path chosen by the
/// collection, say) so that an element whose fields changed shows as one changed element, not
/// as a removal and an insertion, and a moved element shows as moved:
///
/// ```swift
/// struct Roster: RandomAccessCollection, CustomDumpIdentifiedCollection {
///   var players: [Player]
///   var startIndex: Int { players.startIndex }
///   var endIndex: Int { players.endIndex }
///   subscript(position: Int) -> Player { players[position] }
///   func customDumpID(of player: Player) -> String { player.name }
/// }
/// ```
///
/// The dump prints the elements as an array would (`[`, one element a line, `]`); the
/// collection's own stored fields are not shown. Ids should be unique within one collection;
/// when two elements share one, the diff still prints every element, matching them in order.
public protocol CustomDumpIdentifiedCollection: Collection {
  /// The type of the ids elements are matched by.
  associatedtype CustomDumpID: Hashable

  /// The id a diff matches `element` by, across the two values it compares.
  func customDumpID(of element: Element) -> CustomDumpID
}

extension CustomDumpIdentifiedCollection {
  /// The elements as the tree builder walks an array, and each element's identity key.
  var identifiedElementsForDump: (elements: any SequenceDumpable, keys: [Int]) {
    let keys = map { element -> Int in
      var hasher = Hasher()
      hasher.combine(ObjectIdentifier(CustomDumpID.self))
      hasher.combine(customDumpID(of: element))
      return hasher.finalize()
    }
    return (IdentifiedElementsDump(base: self), keys)
  }
}

/// An identified collection's elements, walked like an array's.
private struct IdentifiedElementsDump<Base: CustomDumpIdentifiedCollection>: SequenceDumpable {
  let base: Base

  var countForDump: Int { base.count }

  func forEachForDump(_ body: (Any) -> Void) {
    for element in base { body(element) }
  }

  func elementForDump(at offset: Int) -> Any {
    base[base.index(base.startIndex, offsetBy: offset)]
  }

  func commonEdgesForDump(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self, let equatable = Base.Element.self as? any Equatable.Type
    else { return nil }
    func edges<E: Equatable>(_: E.Type) -> (prefix: Int, suffix: Int) {
      let first = Array(base)
      let second = Array(other.base)
      // `E` is `Base.Element` (its metatype was opened as `E`), so each cast succeeds.
      func equal(_ a: Base.Element, _ b: Base.Element) -> Bool { a as! E == b as! E }
      let limit = Swift.min(first.count, second.count)
      var prefix = 0
      while prefix < limit, equal(first[prefix], second[prefix]) { prefix += 1 }
      var suffix = 0
      while suffix < limit - prefix,
        equal(first[first.count - 1 - suffix], second[second.count - 1 - suffix])
      {
        suffix += 1
      }
      return (prefix, suffix)
    }
    return edges(equatable)
  }
}
