import Clocks

/// The peer side of the clock benchmarks: swift-clocks 1.1.1.
enum PeerClocks {
  static func immediateSleeps(_ count: Int) async throws -> Int {
    let clock = ImmediateClock()
    let start = clock.now
    for _ in 0..<count {
      try await clock.sleep(for: .seconds(1))
    }
    return Int(start.duration(to: clock.now).components.seconds)
  }

  /// A task sleeps 1 s `count` times while the test advances 1 s `count` times, checking the
  /// tick count after each advance; answers how many checks saw the wrong count.
  static func tickLoop(_ count: Int) async throws -> Int {
    let clock = TestClock()
    let ticks = Counter()
    let task = Task {
      for _ in 0..<count {
        try await clock.sleep(for: .seconds(1))
        ticks.increment()
      }
    }
    var wrong = 0
    for expected in 1...count {
      await clock.advance(by: .seconds(1))
      if ticks.value != expected { wrong += 1 }
    }
    try await task.value
    return wrong
  }
}
