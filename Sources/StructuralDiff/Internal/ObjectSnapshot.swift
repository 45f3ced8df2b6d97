import ExhaustiveUnsafe

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
  /// Which object this is a snapshot of: a test's expectation about a child model finds its
  /// snapshot by it.
  package let objectID: ObjectIdentifier
  /// The object's id, when it is `Identifiable`: a test finds it by it in a collection
  /// (`$0.rows[id: 1]`).
  package let identity: AnyHashable?
  /// The properties in declaration order (superclass first), with their dumps.
  package private(set) var properties: [Property]

  /// One stored property.
  package struct Property {
    package var label: String
    package var value: Any
    package var dump: String
  }

  /// One stored property of an object as it is now, by its declared name (`label`), the name
  /// of its storage (`_count` for an `@Observable` class's `count`), and its value.
  package struct Field {
    package var label: String
    package var storage: String
    package var value: Any
  }

  /// A snapshot of `object` now: every stored property, superclass first, as a dump reads them.
  ///
  /// An `@Observable` class is snapshotted by the properties it observes, named as declared
  /// (`count`, not the macro's `_count` storage): its `let`s and `@ObservationIgnored`
  /// properties (dependencies: a clock, a client, a `@Dependency`) and its registrar are left
  /// out, unless one holds an `@Observable` child model. An object a property holds (a child
  /// model), wherever it holds it, is snapshotted too, so its state is kept as it was (see
  /// `FrozenValue`); one already being snapshotted is kept as an `ObjectReference`.
  package init(of object: AnyObject) {
    var visiting: Set<ObjectIdentifier> = []
    self.init(of: object, visiting: &visiting, depth: 0)
  }

  private init(of object: AnyObject, visiting: inout Set<ObjectIdentifier>, depth: Int) {
    typeName = StructuralDiff.typeName(type(of: object))
    objectID = ObjectIdentifier(object)
    if let identifiable = object as? any Identifiable {
      identity = Self.id(of: identifiable)
    } else {
      identity = nil
    }
    visiting.insert(objectID)
    defer { visiting.remove(objectID) }
    var properties: [Property] = []
    for field in Self.fields(of: object) {
      let value = Self.frozen(field.value, visiting: &visiting, depth: depth)
      properties.append(
        Property(label: field.label, value: value, dump: String(customDumping: value)))
    }
    self.properties = properties
  }

  private static func id(of object: some Identifiable) -> AnyHashable { AnyHashable(object.id) }

  /// The name of `object`'s type, as a snapshot of it prints it.
  package static func typeName(of object: AnyObject) -> String {
    StructuralDiff.typeName(type(of: object))
  }

  /// The stored properties of `object` a snapshot keeps, as they are now.
  package static func fields(of object: AnyObject) -> [Field] {
    let fields = TreeBuilder.storedProperties(of: object)
    guard let registrar = fields.firstIndex(where: { isObservationRegistrar($0.value) }) else {
      // Macros' storage (`_$perceptionRegistrar`, `_$id`) is not state.
      return fields.filter { !isMacroStorage($0.label) }
        .map { Field(label: $0.label, storage: $0.label, value: $0.value) }
    }
    return fields.indices.compactMap { index in
      let (label, value) = fields[index]
      if isMacroStorage(label) || index == registrar { return nil }
      // The macro stores each observed property as `_name`; an `@ObservationIgnored` property
      // keeps its own name, unless a property wrapper stores it as `_name` too (the macro
      // refuses wrappers on observed properties, so every wrapper's storage is ignored).
      guard label.hasPrefix("_") else {
        // A `let` (or an ignored property) is a dependency, or a value that cannot change,
        // unless it holds a child model: `let settings = SettingsModel()` changes inside.
        return holdsObservableModel(value) ? Field(label: label, storage: label, value: value) : nil
      }
      guard !isPropertyWrapperStorage(value) else { return nil }
      return Field(label: String(label.dropFirst()), storage: label, value: value)
    }
  }

  /// Whether `value` is or holds (in an optional, a collection, an enum case, a struct) an
  /// `@Observable` object: a child model. Objects are told by their type alone, and never
  /// looked into: a dependency held as an object (a client, a clock) is not read.
  private static func holdsObservableModel(_ value: Any, depth: Int = 0) -> Bool {
    guard depth < maxDepth, !holdsNoObject(type(of: value)) else { return false }
    if type(of: value) is AnyClass { return isObservable(type(of: value)) }
    let mirror = Mirror(reflecting: value)
    guard let style = mirror.displayStyle, style != .class else { return false }
    return mirror.children.contains { holdsObservableModel($0.value, depth: depth + 1) }
  }

  /// `value` with the objects it holds (directly, in an optional, in an array) replaced by
  /// their snapshots, for a property of the snapshot of an object being visited.
  private static func frozen(
    _ value: Any, visiting: inout Set<ObjectIdentifier>, depth: Int
  ) -> Any {
    frozenIfHolding(value, visiting: &visiting, depth: depth) ?? value
  }

  /// `value` with the objects it holds, wherever it holds them, replaced by their snapshots; nil
  /// when it holds none (or only objects being visited, which stay references).
  private static func frozenIfHolding(
    _ value: Any, visiting: inout Set<ObjectIdentifier>, depth: Int
  ) -> Any? {
    guard depth < maxDepth else { return nil }
    if let child = plainObject(value) {
      return frozen(child: child, visiting: &visiting, depth: depth)
    }
    // An optional or an array of objects keeps its shape (`Any?`, `[Any]`): a test describes
    // changes through them (`$0.detail?.title`, `$0.todos[0].isDone`).
    if let holder = value as? any ObjectHolder {
      var changed = false
      let result = holder.replacingObjects { object in
        guard let child = plainObject(object) else { return object }
        changed = true
        return frozen(child: child, visiting: &visiting, depth: depth)
      }
      return changed ? result : nil
    }
    return frozenContainer(value) { child in
      frozenIfHolding(child, visiting: &visiting, depth: depth + 1)
    }
  }

  /// A child model's snapshot, or a reference to it when it is one of the objects being
  /// snapshotted (a back reference to a parent).
  private static func frozen(
    child: AnyObject, visiting: inout Set<ObjectIdentifier>, depth: Int
  ) -> Any {
    guard !visiting.contains(ObjectIdentifier(child)) else { return ObjectReference(to: child) }
    return ObjectSnapshot(of: child, visiting: &visiting, depth: depth + 1)
  }

  /// `value` as a snapshot keeps it: the objects it holds replaced by their snapshots.
  package static func frozen(_ value: Any) -> Any {
    var visiting: Set<ObjectIdentifier> = []
    return frozen(value, visiting: &visiting, depth: 0)
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

  /// Sets the property labelled `label` to `value` (a value of the live model: its objects
  /// are snapshotted now).
  package mutating func set(_ label: String, to value: Any) {
    guard let index = properties.firstIndex(where: { $0.label == label }) else { return }
    let frozen = Self.frozen(value)
    properties[index].value = frozen
    properties[index].dump = String(customDumping: frozen)
  }

  /// The property labelled `label`.
  package func property(_ label: String) -> Property? {
    properties.first { $0.label == label }
  }

  /// Changes the snapshot of the object `id` (this one, or one a property holds, at any
  /// depth); returns false when it is not in this snapshot.
  package mutating func updateObject(
    _ id: ObjectIdentifier, _ change: (inout ObjectSnapshot) -> Void
  ) -> Bool {
    if objectID == id {
      change(&self)
      return true
    }
    for index in properties.indices {
      var value = properties[index].value
      if Self.update(&value, id, change) {
        properties[index].value = value
        properties[index].dump = String(customDumping: value)
        return true
      }
    }
    return false
  }

  /// The snapshot of the object `id`, this one or one a property holds.
  package func object(_ id: ObjectIdentifier) -> ObjectSnapshot? {
    var copy = self
    var found: ObjectSnapshot?
    _ = copy.updateObject(id) { found = $0 }
    return found
  }

  /// `value` when it is a snapshot itself: not an optional holding one (a cast to
  /// `ObjectSnapshot` would unwrap it, and code written through it would miss its `?`).
  package static func exactly(_ value: Any) -> ObjectSnapshot? {
    type(of: value) == ObjectSnapshot.self ? value as? ObjectSnapshot : nil
  }

  /// What an optional `value` holds (`.some(nil)` when it is `nil`); nil when `value` is not an
  /// optional.
  package static func unwrapped(_ value: Any) -> Any?? {
    guard let optional = value as? any OptionalDumpable,
      type(of: value) is any OptionalDumpable.Type
    else { return nil }
    return .some(optional.wrappedForDump)
  }

  private static func update(
    _ value: inout Any, _ id: ObjectIdentifier, _ change: (inout ObjectSnapshot) -> Void
  ) -> Bool {
    if let wrapped = unwrapped(value) {
      guard var inner = wrapped, update(&inner, id, change) else { return false }
      value = Optional(inner) as Any
      return true
    }
    if var snapshot = exactly(value) {
      guard snapshot.updateObject(id, change) else { return false }
      value = snapshot
      return true
    }
    if var elements = value as? [Any] {
      for index in elements.indices where update(&elements[index], id, change) {
        value = elements
        return true
      }
    }
    if var dictionary = value as? FrozenDictionary {
      for index in dictionary.entries.indices
      where update(&dictionary.entries[index].value, id, change) {
        value = dictionary
        return true
      }
    }
    if var frozen = value as? FrozenValue {
      for index in frozen.children.indices where update(&frozen.children[index].value, id, change) {
        value = frozen
        return true
      }
    }
    return false
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

/// A property wrapper's storage, which a snapshot leaves out: a `@Dependency` (whichever module
/// declares it, by name: the runtime cannot tell a wrapper type), or a wrapper that stores its
/// `wrappedValue`.
private func isPropertyWrapperStorage(_ value: Any) -> Bool {
  let type = type(of: value)
  let key = ObjectIdentifier(type)
  if let known = wrapperStorageTypes.withLock({ $0[key] }) { return known }
  let name = StructuralDiff.typeName(type)
  var isWrapper = name == "Dependency" || name.hasPrefix("Dependency<")
  if !isWrapper {
    let mirror = Mirror(reflecting: value)
    isWrapper =
      mirror.displayStyle == .struct && mirror.children.contains { $0.label == "wrappedValue" }
  }
  wrapperStorageTypes.withLock { $0[key] = isWrapper }
  return isWrapper
}

/// Whether each type seen is a property wrapper's storage: a property of the type, so asked
/// once (every snapshot asks it of every observed property).
private let wrapperStorageTypes = Lock<[ObjectIdentifier: Bool]>([:])

/// An optional or an array of objects (child models), whose objects a snapshot replaces by
/// their snapshots.
private protocol ObjectHolder {
  func replacingObjects(_ transform: (AnyObject) -> Any) -> Any
}

extension Optional: ObjectHolder where Wrapped: AnyObject {
  fileprivate func replacingObjects(_ transform: (AnyObject) -> Any) -> Any {
    map { transform($0) } as Any
  }
}

extension Array: ObjectHolder where Element: AnyObject {
  fileprivate func replacingObjects(_ transform: (AnyObject) -> Any) -> Any {
    map { transform($0) } as [Any]
  }
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
