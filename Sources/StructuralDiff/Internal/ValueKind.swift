import ExhaustiveUnsafe

/// How the tree builder handles values of one type; worked out once per type and dump.
struct TypeInfo {
  var kind: ValueKind
  /// The formatted type name (`Todo`, `Box<Int>`).
  var name: String
  var isIdentifiable: Bool
  /// Whether `Mirror` reflects the type through its own `customMirror`.
  var isCustomReflectable: Bool
  /// Whether the type is an `@Observable` class, whose stored names the macro changed.
  var isObservable = false
  /// Direct field access for plain structs (see ``StructLayout``).
  var layout: StructLayout?
  /// A class's compactly stored properties, which `Mirror` misreads (see
  /// ``compactClassFields(of:)``).
  var compactFields: [Int: StoredField] = [:]
}

enum ValueKind {
  case snapshotting
  case representable
  case customString
  case reflectable
  case identified
  case string
  case substring
  case character
  case scalar(ScalarFormatter)
  case optional
  case anyHashable
  case sequence(isSet: Bool)
  case dictionary
  case range
  case framework
  case objectIdentifier
  case keyPath
  case mirror

  var isSnapshotting: Bool {
    if case .snapshotting = self { return true }
    return false
  }

  var isMirror: Bool {
    if case .mirror = self { return true }
    return false
  }

  init(_ type: Any.Type) {
    if type is any CustomDiffSnapshotting.Type || type is any _CustomDiffObject.Type {
      self = .snapshotting
    } else if type is any CustomDumpRepresentable.Type {
      self = .representable
    } else if type is any CustomDumpStringConvertible.Type {
      self = .customString
    } else if type is any CustomDumpReflectable.Type {
      self = .reflectable
    } else if type is any CustomDumpIdentifiedCollection.Type {
      self = .identified
    } else if type == String.self {
      self = .string
    } else if type == Substring.self {
      self = .substring
    } else if type == Character.self {
      self = .character
    } else if let scalar = type as? any ScalarDumpable.Type {
      self = .scalar(scalar.dumpFormatter)
    } else if type is any OptionalDumpable.Type {
      self = .optional
    } else if type == AnyHashable.self {
      self = .anyHashable
    } else if let sequence = type as? any SequenceDumpable.Type {
      self = .sequence(isSet: sequence is any SetAlgebra.Type)
    } else if type is any DictionaryDumpable.Type {
      self = .dictionary
    } else if type is any RangeDumpable.Type {
      self = .range
    } else if type is any FrameworkDumpable.Type {
      self = .framework
    } else if type == ObjectIdentifier.self {
      self = .objectIdentifier
    } else if type is AnyKeyPath.Type {
      self = .keyPath
    } else {
      self = .mirror
    }
  }
}

/// Prints one scalar type, and gives its numeric value for sorting dictionary keys and sets.
///
/// Each closure comes in two forms: from an `Any`, and straight from a struct field's storage
/// (which skips boxing the field). The address forms are only called with the address of a field
/// that `StructLayout` found to be of type `T`.
struct ScalarFormatter: Sendable {
  let text: @Sendable (Any) -> String
  let number: (@Sendable (Any) -> Double)?
  let textAt: @Sendable (FieldAddress) -> String
  let numberAt: (@Sendable (FieldAddress) -> Double)?

  init<T>(_: T.Type, text: @escaping @Sendable (T) -> String) {
    self.text = { text($0 as! T) }
    self.textAt = { text($0.load(as: T.self)) }
    self.number = nil
    self.numberAt = nil
  }

  init<T>(
    _: T.Type, text: @escaping @Sendable (T) -> String,
    number: @escaping @Sendable (T) -> Double
  ) {
    self.text = { text($0 as! T) }
    self.textAt = { text($0.load(as: T.self)) }
    self.number = { number($0 as! T) }
    self.numberAt = { number($0.load(as: T.self)) }
  }
}
