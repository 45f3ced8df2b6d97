import ExhaustiveDependencies
import Observation

/// The episode's countdown demo as a model: counts down once a second from 10, then shows
/// confetti.
@MainActor
@Observable
public final class CountdownModel {
  /// Seconds left.
  public var countdown = 10
  /// True once the countdown reached zero.
  public var isConfettiVisible = false

  /// A continuous clock in the app; a test clock in tests, an immediate clock in previews.
  @ObservationIgnored @Dependency(\.continuousClock) var clock

  /// A countdown that sleeps on the `continuousClock` dependency.
  public init() {}

  /// The view's `.task`, as the episode writes it.
  public func task() async {
    while true {
      if self.countdown == 0 {
        self.isConfettiVisible = true
        break
      }
      try? await self.clock.sleep(for: .seconds(1))
      self.countdown -= 1
    }
  }
}
