/// The ticks of `clock.timer(interval:)`: the clock's `now` after each sleep of `interval`.
///
/// ```swift
/// for await instant in clock.timer(interval: .seconds(1)).prefix(3) {
///   print(instant)
/// }
/// ```
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable {
  /// Each tick is the clock's `now` when the tick's sleep ended.
  public typealias Element = C.Instant

  private let clock: C
  private let interval: C.Duration
  private let tolerance: C.Duration?

  /// A timer ticking every `interval` on `clock`.
  init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  /// Starts the ticks: the first is due `interval` from now.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, tolerance: tolerance)
  }

  /// Sleeps until each tick is due.
  public struct Iterator: AsyncIteratorProtocol {
    private let clock: C
    private let interval: C.Duration
    private let tolerance: C.Duration?
    private var last: C.Instant?
    private var finished = false

    init(clock: C, interval: C.Duration, tolerance: C.Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    /// The next tick, or nil once the iterating task is cancelled.
    public mutating func next() async -> C.Instant? {
      guard !finished else { return nil }
      let now = clock.now
      var due = (last ?? now).advanced(by: interval)
      // Skip ticks already missed (only possible after a late tick; never loops when the
      // interval is not positive, since then every tick is due at once).
      if interval > .zero {
        while due < now { due = due.advanced(by: interval) }
      }
      do {
        try await clock.sleep(until: due, tolerance: tolerance)
      } catch {
        finished = true
        return nil
      }
      last = due
      return clock.now
    }
  }
}
