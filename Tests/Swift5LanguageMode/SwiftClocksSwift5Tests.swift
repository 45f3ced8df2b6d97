import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// swift-clocks' spellings compile in Swift 5 mode too: the generic clocks with `Swift.Duration`
/// inferred, the static members, `checkSuspension()`, `run(timeout:)` and `timer(interval:)`.
final class SwiftClocksSwift5Tests: XCTestCase {
  @MainActor
  func testATimerOnATestClockInsideTheScope() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      var ticks = 0
      let task = Task {
        for await _ in clock.timer(interval: .seconds(1)).prefix(2) { ticks += 1 }
      }
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(ticks, 1)
      await clock.run(timeout: .seconds(5))
      XCTAssertEqual(ticks, 2)
      await task.value
      try await clock.checkSuspension()
    }
  }

  func testTheStaticMembersAndTheGenericSpelling() async throws {
    let immediate: ImmediateClock<Duration> = .immediate
    try await immediate.sleep(for: .seconds(3))
    XCTAssertEqual(immediate.now, ImmediateClock<Duration>.Instant(offset: .seconds(3)))
    let test: TestClock<Duration> = .test
    XCTAssertEqual(test.now.offset, .zero)
    XCTAssertEqual(AnyClock(test).minimumResolution, .zero)
  }
}
