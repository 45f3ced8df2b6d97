import ExhaustiveCore
import XCTest

final class ImmediateSchedulerTests: XCTestCase {
  func testRunsAllWorkSynchronouslyAtAFixedTime() {
    let scheduler = DispatchQueue.immediate
    let log = SchedulerTestLog<String>()
    let start = scheduler.now

    scheduler.schedule { log.append("immediate") }
    scheduler.schedule(after: scheduler.now.advanced(by: 1000)) { log.append("delayed") }

    XCTAssertEqual(log.values, ["immediate", "delayed"])
    XCTAssertEqual(scheduler.now, start)
    XCTAssertNotEqual(start.dispatchTime.uptimeNanoseconds, 0)
  }

  func testRepeatingWorkRunsOnce() {
    let scheduler = DispatchQueue.immediate
    let log = SchedulerTestLog<String>()

    let timer = scheduler.schedule(after: scheduler.now, interval: 1) { log.append("tick") }
    timer.cancel()

    XCTAssertEqual(log.values, ["tick"])
  }

  func testStandsInForAnErasedDispatchQueue() {
    let scheduler: AnySchedulerOf<DispatchQueue> = DispatchQueue.immediate.eraseToAnyScheduler()
    let log = SchedulerTestLog<String>()

    scheduler.schedule(after: scheduler.now.advanced(by: 1)) { log.append("debounced") }

    XCTAssertEqual(log.values, ["debounced"])
  }
}
