/// A value that holds child models somewhere a snapshot cannot keep them as they are (a
/// dictionary, a set, an enum case's payload, a struct's or a tuple's fields), kept with each of
/// them replaced by its snapshot, and printed as the value itself printed when it was taken.
///
/// The rule a snapshot follows: it keeps the state of every child model its object holds,
/// wherever it holds it, so a change made inside one later shows in a diff as the change it is.
/// An optional or an array of objects keeps its own type (`ObjectSnapshot` handles those, and a
/// test describes changes through them); anything else that holds an object at any depth becomes
/// a `FrozenValue` (or a `FrozenDictionary`) with the same shape: its type's name, its display
/// style, its children. A value that holds no object is kept as it is.
package struct FrozenValue: CustomDumpReflectable, CustomReflectable {
  /// The name of the value's type, as a dump prints it.
  package let typeName: String
  /// How the value's mirror displays it.
  package let displayStyle: Mirror.DisplayStyle
  /// The value's children, as its mirror lists them, with child models replaced.
  package var children: [(label: String?, value: Any)]

  package var customDumpMirror: Mirror { customMirror }

  package var customMirror: Mirror {
    Mirror(self, children: children, displayStyle: displayStyle)
  }
}

/// A dictionary that holds child models, kept as `FrozenValue` keeps other values: printed,
/// sorted and diffed as a dictionary.
package struct FrozenDictionary: DictionaryDumpable {
  /// The entries, with the child models among keys and values replaced by their snapshots.
  package var entries: [(key: Any, value: Any)]

  var countForDump: Int { entries.count }

  func forEachPairForDump(_ body: (Any, Any) -> Void) {
    for entry in entries { body(entry.key, entry.value) }
  }
}

extension ObjectSnapshot {
  /// `value` with every child model it holds replaced by what `freeze` gives for it (nil for a
  /// child it leaves as it is), or nil when nothing in it was replaced (then it is kept as it is).
  ///
  /// Values that print their own way (a custom dump) are kept as they are: how they print is
  /// theirs to say.
  static func frozenContainer(_ value: Any, freeze: (Any) -> Any?) -> Any? {
    if value is any CustomDumpReflectable || value is any CustomDumpRepresentable
      || value is any CustomDumpStringConvertible || holdsNoObject(type(of: value))
    {
      return nil
    }
    let mirror = Mirror(reflecting: value)
    guard let style = mirror.displayStyle, style != .class, !mirror.children.isEmpty else {
      return nil
    }
    let pairs = mirror.children.map { Array(Mirror(reflecting: $0.value).children) }
    // A dictionary's entries are key-value pairs; a custom mirror styled as one may list
    // anything, and is then kept child by child like any other value.
    if style == .dictionary, pairs.allSatisfy({ $0.count == 2 }) {
      let keys = pairs.map { freeze($0[0].value) }
      let values = pairs.map { freeze($0[1].value) }
      guard keys.contains(where: { $0 != nil }) || values.contains(where: { $0 != nil }) else {
        return nil
      }
      return FrozenDictionary(
        entries: pairs.indices.map {
          (keys[$0] ?? pairs[$0][0].value, values[$0] ?? pairs[$0][1].value)
        })
    }
    let originals = Array(mirror.children)
    let replaced = originals.map { freeze($0.value) }
    guard replaced.contains(where: { $0 != nil }) else { return nil }
    let children = originals.indices.map {
      (label: originals[$0].label, value: replaced[$0] ?? originals[$0].value)
    }
    return FrozenValue(
      typeName: StructuralDiff.typeName(type(of: value)), displayStyle: style, children: children)
  }

  /// Whether values of `type` can hold no object at all: plain data (no references), text, or
  /// a standard container of such values (so a `[Int]` of ten thousand elements is not walked
  /// at every snapshot).
  static func holdsNoObject(_ type: Any.Type) -> Bool {
    func isPlainData<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    if _openExistential(type, do: isPlainData) || type == String.self
      || type == Substring.self || type == Character.self
    {
      return true
    }
    guard let container = type as? any TypedContainer.Type else { return false }
    return container.containedTypes.allSatisfy(holdsNoObject)
  }
}

/// A standard container, by the types of what it holds.
private protocol TypedContainer {
  static var containedTypes: [Any.Type] { get }
}

extension Optional: TypedContainer {
  static var containedTypes: [Any.Type] { [Wrapped.self] }
}

extension Array: TypedContainer {
  static var containedTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: TypedContainer {
  static var containedTypes: [Any.Type] { [Element.self] }
}

extension Set: TypedContainer {
  static var containedTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: TypedContainer {
  static var containedTypes: [Any.Type] { [Key.self, Value.self] }
}
