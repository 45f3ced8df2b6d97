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
    // When a mega-yield loses the race, the task's last sleeps start after the last advance and
    // would wait forever: run them out (bounded by swift-clocks' own timeout), then stop the task,
    // so a lost race shows as wrong counts, never as a hung benchmark.
    await clock.run()
    task.cancel()
    _ = try? await task.value
    return wrong
  }
}
