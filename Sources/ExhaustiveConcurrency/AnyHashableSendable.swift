/// A type-erased hashable value that is also `Sendable`, where `AnyHashable` is not.
///
/// The drop-in for swift-concurrency-extras' `AnyHashableSendable` (1.4.3): wraps any
/// `Hashable & Sendable` value, compares and hashes as `AnyHashable` does (an `Int` 1 equals a
/// `UInt8` 1), unwraps a value that is already one rather than nesting it, converts to
/// `AnyHashable` as its base, and is written with literals:
///
/// ```swift
/// struct CancelID: Hashable, Sendable { let id: AnyHashableSendable }
/// let id = CancelID(id: "search")
/// XCTAssertEqual(id.id, AnyHashableSendable("search"))
/// ```
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps an existential value (`base.map(AnyHashableSendable.init)`); disfavored so that a
  /// concrete value takes the generic initializer, which unwraps a nested `AnyHashableSendable`.
  @_disfavoredOverload
  public init(_ base: any Hashable & Sendable) {
    self.init(base)
  }

  /// Wraps `base`, or takes it as it is when it is already an `AnyHashableSendable`.
  public init(_ base: some Hashable & Sendable) {
    if let base = base as? AnyHashableSendable {
      self = base
    } else {
      self.base = base
    }
  }

  /// Whether the two bases are equal as `AnyHashable` compares them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the base as `AnyHashable` hashes it, so equal values hash alike across types.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
  /// `AnyHashableSendable(` and the base's debug description, then `)`.
  public var debugDescription: String {
    "AnyHashableSendable(\(String(reflecting: base)))"
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The base's description, as `AnyHashable` prints it.
  public var description: String {
    String(describing: base)
  }
}

extension AnyHashableSendable: CustomReflectable {
  /// One child, `value`: the base.
  public var customMirror: Mirror {
    Mirror(self, children: ["value": base])
  }
}

extension AnyHashableSendable: _HasCustomAnyHashableRepresentation {
  /// The base as `AnyHashable`, so `AnyHashableSendable(1) as AnyHashable == 1 as AnyHashable`
  /// and a cast back (`as? Int`) reaches the base.
  public func _toCustomAnyHashable() -> AnyHashable? {
    AnyHashable(base)
  }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
  /// `true` or `false`, wrapped.
  public init(booleanLiteral value: Bool) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  /// An `Int` literal, wrapped.
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
  /// A `Double` literal, wrapped.
  public init(floatLiteral value: Double) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  /// A `String` literal, wrapped.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
