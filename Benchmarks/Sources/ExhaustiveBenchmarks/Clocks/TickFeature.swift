import ExhaustiveCore

/// A feature whose one effect sleeps one second `count` times on the environment's clock,
/// counting each wake-up; the test advances the clock and checks the count after each advance.
enum TickFeature {
  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var ticks: Counter
  }

  static let reducer = Reducer<Int, Int, Environment> { _, count, environment in
    .run { _ in
      for _ in 0..<count {
        do {
          try await environment.clock.sleep(for: .seconds(1))
        } catch {
          return
        }
        environment.ticks.increment()
      }
    }
  }
}
