import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class AnySchedulerTests: XCTestCase {
  func testForwardsEveryRequirementToTheWrappedScheduler() {
    let scheduler = DispatchQueue.testScheduler
    let erased: AnySchedulerOf<DispatchQueue> = scheduler.eraseToAnyScheduler()
    let log = SchedulerTestLog<String>()

    erased.schedule { log.append("immediate") }
    erased.schedule(after: erased.now.advanced(by: 1)) { log.append("delayed") }
    let timer = erased.schedule(after: erased.now.advanced(by: 2), interval: 2) {
      log.append("timer")
    }
    scheduler.advance(by: 4)
    timer.cancel()
    scheduler.advance(by: 10)

    XCTAssertEqual(log.values, ["immediate", "delayed", "timer", "timer"])
    XCTAssertEqual(erased.now, scheduler.now)
    XCTAssertEqual(erased.minimumTolerance, .zero)
  }

  func testKeepsTheWrappedSchedulerAsItsBase() {
    let scheduler = DispatchQueue.testScheduler
    let erased = scheduler.eraseToAnyScheduler()

    XCTAssertTrue(erased.base as? TestSchedulerOf<DispatchQueue> === scheduler)
  }

  func testErasingAnErasedSchedulerDoesNotWrapItTwice() {
    let scheduler = DispatchQueue.testScheduler
    let twice = scheduler.eraseToAnyScheduler().eraseToAnyScheduler()

    XCTAssertTrue(twice.base as? TestSchedulerOf<DispatchQueue> === scheduler)
  }

  func testBuildsFromClosures() {
    let log = SchedulerTestLog<String>()
    let fixed = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 7))
    let scheduler = AnySchedulerOf<DispatchQueue>(
      minimumTolerance: { .milliseconds(1) },
      now: { fixed },
      scheduleImmediately: { _, action in
        log.append("immediately")
        action()
      },
      delayed: { date, _, _, action in
        log.append("delayed \(fixed.distance(to: date))")
        action()
      },
      interval: { _, interval, _, _, action in
        log.append("every \(interval)")
        action()
        return SendableCancellable {}
      }
    )

    scheduler.schedule { log.append("ran") }
    scheduler.schedule(after: scheduler.now.advanced(by: 0.5)) { log.append("ran") }
    _ = scheduler.schedule(after: scheduler.now, interval: 2) { log.append("ran") }

    #if canImport(Combine)
      // The SDK's stride type describes itself its own way; ours prints seconds.
      let half: DispatchQueue.SchedulerTimeType.Stride = 0.5
      let two: DispatchQueue.SchedulerTimeType.Stride = 2
      XCTAssertEqual(
        log.values, ["immediately", "ran", "delayed \(half)", "ran", "every \(two)", "ran"])
    #else
      XCTAssertEqual(
        log.values, ["immediately", "ran", "delayed 0.5s", "ran", "every 2s", "ran"])
    #endif
    XCTAssertEqual(scheduler.minimumTolerance, .milliseconds(1))
    XCTAssertTrue(scheduler.base is Void)
  }
}
