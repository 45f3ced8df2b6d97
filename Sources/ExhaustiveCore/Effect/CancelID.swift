/// A cancellation id, keyed by the id's type and value, so two different empty structs never
/// collide and `"x"` the string never matches some other type's `"x"`.
package struct CancelID: Hashable, Sendable, CustomStringConvertible {
  private let type: ObjectIdentifier
  private let value: AnyHashableSendable
  /// A readable rendering for ledgers and messages, e.g. `CancelDelayId()` or `"search"`.
  package let description: String

  package init(_ id: some Hashable & Sendable) {
    self.type = ObjectIdentifier(Swift.type(of: id))
    self.value = AnyHashableSendable(id)
    self.description = Self.describe(id)
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.value == rhs.value
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(value)
  }

  private static func describe(_ id: some Hashable & Sendable) -> String {
    if let string = id as? String { return "\"\(string)\"" }
    let typeName = String(describing: Swift.type(of: id))
    let mirror = Mirror(reflecting: id)
    if mirror.displayStyle == .struct, mirror.children.isEmpty { return "\(typeName)()" }
    return "\(typeName)(\(String(describing: id)))"
  }
}

/// `AnyHashable` over a value that is known to be `Sendable`.
private struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // Safe: only ever built from a `Hashable & Sendable` value (see `init`).
  let base: AnyHashable

  init(_ value: some Hashable & Sendable) {
    self.base = AnyHashable(value)
  }
}
