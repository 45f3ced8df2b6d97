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

  @ObservationIgnored private let clock: any Clock<Duration>

  /// A countdown that sleeps on `clock` (a continuous clock in the app, a test clock in tests).
  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  /// The view's `.task`, as the episode writes it.
  public func task() async {
    while true {
      if countdown == 0 {
        isConfettiVisible = true
        break
      }
      try? await clock.sleep(for: .seconds(1))
      countdown -= 1
    }
  }
}
