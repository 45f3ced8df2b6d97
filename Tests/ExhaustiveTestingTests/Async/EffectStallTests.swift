import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class EffectStallTests: XCTestCase {
  func testOneEffectWaitingOnAStream() {
    let stall = EffectStall(suspendedEffects: 1, pendingSleepers: [])
    XCTAssertEqual(
      stall.receiveMessage,
      """
      Expected to receive an action, but received none: effects are stalled.

      1 effect is suspended and no sleeper is pending on a test clock. Nothing queued can resume \
      them: feed what they await (a stream, a continuation) or cancel them.
      """
    )
  }

  func testOneSleeper() {
    let stall = EffectStall(suspendedEffects: 2, pendingSleepers: [.seconds(1)])
    XCTAssertEqual(
      stall.finishMessage,
      """
      Expected all effects to finish, but they are stalled.

      2 effects are suspended and 1 sleeper is pending on a test clock (due in 1.0 seconds). \
      Nothing queued can resume them: advance the test clock or cancel them.
      """
    )
  }

  func testSeveralSleepersNameTheSoonest() {
    let stall = EffectStall(
      suspendedEffects: 3, pendingSleepers: [.seconds(2), .milliseconds(250)]
    )
    XCTAssertEqual(
      stall.receiveMessage,
      """
      Expected to receive an action, but received none: effects are stalled.

      3 effects are suspended and 2 sleepers are pending on test clocks (the next is due in 0.25 \
      seconds). Nothing queued can resume them: advance the test clocks or cancel them.
      """
    )
  }

  func testAnExecutorReportsWhatItsEffectsWaitFor() {
    let executor = TestExecutor()
    let clock = TestClock()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    executor.spawn { try? await clock.sleep(for: .seconds(1)) }
    executor.spawn { for await _ in stream {} }
    XCTAssertEqual(
      executor.stall()?.finishMessage,
      """
      Expected all effects to finish, but they are stalled.

      2 effects are suspended and 1 sleeper is pending on a test clock (due in 1.0 seconds). \
      Nothing queued can resume them: advance the test clock or cancel them.
      """
    )
    clock.advance(by: .seconds(1))
    continuation.finish()
    XCTAssertNil(executor.stall())
  }
}
