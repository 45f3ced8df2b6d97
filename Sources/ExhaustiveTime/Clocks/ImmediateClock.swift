import ExhaustiveCore

/// A clock that never waits: sleeping returns at once and moves `now` to the deadline.
///
/// Use it where time is beside the point (previews, tests of what happens after a delay):
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(1))  // returns at once
/// clock.now.offset  // 1.0 seconds
/// ```
///
/// Sleeping does not suspend at all, so a countdown of 1,000 one-second sleeps finishes as fast
/// as the loop runs. Time never moves backwards: sleeping until a past deadline leaves `now`
/// where it is. A cancelled task's sleep throws `CancellationError`, like a real clock's.
///
/// Generic over its duration as swift-clocks 1.1.1 spells it: `ImmediateClock()` is an
/// `ImmediateClock<Duration>`.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the immediate clock's time: an offset from when the clock was created.
  public struct Instant: OffsetInstant, Hashable, Sendable {
    /// The time since the clock's origin.
    public var offset: Duration

    /// An instant `offset` after the clock's origin.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }
  }

  private let current: Lock<Instant>

  /// A clock whose time starts at `now`.
  public init(now: Instant = Instant()) {
    self.current = Lock(now)
  }

  /// The latest deadline slept until, or the starting time.
  public var now: Instant {
    // Specialized for the usual duration: the generic code looks its types up at run time on
    // every call (see `TestClock.now`).
    @_specialize(exported:false,where Duration == Swift.Duration)
    get { current.withLock { $0 } }
  }

  /// Immediate time has no granularity.
  public var minimumResolution: Duration { .zero }

  /// Moves `now` to `deadline` (never backwards) and returns without suspending.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  @_specialize(exported:false,where Duration == Swift.Duration)
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if deadline > now { now = deadline }
    }
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  /// A clock whose time starts at zero, measured in `Swift.Duration`: `ImmediateClock()`.
  public convenience init() {
    self.init(now: Instant())
  }
}

extension Clock where Self == ImmediateClock<Swift.Duration> {
  /// A new ``ImmediateClock``, for `.immediate` where a clock is expected.
  public static var immediate: Self { ImmediateClock() }
}
