import XCTest

@testable import ExhaustiveCore

final class EffectRunTests: CancellationCheckedTestCase {
  func testRunBridgesACallbackAPI() {
    let recorder = EffectRecorder()
    let effect = Effect<Int, TestError>.run { subscriber in
      subscriber.send(1)
      subscriber.send(2)
      subscriber.send(completion: .failure(TestError(code: 3)))
      subscriber.send(4)
      return SendableCancellable {}
    }
    _ = recorder.start(effect)
    XCTAssertEqual(recorder.events, ["1", "2", "failure(TestError(3))"])
  }

  func testVoidSubscriberSend() {
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect<Void, Never>.run { subscriber in
        subscriber.send()
        subscriber.send(completion: .finished)
        return SendableCancellable {}
      })
    XCTAssertEqual(recorder.events, ["()", "finished"])
  }

  func testCancellingRunsTheReturnedCancellableAndIgnoresLaterSends() {
    let stopped = Lock(0)
    let handedOut = Lock<EffectSubscriber<Int, Never>?>(nil)
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>.run { subscriber in
        handedOut.withLock { $0 = subscriber }
        return SendableCancellable { stopped.withLock { $0 += 1 } }
      })
    let subscriber = handedOut.withLock { $0! }
    subscriber.send(1)
    cancellable.cancel()
    subscriber.send(2)
    subscriber.send(completion: .finished)
    XCTAssertEqual(recorder.events, ["1"])
    XCTAssertEqual(stopped.value, 1)
    XCTAssertTrue(subscriber.isTerminated)
  }

  func testCancelByIdEndsARunEffectQuietly() {
    let stopped = Lock(0)
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>.run { subscriber in
        subscriber.send(1)
        return SendableCancellable { stopped.withLock { $0 += 1 } }
      }
      .cancellable(id: "run"))
    _ = recorder.start(Effect<Int, Never>.cancel(id: "run"))
    XCTAssertEqual(recorder.events, ["1", "finished", "finished"])
    XCTAssertEqual(stopped.value, 1)
    XCTAssertEqual(recorder.registry.count, 0)
    _ = cancellable
  }
}
