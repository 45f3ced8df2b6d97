// `_forEachField(of:options:body:)` and `_MetadataKind` are the standard library's own
// reflection SPI (`ReflectionMirror.swift`), the same walk of field descriptors `Mirror` uses,
// minus the per-access demangling. They ship in every Swift 5.2+ runtime (macOS 10.15.4,
// iOS 13.4, Linux), below this package's floor. Being SPI they could change shape in a future
// toolchain; that would be a compile error here, not a silent misread.
@_spi(Reflection) import Swift

/// A stored property of a struct (or class): its name, where it sits in the value's storage,
/// and its type.
package struct StoredField {
  /// The property's name.
  package let name: String
  /// The byte offset of the property in the struct's storage (in a class's, from the object's
  /// start).
  package let offset: Int
  /// The property's type, as the runtime reports it.
  package let type: Any.Type
  /// How the property is stored; only an `.asReported` property can be read as a `type`.
  package let storage: Storage

  /// Whether a property's storage matches its reported type.
  ///
  /// The runtime reports a property's type, but the compiler stores some types more compactly
  /// than their runtime metadata describes: a metatype with a single possible value takes no
  /// bytes at all (`Int.Type` can only hold `Int.self`), and tuples and optionals holding one
  /// are laid out with it taking no space (`Int.Type?` is a one-byte tag). Reading those as the
  /// reported type reads past the property (a crash, or a neighbour's bytes).
  package enum Storage {
    /// Stored as a value of the reported type.
    case asReported
    /// A metatype with a single possible value (the reported type's instance type, given
    /// here): nothing needs reading, whether it is stored in zero bytes or as a pointer.
    case singleton(Any.Type)
    /// A tuple or optional holding such metatypes, stored as `shadow` (the same type with
    /// each of them replaced by `()`, which is laid out the same way) is.
    case compact(shadow: Any.Type)
  }
}

/// The stored properties of `type`, in declaration order, when it is a struct whose properties
/// can all be read; nil otherwise.
///
/// Only value-typed properties qualify (structs, enums, tuples, functions, metatypes, and
/// optionals of those): a `weak` or `unowned` property reports the same type as a strong one but
/// is stored differently, and a class reference or an existential could hide one. A property
/// whose storage is not what its type's metadata describes is reported with its actual
/// ``StoredField/Storage``; a struct with a property whose storage cannot be known for sure
/// returns nil.
package func plainStoredFields(of type: Any.Type) -> [StoredField]? {
  guard metadataKind(of: type) == .struct else { return nil }
  var fields: [(name: String, offset: Int, type: Any.Type, kind: _MetadataKind)] = []
  let complete = _forEachField(of: type) { name, offset, fieldType, kind in
    guard isPlainValue(fieldType, kind: kind) else { return false }
    fields.append((String(cString: name), offset, fieldType, kind))
    return true
  }
  guard complete else { return nil }
  // A generic struct's `T` holding such a tuple or optional is stored as the runtime lays the
  // type out (the declaration does not know the metatype); a concretely declared one is stored
  // compactly. Only generic structs (their names have arguments) can have both.
  let isGeneric = _typeName(type, qualified: true).contains("<")
  let size = sizeOf(type)
  var stored: [StoredField] = []
  stored.reserveCapacity(fields.count)
  for (index, field) in fields.enumerated() {
    let storage: StoredField.Storage
    if let instance = singletonInstance(field.type, kind: field.kind) {
      storage = .singleton(instance)
    } else {
      switch shadow(of: field.type, kind: field.kind) {
      case .same:
        storage = .asReported
      case .unknown:
        return nil
      case .compact(let shadow):
        if isGeneric {
          // The space up to the next property (or the end) tells a compact one, smaller than
          // the runtime's layout; when both would fit, `Mirror`'s reading is kept.
          let end = fields[(index + 1)...].first { $0.offset > field.offset }?.offset ?? size
          guard end - field.offset < sizeOf(field.type) else { return nil }
        }
        storage = .compact(shadow: shadow)
      }
    }
    stored.append(
      StoredField(name: field.name, offset: field.offset, type: field.type, storage: storage))
  }
  return stored
}

/// The stored properties of class `type` (its superclasses' first, as `Mirror` lists them)
/// that are stored more compactly than their type's metadata says (tuples and optionals holding
/// singleton metatypes), by position among all its stored properties.
///
/// `Mirror` reads those as their reported type, and copying what it read can crash. Empty for
/// a generic class, whose properties could be stored either way (see ``plainStoredFields(of:)``).
package func compactClassFields(of type: AnyClass) -> [Int: StoredField] {
  guard !_typeName(type, qualified: true).contains("<") else { return [:] }
  var compact: [Int: StoredField] = [:]
  var index = 0
  // `.classType` (raw value 1 in `ReflectionMirror.swift`) is a `static var`, which Swift 6
  // refuses to read from here.
  let classType = _EachFieldOptions(rawValue: 1 << 0)
  _forEachField(of: type, options: classType) { name, offset, fieldType, kind in
    defer { index += 1 }
    guard kind == .tuple || kind == .optional,
      case .compact(let shadow) = shadow(of: fieldType, kind: kind)
    else { return true }
    compact[index] = StoredField(
      name: String(cString: name), offset: offset, type: fieldType,
      storage: .compact(shadow: shadow))
    return true
  }
  return compact
}

/// Rebuilds a compactly stored value, read as its shadow type, as a value of its own type.
package func realize(_ shadowValue: Any, as type: Any.Type) -> Any {
  if let instance = singletonMetatypeInstance(type) { return instance }
  if let optional = type as? any OptionalLayout.Type {
    guard let wrapped = (shadowValue as! any OptionalLayout).wrappedForLayout else {
      return optional.noneForLayout
    }
    return optional.someForLayout(realize(wrapped, as: optional.wrappedTypeForLayout))
  }
  guard metadataKind(of: type) == .tuple else { return shadowValue }
  let shadowElements = Mirror(reflecting: shadowValue).children.map(\.value)
  var elements: [(offset: Int, type: Any.Type)] = []
  _forEachField(of: type) { _, offset, elementType, _ in
    elements.append((offset, elementType))
    return true
  }
  func build<T>(_: T.Type) -> Any {
    // Safe: the buffer holds one `T`; each element is initialized once, at the offset the
    // runtime reported for it in `T`, as its own type (`realize` returns an `E`), so after the
    // loop every stored byte of the tuple is initialized and `move()` hands it out exactly once.
    let buffer = UnsafeMutablePointer<T>.allocate(capacity: 1)
    defer { buffer.deallocate() }
    let raw = UnsafeMutableRawPointer(buffer)
    for (element, shadowElement) in zip(elements, shadowElements) {
      func store<E>(_: E.Type) {
        (raw + element.offset).initializeMemory(
          as: E.self, repeating: realize(shadowElement, as: E.self) as! E, count: 1)
      }
      _openExistential(element.type, do: store)
    }
    return buffer.move()
  }
  return _openExistential(type, do: build)
}

private enum Shadow {
  /// The type holds no singleton metatype: stored as its metadata describes.
  case same
  /// Stored as this type is.
  case compact(Any.Type)
  /// A tuple too wide to spell its shadow (more than six elements).
  case unknown
}

/// The type laid out as `type` is when stored in a concretely typed property: the same type
/// with each singleton metatype inside a tuple or optional replaced by `()` (both take no
/// bytes and have no spare bit patterns). Other generic types (a struct `Box<Int.Type>`,
/// `Result<Int.Type, Never>`) are laid out by the runtime from their arguments' metadata, so
/// only tuples and optionals change.
private func shadow(of type: Any.Type, kind: _MetadataKind) -> Shadow {
  switch kind {
  case .metatype:
    return singletonInstance(type, kind: kind) == nil ? .same : .compact(Void.self)
  case .optional:
    guard let wrapped = (type as? any OptionalLayout.Type)?.wrappedTypeForLayout else {
      return .same
    }
    switch shadow(of: wrapped, kind: metadataKind(of: wrapped)) {
    case .same: return .same
    case .unknown: return .unknown
    case .compact(let inner):
      func optional<T>(_: T.Type) -> Any.Type { T?.self }
      return .compact(_openExistential(inner, do: optional))
    }
  case .tuple:
    var shadows: [Any.Type] = []
    var changed = false
    var unknown = false
    _forEachField(of: type) { _, _, elementType, elementKind in
      switch shadow(of: elementType, kind: elementKind) {
      case .same: shadows.append(elementType)
      case .compact(let element):
        shadows.append(element)
        changed = true
      case .unknown: unknown = true
      }
      return !unknown
    }
    if unknown { return .unknown }
    guard changed else { return .same }
    guard var tuple: any ShadowTuple.Type = shadows.first.map(tupleStart) else { return .same }
    for element in shadows.dropFirst() {
      guard let longer = tuple.appending(element) else { return .unknown }
      tuple = longer
    }
    return .compact(tuple.type)
  default:
    return .same
  }
}

/// Spells tuple types from element types known only at run time, one element at a time.
private protocol ShadowTuple {
  static var type: Any.Type { get }
  static func appending(_ element: Any.Type) -> (any ShadowTuple.Type)?
}

private func tupleStart(_ first: Any.Type) -> any ShadowTuple.Type {
  func start<A>(_: A.Type) -> any ShadowTuple.Type { Tuple1<A>.self }
  return _openExistential(first, do: start)
}

private enum Tuple1<A>: ShadowTuple {
  static var type: Any.Type { A.self }
  static func appending(_ element: Any.Type) -> (any ShadowTuple.Type)? {
    func add<Z>(_: Z.Type) -> any ShadowTuple.Type { Tuple2<A, Z>.self }
    return _openExistential(element, do: add)
  }
}

private enum Tuple2<A, B>: ShadowTuple {
  static var type: Any.Type { (A, B).self }
  static func appending(_ element: Any.Type) -> (any ShadowTuple.Type)? {
    func add<Z>(_: Z.Type) -> any ShadowTuple.Type { Tuple3<A, B, Z>.self }
    return _openExistential(element, do: add)
  }
}

private enum Tuple3<A, B, C>: ShadowTuple {
  static var type: Any.Type { (A, B, C).self }
  static func appending(_ element: Any.Type) -> (any ShadowTuple.Type)? {
    func add<Z>(_: Z.Type) -> any ShadowTuple.Type { Tuple4<A, B, C, Z>.self }
    return _openExistential(element, do: add)
  }
}

private enum Tuple4<A, B, C, D>: ShadowTuple {
  static var type: Any.Type { (A, B, C, D).self }
  static func appending(_ element: Any.Type) -> (any ShadowTuple.Type)? {
    func add<Z>(_: Z.Type) -> any ShadowTuple.Type { Tuple5<A, B, C, D, Z>.self }
    return _openExistential(element, do: add)
  }
}

private enum Tuple5<A, B, C, D, E>: ShadowTuple {
  static var type: Any.Type { (A, B, C, D, E).self }
  static func appending(_ element: Any.Type) -> (any ShadowTuple.Type)? {
    func add<Z>(_: Z.Type) -> any ShadowTuple.Type { Tuple6<A, B, C, D, E, Z>.self }
    return _openExistential(element, do: add)
  }
}

private enum Tuple6<A, B, C, D, E, F>: ShadowTuple {
  static var type: Any.Type { (A, B, C, D, E, F).self }
  static func appending(_ element: Any.Type) -> (any ShadowTuple.Type)? { nil }
}

/// The only value a metatype-typed field of type `type` can hold, when there is only one: the
/// metatype of a struct, enum, tuple, function or existential (`Int.Type` holds only
/// `Int.self`; `(any P).Type` only `(any P).self`), and metatypes of those. A class metatype
/// can also hold subclasses, and an existential metatype (`Any.Type`) any type: both are stored
/// as a pointer.
private func singletonInstance(_ type: Any.Type, kind: _MetadataKind) -> Any.Type? {
  guard kind == .metatype else { return nil }
  let instance = metatypeInstance(type)
  let instanceKind = metadataKind(of: instance)
  switch instanceKind {
  case .class, .objcClassWrapper, .foreignClass, .existentialMetatype:
    return nil
  case .metatype:
    return singletonInstance(instance, kind: instanceKind) == nil ? nil : instance
  default:
    return instance
  }
}

/// ``singletonInstance(_:kind:)`` for a type of any kind: `Int` for `Int.Type`, nil for
/// `Any.Type`, `NSObject.Type` or `Int`.
package func singletonMetatypeInstance(_ type: Any.Type) -> Any.Type? {
  singletonInstance(type, kind: metadataKind(of: type))
}

/// The instance type of a metatype's metadata: `Int` for `Int.Type`.
private func metatypeInstance(_ metatype: Any.Type) -> Any.Type {
  // Metatype metadata is a kind word followed by the instance type's metadata pointer
  // (`TargetMetatypeMetadata`, part of the stable runtime ABI), and an `Any.Type` is that
  // metadata's address.
  unsafeBitCast(metatype, to: UnsafeRawPointer.self)
    .load(fromByteOffset: MemoryLayout<Int>.size, as: Any.Type.self)
}

private struct KindProbe<T> {
  var value: T
}

/// The runtime metadata kind of `type`, read through a one-field probe struct.
func metadataKind(of type: Any.Type) -> _MetadataKind {
  func probe<T>(_: T.Type) -> _MetadataKind {
    var kind = _MetadataKind.unknown
    _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }
  return _openExistential(type, do: probe)
}

private func sizeOf(_ type: Any.Type) -> Int {
  func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
  return _openExistential(type, do: size)
}

private func isPlainValue(_ type: Any.Type, kind: _MetadataKind) -> Bool {
  switch kind {
  case .struct, .enum, .tuple, .function, .metatype, .existentialMetatype:
    return true
  case .optional:
    guard let wrapped = (type as? any OptionalLayout.Type)?.wrappedTypeForLayout else {
      return false
    }
    return isPlainValue(wrapped, kind: metadataKind(of: wrapped))
  default:
    return false
  }
}

/// An optional seen through an existential: what the walks above need to look inside optional
/// types and to rebuild optional values.
private protocol OptionalLayout {
  var wrappedForLayout: Any? { get }
  static var wrappedTypeForLayout: Any.Type { get }
  static var noneForLayout: Any { get }
  static func someForLayout(_ wrapped: Any) -> Any
}

extension Optional: OptionalLayout {
  fileprivate var wrappedForLayout: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
  fileprivate static var wrappedTypeForLayout: Any.Type { Wrapped.self }
  fileprivate static var noneForLayout: Any { Self.none as Any }
  fileprivate static func someForLayout(_ wrapped: Any) -> Any {
    Self.some(wrapped as! Wrapped) as Any
  }
}
