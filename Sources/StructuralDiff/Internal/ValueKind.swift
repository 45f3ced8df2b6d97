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

/// How values of one type print, grouped as the tree builder handles them: each group's code
/// lives in its own file of `TreeBuilding/`, and a Foundation or Dispatch type only needs a
/// ``FrameworkDumpable`` conformance in `Conformances/`.
enum ValueKind {
  /// The type chose how it prints (the customization protocols at the module's top level):
  /// `TreeBuilder+CustomizedValues.swift`.
  case customized(Customized)
  /// One line of text: `TreeBuilder+Text.swift`.
  case text(Text)
  /// Another value prints in its place (an optional's wrapped value, an `AnyHashable`'s base).
  case wrapper(Wrapper)
  /// Elements or entries: `TreeBuilder+Collections.swift`.
  case collection(Container)
  /// A Foundation or Dispatch type (`Conformances/`): `TreeBuilder+FrameworkValues.swift`.
  case framework
  /// Everything else, from its mirror or its storage: `TreeBuilder+Reflection.swift`.
  case mirror

  enum Customized {
    case snapshotting
    case representable
    case customString
    case reflectable
  }

  enum Text {
    case string
    case substring
    case character
    case scalar(ScalarFormatter)
    case objectIdentifier
    case keyPath
  }

  enum Wrapper {
    case optional
    case anyHashable
  }

  enum Container {
    case sequence(isSet: Bool)
    case identified
    case dictionary
    case range
  }

  var isSnapshotting: Bool {
    if case .customized(.snapshotting) = self { return true }
    return false
  }

  var isMirror: Bool {
    if case .mirror = self { return true }
    return false
  }

  init(_ type: Any.Type) {
    if let customized = Customized(type) {
      self = .customized(customized)
    } else if let text = Text(type) {
      self = .text(text)
    } else if type is any OptionalDumpable.Type {
      self = .wrapper(.optional)
    } else if type == AnyHashable.self {
      self = .wrapper(.anyHashable)
    } else if let collection = Container(type) {
      self = .collection(collection)
    } else if type is any FrameworkDumpable.Type {
      self = .framework
    } else {
      self = .mirror
    }
  }
}

extension ValueKind.Customized {
  /// The customization `type` chose, the most specific first.
  init?(_ type: Any.Type) {
    if type is any CustomDiffSnapshotting.Type || type is any _CustomDiffObject.Type {
      self = .snapshotting
    } else if type is any CustomDumpRepresentable.Type {
      self = .representable
    } else if type is any CustomDumpStringConvertible.Type {
      self = .customString
    } else if type is any CustomDumpReflectable.Type {
      self = .reflectable
    } else {
      return nil
    }
  }
}

extension ValueKind.Text {
  init?(_ type: Any.Type) {
    if type == String.self {
      self = .string
    } else if type == Substring.self {
      self = .substring
    } else if type == Character.self {
      self = .character
    } else if let scalar = type as? any ScalarDumpable.Type {
      self = .scalar(scalar.dumpFormatter)
    } else if type == ObjectIdentifier.self {
      self = .objectIdentifier
    } else if type is AnyKeyPath.Type {
      self = .keyPath
    } else {
      return nil
    }
  }
}

extension ValueKind.Container {
  init?(_ type: Any.Type) {
    // An identified collection is also a sequence: its keys align its elements in diffs.
    if type is any CustomDumpIdentifiedCollection.Type {
      self = .identified
    } else if let sequence = type as? any SequenceDumpable.Type {
      self = .sequence(isSet: sequence is any SetAlgebra.Type)
    } else if type is any DictionaryDumpable.Type {
      self = .dictionary
    } else if type is any RangeDumpable.Type {
      self = .range
    } else {
      return nil
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
