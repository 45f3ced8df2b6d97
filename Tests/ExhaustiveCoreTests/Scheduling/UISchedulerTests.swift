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
      runs.withLock { $0.append("returned") }
    }.value
    // The main queue is first in, first out: this runs after the scheduled work.
    await MainActor.run {}
    // It ran on the main thread, not the calling one ("other"); whether before or after the
    // call returned is up to the main queue, which may run it at once.
    XCTAssertEqual(runs.withLock { $0 }.sorted(), ["main", "returned"])
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
