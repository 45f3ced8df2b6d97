/// A type-erased clock: any clock measuring `Duration`, behind one concrete type.
///
/// As swift-clocks 1.1.1 spells it, for code that needs a concrete clock type where an
/// existential (`any Clock<Duration>`) does not fit, such as a generic parameter:
///
/// ```swift
/// let clock = AnyClock(TestClock())
/// let start = clock.now
/// try await clock.sleep(until: start.advanced(by: .seconds(1)))
/// ```
///
/// Its instants are offsets from the wrapped clock's `now` when the erasure was made, so instants
/// of two erased clocks are not comparable in meaning, only in type.
public final class AnyClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the erased clock's time: an offset from when the erasure was made.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// The time since the erasure was made.
    fileprivate let offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Orders instants by their offsets.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let readNow: @Sendable () -> Instant
  private let readResolution: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Instant, Duration?) async throws -> Void

  /// Erases `clock`: the erased clock reads its time, and sleeps on it.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    self.readNow = { Instant(offset: origin.duration(to: clock.now)) }
    self.readResolution = { clock.minimumResolution }
    self.sleepUntil = { deadline, tolerance in
      try await clock.sleep(until: origin.advanced(by: deadline.offset), tolerance: tolerance)
    }
  }

  /// The wrapped clock's time, as an offset from when the erasure was made.
  public var now: Instant { readNow() }

  /// The wrapped clock's resolution.
  public var minimumResolution: Duration { readResolution() }

  /// Sleeps on the wrapped clock until `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepUntil(deadline, tolerance)
  }
}
