// Standard-library containers reached without `Mirror` or bridging casts: each conforms to a
// small internal protocol the tree builder can call through an existential.

protocol OptionalDumpable {
  var wrappedForDump: Any? { get }
}

protocol SequenceDumpable {
  var countForDump: Int { get }
  func forEachForDump(_ body: (Any) -> Void)
}

protocol DictionaryDumpable {
  var countForDump: Int { get }
  func forEachPairForDump(_ body: (Any, Any) -> Void)
}

protocol RangeDumpable {
  var lowerForDump: Any? { get }
  var upperForDump: Any? { get }
  static var operatorForDump: String { get }
}

extension Optional: OptionalDumpable {
  var wrappedForDump: Any? {
    switch self {
    case .some(let wrapped): wrapped
    case .none: nil
    }
  }
}

extension Array: SequenceDumpable {
  var countForDump: Int { count }
  func forEachForDump(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension ContiguousArray: SequenceDumpable {
  var countForDump: Int { count }
  func forEachForDump(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension ArraySlice: SequenceDumpable {
  var countForDump: Int { count }
  func forEachForDump(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension Set: SequenceDumpable {
  var countForDump: Int { count }
  func forEachForDump(_ body: (Any) -> Void) { for element in self { body(element) } }
}

extension Dictionary: DictionaryDumpable {
  var countForDump: Int { count }
  func forEachPairForDump(_ body: (Any, Any) -> Void) {
    for (key, value) in self { body(key, value) }
  }
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

func floatingPointText<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  return value.description
}

@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The case name of a payload-free enum value, even when the enum has a custom `description`.
func enumCaseName(_ value: Any) -> String {
  // The runtime function the standard library's `print` uses; opening the existential hands
  // it the concrete enum's metadata.
  func name<T>(_ value: T) -> String? {
    runtimeEnumCaseName(value).map { String(cString: $0) }
  }
  return _openExistential(value, do: name) ?? String(describing: value)
}
