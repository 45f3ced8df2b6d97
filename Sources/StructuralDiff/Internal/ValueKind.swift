import Foundation

/// How the tree builder handles values of one type; worked out once per type and dump.
struct TypeInfo {
  var kind: ValueKind
  /// The formatted type name (`Todo`, `Box<Int>`).
  var name: String
  var isIdentifiable: Bool
  /// Whether `Mirror` reflects the type through its own `customMirror`.
  var isCustomReflectable: Bool
  /// Direct field access for plain structs (see ``StructLayout``).
  var layout: StructLayout?
  /// A class's compactly stored properties, which `Mirror` misreads (see
  /// ``compactClassFields(of:)``).
  var compactFields: [Int: StoredField] = [:]
}

enum ValueKind {
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
  case error
  case keyPath
  case mirror

  var isMirror: Bool {
    if case .mirror = self { return true }
    return false
  }

  init(_ type: Any.Type) {
    if type is any CustomDumpRepresentable.Type {
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
    } else if let formatter = ScalarFormatter.all[ObjectIdentifier(type)] {
      self = .scalar(formatter)
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
    } else if type is NSError.Type {
      self = .error
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
/// (which skips boxing the field). The pointer forms are only called with the address of a field
/// that `StructLayout` found to be of type `T`.
struct ScalarFormatter: Sendable {
  let text: @Sendable (Any) -> String
  let number: (@Sendable (Any) -> Double)?
  let textAt: @Sendable (UnsafeRawPointer) -> String
  let numberAt: (@Sendable (UnsafeRawPointer) -> Double)?

  init<T>(_: T.Type, text: @escaping @Sendable (T) -> String) {
    self.text = { text($0 as! T) }
    self.textAt = { text($0.assumingMemoryBound(to: T.self).pointee) }
    self.number = nil
    self.numberAt = nil
  }

  init<T>(
    _: T.Type, text: @escaping @Sendable (T) -> String,
    number: @escaping @Sendable (T) -> Double
  ) {
    self.text = { text($0 as! T) }
    self.textAt = { text($0.assumingMemoryBound(to: T.self).pointee) }
    self.number = { number($0 as! T) }
    self.numberAt = { number($0.assumingMemoryBound(to: T.self).pointee) }
  }

  static let all: [ObjectIdentifier: ScalarFormatter] = {
    var table: [ObjectIdentifier: ScalarFormatter] = [:]
    func add(_ formatter: ScalarFormatter, for type: Any.Type) {
      table[ObjectIdentifier(type)] = formatter
    }
    func integer<T: BinaryInteger & Sendable>(_: T.Type) {
      add(ScalarFormatter(T.self, text: { String($0) }, number: { Double($0) }), for: T.self)
    }
    integer(Int.self)
    integer(Int8.self)
    integer(Int16.self)
    integer(Int32.self)
    integer(Int64.self)
    integer(UInt.self)
    integer(UInt8.self)
    integer(UInt16.self)
    integer(UInt32.self)
    integer(UInt64.self)
    add(
      ScalarFormatter(Double.self, text: floatingPointText, number: { $0 }), for: Double.self)
    add(
      ScalarFormatter(Float.self, text: floatingPointText, number: { Double($0) }),
      for: Float.self)
    // Float16 does not exist on Intel Macs (Mac Catalyst included); elsewhere the package's
    // floor already has it.
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      add(
        ScalarFormatter(Float16.self, text: floatingPointText, number: { Double($0) }),
        for: Float16.self)
    #endif
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      integer(Int128.self)
      integer(UInt128.self)
    }
    add(ScalarFormatter(Bool.self, text: { $0 ? "true" : "false" }), for: Bool.self)
    add(ScalarFormatter(UUID.self, text: uuidText), for: UUID.self)
    add(
      ScalarFormatter(Date.self, text: dateText, number: { $0.timeIntervalSinceReferenceDate }),
      for: Date.self)
    add(ScalarFormatter(URL.self, text: urlText), for: URL.self)
    add(ScalarFormatter(Data.self, text: dataText), for: Data.self)
    add(
      ScalarFormatter(
        Decimal.self, text: decimalText, number: { NSDecimalNumber(decimal: $0).doubleValue }),
      for: Decimal.self)
    return table
  }()
}
