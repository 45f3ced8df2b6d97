/// The operations the clock benchmarks time.
struct ClockEngine: Sendable {
  /// `count` sleeps of one second on an immediate clock; answers the seconds the clock moved.
  var immediateSleeps: @Sendable (Int) async throws -> Int
  /// The tick loop; answers how many tick-count checks failed.
  var tickLoop: @Sendable (Int) async throws -> Int
}

extension ClockEngine {
  /// Our `ImmediateClock` and `TestClock`.
  static let ours = ClockEngine(
    immediateSleeps: OurClocks.immediateSleeps,
    tickLoop: OurClocks.tickLoop
  )

  /// swift-clocks 1.1.1.
  static let peer = ClockEngine(
    immediateSleeps: PeerClocks.immediateSleeps,
    tickLoop: PeerClocks.tickLoop
  )
}
