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
