import ExhaustiveUnsafe

// Standard-library containers reached without `Mirror` or bridging casts: each conforms to a
// small internal protocol of the tree builder (Internal/ContainerDumpable.swift).

extension Array {
  fileprivate func commonEdges(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? [Element],
      let equatable = Element.self as? any Equatable.Type
    else { return nil }
    func edges<E: Equatable>(_: E.Type) -> (prefix: Int, suffix: Int)? {
      // `E` is `Element` itself (the metatype `Element.self` was opened as `E`): seen as `[E]`
      // only so the compiler can call `==`.
      guard let first = sameElementArray(self, as: E.self),
        let second = sameElementArray(other, as: E.self)
      else { return nil }
      let limit = Swift.min(first.count, second.count)
      var prefix = 0
      while prefix < limit, first[prefix] == second[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < limit - prefix,
        first[first.count - 1 - suffix] == second[second.count - 1 - suffix]
      {
        suffix += 1
      }
      return (prefix, suffix)
    }
    return edges(equatable)
  }
}

extension Optional: OptionalDumpable {
  var wrappedForDump: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
  static var wrappedTypeForDump: Any.Type { Wrapped.self }
  static var noneForDump: Any { Self.none as Any }
  static func someForDump(_ wrapped: Any) -> Any { Self.some(wrapped as! Wrapped) as Any }
}

extension Array: SequenceDumpable {
  func commonEdgesForDump(with other: Any) -> (prefix: Int, suffix: Int)? {
    commonEdges(with: other)
  }
}

extension ContiguousArray: SequenceDumpable {}

extension ArraySlice: SequenceDumpable {}

extension Set: SequenceDumpable {}

extension Dictionary: DictionaryDumpable {
  var countForDump: Int { count }
  func forEachPairForDump(_ body: (Any, Any) -> Void) {
    for (key, value) in self { body(key, value) }
  }
}

extension KeyValuePairs: DictionaryDumpable {
  var countForDump: Int { count }
  func forEachPairForDump(_ body: (Any, Any) -> Void) {
    for (key, value) in self { body(key, value) }
  }
  static var keepsOrderForDump: Bool { true }
}

extension Range: RangeDumpable {
  var lowerForDump: Any? { lowerBound }
  var upperForDump: Any? { upperBound }
  static var operatorForDump: String { "..<" }
}

extension ClosedRange: RangeDumpable {
  var lowerForDump: Any? { lowerBound }
  var upperForDump: Any? { upperBound }
  static var operatorForDump: String { "..." }
}

extension PartialRangeFrom: RangeDumpable {
  var lowerForDump: Any? { lowerBound }
  var upperForDump: Any? { nil }
  static var operatorForDump: String { "..." }
}

extension PartialRangeUpTo: RangeDumpable {
  var lowerForDump: Any? { nil }
  var upperForDump: Any? { upperBound }
  static var operatorForDump: String { "..<" }
}

extension PartialRangeThrough: RangeDumpable {
  var lowerForDump: Any? { nil }
  var upperForDump: Any? { upperBound }
  static var operatorForDump: String { "..." }
}

// MARK: - Scalars

/// A float as Swift spells it: `1.5`, `-.infinity`, `.nan`. NaNs keep what tells them apart
/// (sign, signaling, payload), so two different NaNs never print the same: `-.nan`,
/// `.signalingNaN`, `.nan(0x5)` (the payload as `debugDescription` shows it).
func floatingPointText<
  F: BinaryFloatingPoint & CustomStringConvertible & CustomDebugStringConvertible
>(_ value: F) -> String {
  if value.isNaN {
    let sign = value.sign == .minus ? "-" : ""
    let name = value.isSignalingNaN ? ".signalingNaN" : ".nan"
    // `debugDescription` is `nan`, `-snan` or `nan(0x5)`: only its payload part is kept.
    let payload = value.debugDescription.drop { $0 != "(" }
    return sign + name + payload
  }
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  return value.description
}

extension ScalarFormatter {
  fileprivate static func integer<T: BinaryInteger & Sendable>(_: T.Type) -> ScalarFormatter {
    ScalarFormatter(T.self, text: { String($0) }, number: { Double($0) })
  }
}

extension Int: ScalarDumpable { static let dumpFormatter = ScalarFormatter.integer(Int.self) }
extension Int8: ScalarDumpable { static let dumpFormatter = ScalarFormatter.integer(Int8.self) }
extension Int16: ScalarDumpable { static let dumpFormatter = ScalarFormatter.integer(Int16.self) }
extension Int32: ScalarDumpable { static let dumpFormatter = ScalarFormatter.integer(Int32.self) }
extension Int64: ScalarDumpable { static let dumpFormatter = ScalarFormatter.integer(Int64.self) }
extension UInt: ScalarDumpable { static let dumpFormatter = ScalarFormatter.integer(UInt.self) }
extension UInt8: ScalarDumpable { static let dumpFormatter = ScalarFormatter.integer(UInt8.self) }
extension UInt16: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter.integer(UInt16.self)
}
extension UInt32: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter.integer(UInt32.self)
}
extension UInt64: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter.integer(UInt64.self)
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Int128: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter.integer(Int128.self)
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension UInt128: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter.integer(UInt128.self)
}

extension Double: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(Double.self, text: floatingPointText, number: { $0 })
}

extension Float: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(
    Float.self, text: floatingPointText, number: { Double($0) })
}

// Float16 does not exist on Intel Macs (Mac Catalyst included); elsewhere the package's floor
// already has it.
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  extension Float16: ScalarDumpable {
    static let dumpFormatter = ScalarFormatter(
      Float16.self, text: floatingPointText, number: { Double($0) })
  }
#endif

extension Bool: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(Bool.self, text: { $0 ? "true" : "false" })
}

// MARK: - Text

// A scalar or a static string is text: quoted like a string, so `"5"` never reads as the
// number 5.

extension Unicode.Scalar: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(
    Unicode.Scalar.self, text: { StringLiteral.singleLine(String($0)) })
}

extension StaticString: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(
    StaticString.self, text: { StringLiteral.singleLine($0.description) })
}

// MARK: - SIMD

// A vector prints its lanes, as its initializer takes them: `SIMD4<Float>(1.0, 2.0, 3.0, 4.0)`
// (its mirror only shows an opaque `_storage`).

extension SIMD {
  fileprivate var lanesForDump: DumpForm {
    .fields(name: nil, indices.map { (label: nil, value: self[$0] as Any) })
  }
}

extension SIMD2: FrameworkDumpable { var dumpForm: DumpForm { lanesForDump } }
extension SIMD3: FrameworkDumpable { var dumpForm: DumpForm { lanesForDump } }
extension SIMD4: FrameworkDumpable { var dumpForm: DumpForm { lanesForDump } }
extension SIMD8: FrameworkDumpable { var dumpForm: DumpForm { lanesForDump } }
extension SIMD16: FrameworkDumpable { var dumpForm: DumpForm { lanesForDump } }
extension SIMD32: FrameworkDumpable { var dumpForm: DumpForm { lanesForDump } }
extension SIMD64: FrameworkDumpable { var dumpForm: DumpForm { lanesForDump } }
