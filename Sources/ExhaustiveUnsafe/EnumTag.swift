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
package enum EnumTag {
  /// The case index of `value`, or `nil` when `Value` is not an enum (or `Optional`).
  package static func of<Value>(_ value: Value) -> UInt32? {
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
