import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectReceiveOnTests: CancellationCheckedTestCase {
  func testDeliversOutputsAndCompletionOnlyWhenTheSchedulerRuns() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect<Int, Never>.concatenate(Effect(value: 1), Effect(value: 2)).receive(on: scheduler))
    XCTAssertEqual(recorder.events, [])
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
  }

  func testDeliversFailureOnTheScheduler() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, TestError>(error: TestError(code: 3)).receive(on: scheduler))
    XCTAssertEqual(recorder.events, [])
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["failure(TestError(3))"])
  }

  func testCancelledBeforeDeliveryDeliversNothing() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let cancellable = recorder.start(Effect<Int, Never>(value: 1).receive(on: scheduler))
    cancellable.cancel()
    scheduler.advance()
    XCTAssertEqual(recorder.events, [])
  }

  func testCancelledByIdBeforeDeliveryEndsQuietly() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>(value: 1).receive(on: scheduler).cancellable(id: "r"))
    _ = recorder.start(Effect<Int, Never>.cancel(id: "r"))
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["finished", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
    _ = cancellable
  }

  func testDeliversOnARealQueue() {
    let queue = DispatchQueue(label: "receive-on")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let done = expectation(description: "finished")
    let onQueue = Lock<[Bool]>([])
    let cancellable = Effect<Int, Never>(value: 1).receive(on: queue).subscribe(
      in: EffectContext(),
      receiveCompletion: { _ in
        onQueue.withLock { $0.append(DispatchQueue.getSpecific(key: key) == true) }
        done.fulfill()
      },
      receiveValue: { _ in
        onQueue.withLock { $0.append(DispatchQueue.getSpecific(key: key) == true) }
      }
    )
    wait(for: [done], timeout: 5)
    XCTAssertEqual(onQueue.value, [true, true])
    _ = cancellable
  }
}
