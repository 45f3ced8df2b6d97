import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectDebounceTests: CancellationCheckedTestCase {
  func testOnlyTheLastEffectWithinTheWindowStartsAndTheOthersEndQuietly() {
    let scheduler = DispatchQueue.testScheduler
    let starts = Lock<[Int]>([])
    struct CancelDelayId: Hashable {}
    func search(_ n: Int) -> Effect<Int, Never> {
      Effect { _, subscriber in
        starts.withLock { $0.append(n) }
        subscriber.send(n)
        subscriber.send(completion: .finished)
        return SendableCancellable {}
      }
      .debounce(id: CancelDelayId(), for: 1, scheduler: scheduler)
    }
    let recorder = EffectRecorder()
    let running = [recorder.start(search(1))]
    scheduler.advance(by: 0.5)
    let more = [recorder.start(search(2))]
    scheduler.advance(by: 0.5)
    let last = [recorder.start(search(3))]
    XCTAssertEqual(recorder.events, ["finished", "finished"])
    scheduler.advance(by: 0.9)
    XCTAssertEqual(starts.value, [])
    XCTAssertEqual(recorder.registry.count, 1)
    scheduler.advance(by: 0.1)
    XCTAssertEqual(starts.value, [3])
    XCTAssertEqual(recorder.events, ["finished", "finished", "3", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
    _ = (running, more, last)
  }

  func testTranscriptShapeDeliversAfterOneSecond() {
    enum AppAction { case todoDelayCompleted }
    struct CancelDelayId: Hashable {}
    let scheduler = DispatchQueue.testScheduler
    let mainQueue: AnySchedulerOf<DispatchQueue> = scheduler.eraseToAnyScheduler()
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect<AppAction, Never>(value: .todoDelayCompleted)
        .debounce(id: CancelDelayId(), for: 1, scheduler: mainQueue))
    scheduler.advance(by: 0.99)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: 0.01)
    XCTAssertEqual(recorder.events, ["todoDelayCompleted", "finished"])
  }

  func testCancelledDuringTheWindowNeverStarts() {
    let scheduler = DispatchQueue.testScheduler
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.debounce(id: "d", for: 1, scheduler: scheduler))
    _ = recorder.start(Effect<Int, Never>.cancel(id: "d"))
    scheduler.advance(by: 2)
    XCTAssertEqual(manual.starts, 0)
    XCTAssertEqual(recorder.events, ["finished", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
    _ = cancellable
  }

  func testTwoScopesDebounceIndependently() {
    let scheduler = DispatchQueue.testScheduler
    let storeA = EffectRecorder()
    let storeB = EffectRecorder()
    _ = storeA.start(Effect<Int, Never>(value: 1).debounce(id: "d", for: 1, scheduler: scheduler))
    _ = storeB.start(Effect<Int, Never>(value: 2).debounce(id: "d", for: 1, scheduler: scheduler))
    scheduler.advance(by: 1)
    XCTAssertEqual(storeA.events, ["1", "finished"])
    XCTAssertEqual(storeB.events, ["2", "finished"])
  }
  // Regression (issue 16 §15): every superseded debounce used to stay queued in the test
  // scheduler until time reached it, so triggering without advancing grew memory without bound.
  func testSupersededDebouncesLeaveTheTestSchedulerQueue() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    for n in 1...100_000 {
      recorder.start(Effect<Int, Never>(value: n).debounce(id: "d", for: 1, scheduler: scheduler))
    }

    XCTAssertEqual(scheduler.pendingWorkCount, 1)
    // Stale keys are dropped in batches, so the heap stays within a small factor of the work.
    XCTAssertLessThanOrEqual(scheduler.queuedKeyCount, 2 * 64 + 2)
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events.count, 100_001)
    XCTAssertEqual(recorder.events.suffix(2), ["100000", "finished"])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testSupersededDebouncesLeaveAnErasedTestSchedulerQueue() {
    let scheduler = DispatchQueue.testScheduler
    let erased = scheduler.eraseToAnyScheduler()
    let recorder = EffectRecorder()
    for n in 1...10_000 {
      recorder.start(Effect<Int, Never>(value: n).debounce(id: "d", for: 1, scheduler: erased))
    }

    XCTAssertEqual(scheduler.pendingWorkCount, 1)
    XCTAssertLessThanOrEqual(scheduler.queuedKeyCount, 2 * 64 + 2)
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events.suffix(2), ["10000", "finished"])
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  func testCancelledDebounceWorkIsGoneBeforeItsDueTime() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>(value: 1).debounce(id: "d", for: 1, scheduler: scheduler))
    XCTAssertEqual(scheduler.pendingWorkCount, 1)

    cancellable.cancel()

    XCTAssertEqual(scheduler.pendingWorkCount, 0)
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, [])
  }
}
