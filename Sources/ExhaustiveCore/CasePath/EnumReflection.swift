/// Reads which case an enum value holds straight from the Swift runtime.
///
/// Comparing case names from `Mirror` is not enough: a payload-less case has no mirror child, and
/// Swift allows cases that share a base name (`case foo(a: Int)`, `case foo(b: Int)`). The enum's
/// value witness table has an exact `getEnumTag` entry, which is what we call here.
///
/// ABI facts this relies on (Swift's stable ABI, `include/swift/ABI/Metadata.h` and
/// `ValueWitness.def`; the same on Linux and Apple platforms, 64- and 32-bit):
/// - a type's metadata pointer is what `unsafeBitCast` of its `Any.Type` yields, its first word
///   is the metadata kind, and the word before it points to the value witness table;
/// - an enum's (and `Optional`'s) table is an `EnumValueWitnessTable`, whose `getEnumTag` comes
///   right after the common table (offset below) and uses the Swift calling convention with no
///   context, `(const OpaqueValue *, const Metadata *) -> unsigned`: `@convention(thin)`.
///
/// Not for arm64e: there the runtime signs value witness pointers (pointer authentication) and
/// calling one unsigned traps. Third-party Apple binaries build for arm64, not arm64e.
enum EnumTag {
  /// The case index of `value`, or `nil` when `Value` is not an enum (or `Optional`).
  static func of<Value>(_ value: Value) -> UInt32? {
    let metadata = unsafeBitCast(Value.self as Any.Type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == enumKind || kind == optionalKind else { return nil }
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    let getEnumTag = witnesses.load(fromByteOffset: getEnumTagOffset, as: GetEnumTag.self)
    return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
  }

  /// `MetadataKind::Enum` and `MetadataKind::Optional` (both flagged non-heap, 0x200).
  private static let enumKind = 0x201
  private static let optionalKind = 0x202

  /// The enum value witnesses follow the eight common witness functions, `size`, `stride` (each
  /// pointer-sized), and the two 32-bit fields `flags` and `extraInhabitantCount`.
  private static let getEnumTagOffset = MemoryLayout<UnsafeRawPointer>.size * 10 + 8

  private typealias GetEnumTag =
    @convention(thin) (_ value: UnsafeRawPointer, _ metadata: UnsafeRawPointer) -> UInt32
}

/// Reads the payload of an enum case through `Mirror`, which also sees through `indirect` boxes.
enum EnumPayload {
  /// The payload of `root`'s case as a `Value`, or `nil` when the case has none of that type.
  static func extract<Root, Value>(from root: Root) -> Value? {
    let mirror = Mirror(reflecting: root)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional,
      let payload = mirror.children.first?.value
    else {
      return nil
    }
    if let value = payload as? Value { return value }
    // A single labeled payload (`case one(value: Int)`) is reflected as a one-element tuple.
    let tuple = Mirror(reflecting: payload)
    if tuple.displayStyle == .tuple, tuple.children.count == 1 {
      return tuple.children.first?.value as? Value
    }
    return nil
  }

  /// Whether `root`'s case carries a payload.
  static func hasPayload<Root>(_ root: Root) -> Bool {
    !Mirror(reflecting: root).children.isEmpty
  }
}

/// Decides whether a root holds the case a case path was built from.
///
/// The case's tag is learned from the first embedded probe and cached, so roots holding other
/// cases are rejected by one tag read, without reflecting on their payloads.
final class EnumCaseMatcher<Root>: Sendable {
  private let caseTag = Lock<UInt32?>(nil)

  /// `false` when `root` certainly holds another case than the one learned so far.
  func mayMatch(_ root: Root) -> Bool {
    guard let known = caseTag.value else { return true }
    return EnumTag.of(root) == known
  }

  /// Whether `root` holds the same case as `probe` (a value embedded through the case path).
  func matches(_ root: Root, case probe: Root) -> Bool {
    guard let probeTag = EnumTag.of(probe) else { return false }
    caseTag.withLock { $0 = probeTag }
    return EnumTag.of(root) == probeTag
  }
}
