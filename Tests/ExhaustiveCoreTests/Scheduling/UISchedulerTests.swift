import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import XCTest

final class UISchedulerTests: XCTestCase {
  @MainActor
  func testOnTheMainThreadWorkRunsBeforeScheduleReturns() {
    var ran = false
    UIScheduler.shared.schedule { ran = true }
    XCTAssertTrue(ran)
  }

  func testFromAnotherThreadWorkIsHandedToTheMainQueue() async {
    let runs = Lock<[String]>([])
    await Task.detached {
      UIScheduler.shared.schedule {
        runs.withLock { $0.append(Thread.isMainThread ? "main" : "other") }
      }
      // Not run on the calling thread.
      runs.withLock { $0.append("returned") }
    }.value
    // The main queue is first in, first out: this runs after the scheduled work.
    await MainActor.run {}
    XCTAssertEqual(runs.withLock { $0 }, ["returned", "main"])
  }

  func testItStandsInForTheMainQueueWithDispatchTime() {
    let erased: AnySchedulerOf<UIScheduler> = .shared
    XCTAssertLessThanOrEqual(erased.now, DispatchQueue.main.now)
    XCTAssertEqual(erased.minimumTolerance, DispatchQueue.main.minimumTolerance)
    // Erased, actions are `@Sendable` again: the erased scheduler may be a live queue.
    let immediate: AnySchedulerOf<UIScheduler> = .immediate
    let ran = Lock(0)
    immediate.schedule { ran.withLock { $0 += 1 } }
    XCTAssertEqual(ran.value, 1)
  }
}
