extension Clock where Duration: Hashable {
  /// An async sequence of the clock's time, one element every `interval`, the first one
  /// `interval` after iteration starts, as swift-clocks 1.1.1 spells it.
  ///
  /// Each tick sleeps on the clock, so a test clock drives it:
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) {
  ///   count += 1
  /// }
  /// ```
  ///
  /// The sequence ends when the iterating task is cancelled. Ticks are due at fixed multiples of
  /// `interval` from the start; after a late tick, the next is due at the next multiple still
  /// ahead, so a slow consumer is not sent a burst of ticks it missed.
  ///
  /// Disfavored, so that a file that also sees swift-clocks' `timer(interval:tolerance:)`
  /// (which swift-dependencies re-exports) calls that one without ambiguity.
  @_disfavoredOverload
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer<Self> {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}
