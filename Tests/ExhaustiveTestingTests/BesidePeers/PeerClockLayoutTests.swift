import Foundation
import XCTest

@testable import ExhaustiveTesting
@testable import ExhaustiveTime

/// The swift-clocks adapter reads a peer's `TestClock` by its fields. When they are not the ones
/// it was written for (swift-clocks 1.x), the failure says so by name instead of reporting an idle
/// clock. (The readable layout is tested against swift-clocks 1.1.1 itself in
/// scripts/beside-peers.sh.)
final class PeerClockLayoutTests: XCTestCase {
  /// Another version's clock: a lock, but no `now` and no `suspensions`.
  private final class RefactoredClock: @unchecked Sendable {
    // Safe: never mutated; only read by reflection in the test.
    let lock = NSRecursiveLock()
    let state: [Int] = []
  }

  /// A clock without even the lock.
  private final class LocklessClock: @unchecked Sendable {
    // Safe: no stored state.
  }

  func testAClockWithAnotherLayoutIsNamedAsUnreadable() {
    let clock = PeerClock(
      path: "environment.clock", typeName: "Clocks.TestClock<Swift.Duration>",
      object: RefactoredClock())
    XCTAssertEqual(clock.pendingSleepers, .unreadable(missing: ["now.offset", "suspensions"]))
    XCTAssertEqual(
      PeerClock.note([clock], holder: "The environment"),
      """
      The environment holds a TestClock of swift-clocks, not of ExhaustiveTesting: \
      environment.clock, a Clocks.TestClock<Swift.Duration>, whose sleepers cannot be read: it \
      lacks swift-clocks 1.x's `now.offset`, `suspensions`, the fields this ExhaustiveTesting \
      reads, so it cannot say whether anything sleeps on it. \
      Nothing here sees or advances that clock's sleepers: advance it in the test \
      (`await clock.advance(by: …)`), or use `ExhaustiveTesting.TestClock()`, whose sleepers \
      failures list and scopes settle.
      """)
  }

  func testAClockWithoutItsLockIsNamedAsUnreadable() {
    let clock = PeerClock(
      path: "FeatureModel.clock", typeName: "Clocks.TestClock<Swift.Duration>",
      object: LocklessClock())
    XCTAssertEqual(clock.pendingSleepers, .unreadable(missing: ["lock"]))
  }
}
