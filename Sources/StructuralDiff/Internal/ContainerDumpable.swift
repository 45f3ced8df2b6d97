// Standard-library containers reached without `Mirror` or bridging casts: each conforms to a
// small internal protocol the tree builder can call through an existential. The protocols are
// the tree builder's; the conformances are in Conformances/Swift.swift.

protocol OptionalDumpable {
  var wrappedForDump: Any? { get }
  static var wrappedTypeForDump: Any.Type { get }
  /// `nil`, as a value of this optional type.
  static var noneForDump: Any { get }
  /// `wrapped` (a `Wrapped`) as a value of this optional type.
  static func someForDump(_ wrapped: Any) -> Any
}

protocol SequenceDumpable {
  var countForDump: Int { get }
  func forEachForDump(_ body: (Any) -> Void)
  /// The element at `offset` from the start.
  func elementForDump(at offset: Int) -> Any
  /// How many leading and trailing elements equal `other`'s (by `==`, compared natively without
  /// boxing), or `nil` when `other` is not the same collection type or elements are not
  /// `Equatable`. Prefix and suffix never overlap.
  func commonEdgesForDump(with other: Any) -> (prefix: Int, suffix: Int)?
}

extension SequenceDumpable {
  func commonEdgesForDump(with other: Any) -> (prefix: Int, suffix: Int)? { nil }
}

extension SequenceDumpable where Self: Collection {
  var countForDump: Int { count }
  func forEachForDump(_ body: (Any) -> Void) { for element in self { body(element) } }
  func elementForDump(at offset: Int) -> Any { self[index(startIndex, offsetBy: offset)] }
}

protocol DictionaryDumpable {
  var countForDump: Int { get }
  func forEachPairForDump(_ body: (Any, Any) -> Void)
  /// Whether the pairs have an order of their own (`KeyValuePairs`), which dumps keep and
  /// diffs compare; other dictionaries print sorted by key.
  static var keepsOrderForDump: Bool { get }
}

extension DictionaryDumpable {
  static var keepsOrderForDump: Bool { false }
}

protocol RangeDumpable {
  var lowerForDump: Any? { get }
  var upperForDump: Any? { get }
  static var operatorForDump: String { get }
}
