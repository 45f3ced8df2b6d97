import ExhaustiveCore
import ExhaustiveTesting
import Foundation

/// Our side of the TestStore benchmarks.
enum OurTestStore {
  /// How many bytes to allocate before the next pair of runs builds its states, stepping through
  /// 0…60 KiB: how fast `==` walks the two arrays depends a little on where they land, so the
  /// pairs sample several placements instead of one. Unchecked: the benchmark runs on one thread.
  nonisolated(unsafe) static var padding = 0

  /// `steps / 2` sends, each followed by the receive of its effect's action, through a
  /// `TestStore`; answers the failures the store reported (the release at the end included).
  static func storeSteps(_ steps: Int) -> [String] {
    padding = (padding + 4096) % 65536
    let pad = [UInt8](repeating: 1, count: padding)
    defer { blackHole(pad) }
    return withExpectedFailures {
      let store = TestStore(
        initialState: BenchmarkFeature.initialState,
        reducer: BenchmarkFeature.reducer,
        environment: ()
      )
      for index in 0..<steps / 2 {
        store.send(.tap(index)) { BenchmarkFeature.tapped(&$0, index) }
        store.receive(.tapped(index)) { BenchmarkFeature.received(&$0) }
      }
    }
  }

  /// The same actions through the reducer called directly, applying the same expected changes
  /// to a copy and comparing with one `==` per step; answers the steps that did not match.
  static func directSteps(_ steps: Int) -> Int {
    let pad = [UInt8](repeating: 1, count: padding)
    defer { blackHole(pad) }
    var state = BenchmarkFeature.initialState
    var expected = state
    var mismatches = 0
    for index in 0..<steps / 2 {
      blackHole(BenchmarkFeature.reducer(&state, .tap(index), ()))
      BenchmarkFeature.tapped(&expected, index)
      if state != expected { mismatches += 1 }
      blackHole(BenchmarkFeature.reducer(&state, .tapped(index), ()))
      BenchmarkFeature.received(&expected)
      if state != expected { mismatches += 1 }
    }
    return mismatches
  }

  /// One effect sends `count` actions at once, then `skipReceivedActions()` reduces them all;
  /// answers the failures the store reported and how many actions were reduced.
  static func receivedThenSkipped(_ count: Int) -> (failures: [String], reduced: Int) {
    var reduced = 0
    let failures = withExpectedFailures {
      let store = TestStore(
        initialState: BurstFeature.State(), reducer: BurstFeature.reducer, environment: ())
      store.send(.burst(count))
      store.skipReceivedActions()
      reduced = store.state.ticks
    }
    return (failures, reduced)
  }

  /// One effect sends `count` actions at once, then the test receives them one at a time;
  /// answers the failures the store reported and how many actions were reduced.
  static func receivedOneAtATime(_ count: Int) -> (failures: [String], reduced: Int) {
    var reduced = 0
    let failures = withExpectedFailures {
      let store = TestStore(
        initialState: BurstFeature.State(), reducer: BurstFeature.reducer, environment: ())
      store.send(.burst(count))
      for _ in 0..<count {
        store.receive(.tick) { $0.ticks += 1 }
      }
      reduced = store.state.ticks
    }
    return (failures, reduced)
  }

  static func incrementingUUIDs() -> () -> UUID {
    let generator = UUIDGenerator.incrementing
    return { generator() }
  }
}
