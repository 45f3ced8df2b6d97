import Synchronization

/// Inputs shared by both sides of the scheduler benchmarks.
enum SchedulerFixtures {
  /// `0..<count` in a fixed shuffled order, so neither an append-only nor a sorted-insert
  /// scheduler gets its best case.
  static func shuffledOffsets(count: Int) -> [Int] {
    var generator = SplitMix64(seed: 0x5EED)
    var offsets = Array(0..<count)
    offsets.shuffle(using: &generator)
    return offsets
  }

  /// How often 1,000 repeating timers with intervals 1…`timers` fire within `horizon`.
  static func expectedFires(timers: Int, horizon: Int) -> Int {
    (1...timers).reduce(0) { $0 + horizon / $1 }
  }
}

/// A small seeded generator: the benchmark must do the same work on every run and machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// A counter the schedulers' `@Sendable` actions can bump from whatever thread runs them.
final class Counter: Sendable {
  private let count = Atomic<Int>(0)

  var value: Int { count.load(ordering: .relaxed) }

  func increment() {
    count.wrappingAdd(1, ordering: .relaxed)
  }
}
