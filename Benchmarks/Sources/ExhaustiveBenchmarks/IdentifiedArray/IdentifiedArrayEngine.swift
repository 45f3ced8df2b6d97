import Foundation

/// One element of the benchmarked arrays: a UUID id, as TCA features use, and a counter.
struct BenchmarkRow: Identifiable, Sendable {
  var id: UUID
  var value: Int
}

/// The inputs every side runs on: the same ids, in the same orders.
struct IdentifiedArrayWorkload: Sendable {
  /// The array's ids, in order.
  var ids: [UUID]
  /// Every id once, shuffled: the order of the lookups and updates.
  var shuffled: [UUID]
  /// Ids to remove, one after another.
  var removals: [UUID]
  /// Elements to insert, each at a position valid when its turn comes.
  var insertions: [(position: Int, row: BenchmarkRow)]

  init(count: Int, removals removalCount: Int, insertions insertionCount: Int) {
    var generator = BenchmarkGenerator(seed: 42)
    func uuid() -> UUID {
      let high = generator.next()
      let low = generator.next()
      return withUnsafeBytes(of: (high, low)) { bytes in
        UUID(uuid: bytes.load(as: uuid_t.self))
      }
    }
    ids = (0..<count).map { _ in uuid() }
    shuffled = ids.shuffled(using: &generator)
    removals = Array(shuffled.prefix(removalCount))
    var size = count
    insertions = (0..<insertionCount).map { _ in
      let position = Int(generator.next() % UInt64(size + 1))
      size += 1
      return (position, BenchmarkRow(id: uuid(), value: 0))
    }
  }
}

/// One side's four operations, each a complete timed run that answers a checksum.
struct IdentifiedArrayEngine {
  /// Reads every element by id (in shuffled order); answers the sum of their values.
  var lookup: () -> Int
  /// Increments every element's value through its id; answers the sum of the new values.
  var update: () -> Int
  /// Removes the workload's removals by id from a copy; answers the count left.
  var remove: () -> Int
  /// Inserts the workload's insertions into a copy; answers the new count.
  var insert: () -> Int
}

/// SplitMix64: the workload is the same in every run and on every side.
struct BenchmarkGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
