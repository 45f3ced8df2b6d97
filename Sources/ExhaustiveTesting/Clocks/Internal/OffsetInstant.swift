/// An instant that is a `Duration` past its clock's origin: the arithmetic shared by the
/// ``TestClock`` and ``ImmediateClock`` instants.
///
/// Each clock keeps its own `Instant` type, so instants of two clocks cannot be mixed up; only
/// the implementation is shared. The extension's `public` members are the public witnesses of
/// `InstantProtocol` and `CustomStringConvertible` for those types.
package protocol OffsetInstant: InstantProtocol, CustomStringConvertible
where Duration == Swift.Duration {
  /// The time since the clock's origin.
  var offset: Swift.Duration { get }
  init(offset: Swift.Duration)
}

extension OffsetInstant {
  /// The instant `duration` later.
  public func advanced(by duration: Swift.Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The duration from this instant to `other`.
  public func duration(to other: Self) -> Swift.Duration {
    other.offset - offset
  }

  /// Orders instants by their offsets.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The offset, e.g. `1.5 seconds`.
  public var description: String { offset.description }
}
