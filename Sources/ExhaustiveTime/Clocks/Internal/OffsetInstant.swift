import ExhaustiveTestRuntime

/// An instant that is a duration past its clock's origin: the arithmetic shared by the
/// ``TestClock`` and ``ImmediateClock`` instants.
///
/// Each clock keeps its own `Instant` type, so instants of two clocks cannot be mixed up; only
/// the implementation is shared. The extension's `public` members are the public witnesses of
/// `InstantProtocol` and `CustomStringConvertible` for those types.
package protocol OffsetInstant: InstantProtocol, CustomStringConvertible {
  /// The time since the clock's origin.
  var offset: Duration { get }
  init(offset: Duration)
}

extension OffsetInstant {
  /// The instant `duration` later. With `Swift.Duration`, saturated at the clock's horizon
  /// (`Int64.max` seconds either side of its origin) instead of trapping on overflow.
  ///
  /// Specialized for the two clocks' `Swift.Duration` instants, where the casts below cost
  /// nothing; generic code would look the types up and cast at run time on every sleep.
  @_specialize(exported:false,where Self == TestClock<Swift.Duration>.Instant)
  @_specialize(exported:false,where Self == ImmediateClock<Swift.Duration>.Instant)
  public func advanced(by duration: Duration) -> Self {
    if let offset = offset as? Swift.Duration, let duration = duration as? Swift.Duration {
      // Both operands are clamped first, so the sum stays far inside what `Duration` holds.
      let sum = offset.clamped(to: .clockHorizon) + duration.clamped(to: .twiceClockHorizon)
      if let sum = sum.clamped(to: .clockHorizon) as? Duration { return Self(offset: sum) }
    }
    return Self(offset: offset + duration)
  }

  /// The duration from this instant to `other` (with `Swift.Duration`, offsets beyond the
  /// horizon count as on it).
  @_specialize(exported:false,where Self == TestClock<Swift.Duration>.Instant)
  @_specialize(exported:false,where Self == ImmediateClock<Swift.Duration>.Instant)
  public func duration(to other: Self) -> Duration {
    if let start = offset as? Swift.Duration, let end = other.offset as? Swift.Duration,
      let difference = end.clamped(to: .clockHorizon) - start.clamped(to: .clockHorizon)
        as? Duration
    {
      return difference
    }
    return other.offset - offset
  }

  /// Orders instants by their offsets.
  @_specialize(exported:false,where Self == TestClock<Swift.Duration>.Instant)
  @_specialize(exported:false,where Self == ImmediateClock<Swift.Duration>.Instant)
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }

  /// The offset, e.g. `1.5 seconds`.
  public var description: String { "\(offset)" }
}

extension Duration {
  /// Twice ``clockHorizon``: what a duration added to an instant is clamped to.
  static let twiceClockHorizon = clockHorizon * 2

  /// This duration, clamped to `-limit...limit`.
  func clamped(to limit: Duration) -> Duration {
    Swift.min(Swift.max(self, .zero - limit), limit)
  }
}

extension DurationProtocol {
  /// How a failure message says this duration: ``Swift/Duration/readableDescription`` for
  /// `Swift.Duration`, else the type's own description.
  var messageDescription: String {
    (self as? Swift.Duration)?.readableDescription ?? "\(self)"
  }
}
