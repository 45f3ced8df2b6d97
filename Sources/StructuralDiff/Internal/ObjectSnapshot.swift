/// The stored properties of an object at one moment, dumped and diffed as a value named after
/// the object's type: `NumberFactModel(count: 1, fact: nil)`.
///
/// An object is one instance that changes in place, so two moments of it cannot be diffed as
/// the object itself. A snapshot keeps each property's value, and its dump as it was then: a
/// property holding another object keeps a reference to it, so the dump is what shows that
/// object's own later changes. Two snapshots are equal when every property prints the same and
/// is `==` where it is `Equatable` (a new `Task` prints like the old one but is not `==`).
package struct ObjectSnapshot: CustomDumpReflectable, Equatable {
  /// The object's type name, as a dump prints it.
  package let typeName: String
  /// The properties in declaration order (superclass first), with their dumps.
  package private(set) var properties: [Property]

  /// One stored property.
  package struct Property {
    package var label: String
    package var value: Any
    package var dump: String
  }

  /// A snapshot of `object` now: every stored property, superclass first, as a dump reads them.
  ///
  /// An `@Observable` class is snapshotted by the properties it observes, named as declared
  /// (`count`, not the macro's `_count` storage): its `let`s and `@ObservationIgnored`
  /// properties (dependencies: a clock, a client) and its registrar are left out. An object a
  /// property holds directly is snapshotted too, so its state is kept as it was.
  package init(of object: AnyObject) {
    var visiting: Set<ObjectIdentifier> = []
    self.init(of: object, visiting: &visiting, depth: 0)
  }

  private init(of object: AnyObject, visiting: inout Set<ObjectIdentifier>, depth: Int) {
    typeName = StructuralDiff.typeName(type(of: object))
    visiting.insert(ObjectIdentifier(object))
    defer { visiting.remove(ObjectIdentifier(object)) }
    var fields = TreeBuilder.storedProperties(of: object)
    if let registrar = fields.firstIndex(where: { isObservationRegistrar($0.value) }) {
      fields.remove(at: registrar)
      fields = fields.compactMap { field in
        // The macro stores each observed property as `_name`; other properties it leaves alone.
        field.label.hasPrefix("_") ? (String(field.label.dropFirst()), field.value) : nil
      }
    }
    // Other macros' storage (`_$perceptionRegistrar`, `_$id`) is not state.
    fields.removeAll { isMacroStorage($0.label) }
    var properties: [Property] = []
    for (label, value) in fields {
      var value = value
      if depth < Self.maxDepth, let child = plainObject(value),
        !visiting.contains(ObjectIdentifier(child))
      {
        value = ObjectSnapshot(of: child, visiting: &visiting, depth: depth + 1)
      }
      properties.append(Property(label: label, value: value, dump: String(customDumping: value)))
    }
    self.properties = properties
  }

  /// Objects nested deeper than this are kept by reference.
  private static let maxDepth = 16

  package var customDumpMirror: Mirror {
    Mirror(
      self, children: properties.map { (label: $0.label, value: $0.value) },
      displayStyle: .struct)
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.typeName == rhs.typeName && lhs.properties.count == rhs.properties.count
      && zip(lhs.properties, rhs.properties).allSatisfy { $0.label == $1.label && same($0, $1) }
  }

  /// Whether two values print the same and, where `Equatable`, are `==`.
  package static func isSame(_ first: Any, _ second: Any) -> Bool {
    String(customDumping: first) == String(customDumping: second)
      && isEqual(first, second) != false
  }

  /// The labels of the properties that differ between this snapshot and `other`.
  package func labels(differingFrom other: Self) -> [String] {
    zip(properties, other.properties).compactMap { mine, theirs in
      mine.label == theirs.label && Self.same(mine, theirs) ? nil : mine.label
    }
  }

  /// Replaces the property labelled `label` with `other`'s.
  package mutating func take(_ label: String, from other: Self) {
    guard let index = properties.firstIndex(where: { $0.label == label }),
      let theirs = other.properties.first(where: { $0.label == label })
    else { return }
    properties[index] = theirs
  }

  private static func same(_ first: Property, _ second: Property) -> Bool {
    first.dump == second.dump && isEqual(first.value, second.value) != false
  }
}

/// Whether `value` is Observation's `ObservationRegistrar`, by name: this module does not
/// import Observation.
private func isObservationRegistrar(_ value: Any) -> Bool {
  let name = String(reflecting: type(of: value))
  return name == "Observation.ObservationRegistrar"
}

/// `value` when it is an object that dumps by its stored properties (no custom dump of its own),
/// which a snapshot must copy to keep its state.
private func plainObject(_ value: Any) -> AnyObject? {
  guard type(of: value) is AnyClass, !(value is any CustomDumpReflectable),
    !(value is any CustomDumpRepresentable), !(value is any CustomDumpStringConvertible),
    !(value is any CustomReflectable)
  else { return nil }
  return value as AnyObject
}
