import ExhaustiveCore
import ExhaustiveTesting

/// Our side of the clock benchmarks: `ImmediateClock`, `TestClock` and the async `TestStore`.
enum OurClocks {
  static func immediateSleeps(_ count: Int) async throws -> Int {
    let clock = ImmediateClock()
    let start = clock.now
    for _ in 0..<count {
      try await clock.sleep(for: .seconds(1))
    }
    return Int(start.duration(to: clock.now).components.seconds)
  }

  /// An effect of a test store sleeps 1 s `count` times while the test advances 1 s `count`
  /// times, checking the tick count after each advance; answers how many checks saw the wrong
  /// count, plus one per failure the store reported.
  static func tickLoop(_ count: Int) async throws -> Int {
    var wrong = 0
    let failures = await withExpectedFailures {
      let clock = TestClock()
      let ticks = Counter()
      let store = TestStore(
        initialState: 0,
        reducer: TickFeature.reducer,
        environment: TickFeature.Environment(clock: clock, ticks: ticks)
      )
      let task = await store.send(count)
      for expected in 1...count {
        await clock.advance(by: .seconds(1))
        if ticks.value != expected { wrong += 1 }
      }
      await task.finish()
    }
    return wrong + failures.count
  }

  /// Episode 239's back-to-back scenario through the async `TestStore`, `runs` times; answers
  /// the failures reported.
  static func backToBack(runs: Int) async -> [String] {
    var failures: [String] = []
    for _ in 0..<runs {
      failures += await withExpectedFailures {
        let (first, firstAnswer) = AsyncStream.makeStream(of: String.self)
        let (second, secondAnswer) = AsyncStream.makeStream(of: String.self)
        let calls = Counter()
        let store = TestStore(
          initialState: BackToBackFeature.State(),
          reducer: BackToBackFeature.reducer,
          environment: BackToBackFeature.Environment(fact: { _ in
            calls.increment()
            let answers = calls.value == 1 ? first : second
            for await answer in answers { return answer }
            return ""
          })
        )
        await store.send(.getFactButtonTapped) { $0.isLoading = true }
        await store.send(.getFactButtonTapped)
        secondAnswer.yield("0 is a great number.")
        firstAnswer.yield("0 is a better number.")
        await store.receive(.factResponse("0 is a great number.")) {
          $0.fact = "0 is a great number."
          $0.isLoading = false
        }
      }
    }
    return failures
  }
}
