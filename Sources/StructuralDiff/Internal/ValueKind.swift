import Foundation

/// How the tree builder handles values of one type; worked out once per type and dump.
struct TypeInfo {
  var kind: ValueKind
  /// The formatted type name (`Todo`, `Box<Int>`).
  var name: String
  var isIdentifiable: Bool
}

enum ValueKind {
  case representable
  case customString
  case reflectable
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

  init(_ type: Any.Type) {
    if type is any CustomDumpRepresentable.Type {
      self = .representable
    } else if type is any CustomDumpStringConvertible.Type {
      self = .customString
    } else if type is any CustomDumpReflectable.Type {
      self = .reflectable
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
struct ScalarFormatter: Sendable {
  let text: @Sendable (Any) -> String
  let number: (@Sendable (Any) -> Double)?

  static let all: [ObjectIdentifier: ScalarFormatter] = {
    var table: [ObjectIdentifier: ScalarFormatter] = [:]
    func integer<T: BinaryInteger & Sendable>(_: T.Type) {
      table[ObjectIdentifier(T.self)] = ScalarFormatter(
        text: { String($0 as! T) }, number: { Double($0 as! T) })
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
    table[ObjectIdentifier(Double.self)] = ScalarFormatter(
      text: { floatingPointText($0 as! Double) }, number: { $0 as! Double })
    table[ObjectIdentifier(Float.self)] = ScalarFormatter(
      text: { floatingPointText($0 as! Float) }, number: { Double($0 as! Float) })
    table[ObjectIdentifier(Bool.self)] = ScalarFormatter(
      text: { ($0 as! Bool) ? "true" : "false" }, number: nil)
    table[ObjectIdentifier(UUID.self)] = ScalarFormatter(
      text: { uuidText($0 as! UUID) }, number: nil)
    table[ObjectIdentifier(Date.self)] = ScalarFormatter(
      text: { dateText($0 as! Date) }, number: { ($0 as! Date).timeIntervalSinceReferenceDate })
    table[ObjectIdentifier(URL.self)] = ScalarFormatter(
      text: { urlText($0 as! URL) }, number: nil)
    table[ObjectIdentifier(Data.self)] = ScalarFormatter(
      text: { dataText($0 as! Data) }, number: nil)
    table[ObjectIdentifier(Decimal.self)] = ScalarFormatter(
      text: { decimalText($0 as! Decimal) },
      number: { NSDecimalNumber(decimal: $0 as! Decimal).doubleValue })
    return table
  }()
}
