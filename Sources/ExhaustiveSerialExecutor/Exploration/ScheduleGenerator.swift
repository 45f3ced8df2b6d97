import ExhaustiveTestRuntime

/// The generator behind random and PCT schedules: ScheduleGenerator (Steele, Lea and Flood, 2014).
///
/// Written here rather than taken from the standard library, whose `SystemRandomNumberGenerator`
/// cannot be seeded: a schedule must be the same on every run and every platform, so that its
/// token replays it. Bounded draws use Lemire's multiply-shift with rejection, which gives the
/// same numbers wherever `UInt64` arithmetic is the same, that is everywhere.
struct ScheduleGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// A generator for schedule `number` of a strategy seeded with `seed`: each schedule's stream
  /// is independent of how many numbers the schedules before it drew.
  init(seed: UInt64, schedule number: Int) {
    var mixer = ScheduleGenerator(
      seed: seed ^ (UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15))
    state = mixer.next()
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, uniformly (`bound` > 0).
  mutating func below(_ bound: Int) -> Int {
    let bound = UInt64(bound)
    while true {
      let (high, low) = next().multipliedFullWidth(by: bound)
      // Reject the few low products that would favour small results.
      if low >= (0 &- bound) % bound { return Int(high) }
    }
  }
}
