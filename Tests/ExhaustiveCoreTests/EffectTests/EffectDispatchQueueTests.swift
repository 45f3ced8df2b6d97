import XCTest

@testable import ExhaustiveCore

/// The real-time path: live dispatch queues with intervals of a few milliseconds.
final class EffectDispatchQueueTests: CancellationCheckedTestCase {
  func testDelayOnARealQueue() {
    let queue = DispatchQueue(label: "delay")
    let done = expectation(description: "finished")
    let recorder = EffectRecorder()
    recorder.start(
      Effect<Int, Never>(value: 1)
        .delay(for: .milliseconds(10), scheduler: queue)
        .merge(with: .fireAndForget {})
        .concatenate(with: .fireAndForget { done.fulfill() }))
    wait(for: [done], timeout: 5)
    queue.sync {}  // the completion follows the fulfilment in the same work item
    XCTAssertEqual(recorder.events, ["1", "finished"])
  }

  func testDebounceOnARealQueueRunsOnlyTheLast() {
    let queue = DispatchQueue(label: "debounce")
    let done = expectation(description: "last finished")
    let recorder = EffectRecorder()
    for value in 1...3 {
      recorder.start(
        Effect<Int, Never>(value: value)
          .concatenate(with: .fireAndForget { if value == 3 { done.fulfill() } })
          .debounce(id: "search", for: .milliseconds(20), scheduler: queue))
    }
    wait(for: [done], timeout: 5)
    queue.sync {}  // the completion follows the fulfilment in the same work item
    XCTAssertEqual(recorder.events, ["finished", "finished", "3", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testTimerOnARealQueueUntilCancelled() {
    let ticks = expectation(description: "three ticks")
    ticks.expectedFulfillmentCount = 3
    let queue = DispatchQueue(label: "timer")
    let recorder = EffectRecorder()
    let count = Lock(0)
    recorder.start(
      Effect<DispatchQueue.SchedulerTimeType, Never>.timer(
        id: "tick", every: .milliseconds(5), on: queue
      )
      .map { _ in
        let n = count.withLock {
          $0 += 1
          return $0
        }
        if n <= 3 { ticks.fulfill() }
        return n
      })
    wait(for: [ticks], timeout: 5)
    // Cancel between two ticks, so no tick is half delivered.
    let ticksAtCancel = queue.sync {
      recorder.start(Effect<Int, Never>.cancel(id: "tick"))
      return recorder.events.filter { $0 != "finished" }.count
    }
    XCTAssertEqual(recorder.registry.count, 0)
    // Nothing is delivered after the quiet completion.
    let drained = expectation(description: "queue drained")
    queue.asyncAfter(deadline: .now() + .milliseconds(20)) { drained.fulfill() }
    wait(for: [drained], timeout: 5)
    XCTAssertEqual(recorder.events.last, "finished")
    XCTAssertEqual(recorder.events.filter { $0 != "finished" }.count, ticksAtCancel)
  }
}
