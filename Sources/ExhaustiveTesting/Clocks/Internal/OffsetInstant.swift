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
  /// The instant `duration` later, saturated at the clock's horizon (`Int64.max` seconds either
  /// side of its origin) instead of trapping on overflow.
  public func advanced(by duration: Swift.Duration) -> Self {
    // Both operands are clamped first, so the sum stays far inside what `Duration` holds.
    let sum = offset.clamped(to: .clockHorizon) + duration.clamped(to: .twiceClockHorizon)
    return Self(offset: sum.clamped(to: .clockHorizon))
  }

  /// The duration from this instant to `other` (offsets beyond the horizon count as on it).
  public func duration(to other: Self) -> Swift.Duration {
    other.offset.clamped(to: .clockHorizon) - offset.clamped(to: .clockHorizon)
  }

  /// Orders instants by their offsets.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The offset, e.g. `1.5 seconds`.
  public var description: String { offset.description }
}

extension Duration {
  /// How far from its origin a test clock's time can go: `Int64.max` seconds (292 billion
  /// years), the most `components` (and so every message) can split into seconds.
  ///
  /// Stored, not computed: building it multiplies 128-bit numbers, and every `advanced(by:)`
  /// (every sleep) reads it.
  static let clockHorizon = Duration.seconds(Int64.max)

  /// Twice ``clockHorizon``: what a duration added to an instant is clamped to.
  static let twiceClockHorizon = clockHorizon * 2

  /// This duration, clamped to `-limit...limit`.
  func clamped(to limit: Duration) -> Duration {
    Swift.min(Swift.max(self, .zero - limit), limit)
  }
}
