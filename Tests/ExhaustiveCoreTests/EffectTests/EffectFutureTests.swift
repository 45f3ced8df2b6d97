import XCTest

@testable import ExhaustiveCore

final class EffectFutureTests: XCTestCase {
  func testFutureIsLazyAndTakesTheFirstResultOnly() {
    let attempts = Lock(0)
    let effect = Effect<Int, TestError>.future { callback in
      attempts.withLock { $0 += 1 }
      callback(.success(1))
      callback(.success(2))
      callback(.failure(TestError()))
    }
    XCTAssertEqual(attempts.value, 0)
    let recorder = EffectRecorder()
    _ = recorder.start(effect)
    XCTAssertEqual(attempts.value, 1)
    XCTAssertEqual(recorder.events, ["1", "finished"])
  }

  func testFutureFailure() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, TestError>.future { $0(.failure(TestError(code: 4))) })
    XCTAssertEqual(recorder.events, ["failure(TestError(4))"])
  }

  func testFutureCallbackFromAnotherThread() {
    let done = expectation(description: "completed")
    let recorder = EffectRecorder()
    let effect = Effect<String, Never>.future { callback in
      DispatchQueue.global().async { callback(.success("late")) }
    }
    let cancellable = effect.subscribe(
      in: recorder.context,
      receiveCompletion: { _ in done.fulfill() },
      receiveValue: { recorder.append($0) }
    )
    wait(for: [done], timeout: 5)
    XCTAssertEqual(recorder.events, ["late"])
    _ = cancellable
  }

  func testFutureCancelledBeforeTheCallbackDeliversNothing() {
    let callback = Lock<(@Sendable (Result<Int, Never>) -> Void)?>(nil)
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>.future { c in callback.withLock { $0 = c } })
    cancellable.cancel()
    callback.withLock { $0 }?(.success(1))
    XCTAssertEqual(recorder.events, [])
  }

  func testResultRunsOnEveryStart() {
    let runs = Lock(0)
    let effect = Effect<Int, TestError>.result {
      runs.withLock {
        $0 += 1
        return $0 == 1 ? .success($0) : .failure(TestError(code: $0))
      }
    }
    let recorder = EffectRecorder()
    _ = recorder.start(effect)
    _ = recorder.start(effect)
    XCTAssertEqual(recorder.events, ["1", "finished", "failure(TestError(2))"])
  }

  func testCatchingTurnsThrowsIntoFailures() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, any Error>.catching { 8 })
    _ = recorder.start(Effect<Int, any Error>.catching { throw TestError(code: 6) })
    XCTAssertEqual(recorder.events, ["8", "finished", "failure(TestError(6))"])
  }
}
