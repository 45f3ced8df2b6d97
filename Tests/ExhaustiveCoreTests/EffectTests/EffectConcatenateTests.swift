import XCTest

@testable import ExhaustiveCore

final class EffectConcatenateTests: XCTestCase {
  func testConcatenateRunsImmediateEffectsInOrder() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.concatenate(Effect(value: 1), .none, Effect(value: 2)))
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
  }

  func testConcatenateOfNothingFinishes() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.concatenate([]))
    XCTAssertEqual(recorder.events, ["finished"])
  }

  func testNextEffectStartsOnlyAfterThePreviousFinished() {
    let a = ManualEffect<String, Never>()
    let b = ManualEffect<String, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect.concatenate(a.effect, b.effect).concatenate(with: Effect(value: "c")))
    XCTAssertEqual([a.starts, b.starts], [1, 0])
    a.send("a")
    a.finish()
    XCTAssertEqual([a.starts, b.starts], [1, 1])
    b.send("b")
    XCTAssertEqual(recorder.events, ["a", "b"])
    b.finish()
    XCTAssertEqual(recorder.events, ["a", "b", "c", "finished"])
    _ = cancellable
  }

  func testCancellingStopsTheRunningEffectAndStartsNoMore() {
    let a = ManualEffect<Int, Never>()
    let b = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(Effect.concatenate(a.effect, b.effect))
    cancellable.cancel()
    a.finish()
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual([a.cancels, b.starts], [1, 0])
  }

  func testFailureSkipsTheRest() {
    let later = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect.concatenate(Effect(value: 1), Effect(error: TestError(code: 2)), later.effect))
    XCTAssertEqual(recorder.events, ["1", "failure(TestError(2))"])
    XCTAssertEqual(later.starts, 0)
  }

  func testManyImmediateEffectsDoNotOverflowTheStack() {
    let count = Lock(0)
    let effects = (0..<100_000).map { _ in
      Effect<Int, Never>.fireAndForget { count.withLock { $0 += 1 } }
    }
    let recorder = EffectRecorder()
    _ = recorder.start(Effect.concatenate(effects))
    XCTAssertEqual(count.value, 100_000)
    XCTAssertEqual(recorder.events, ["finished"])
  }

  func testChildCompletingOnAnotherThreadContinuesTheChain() {
    let done = expectation(description: "finished")
    let recorder = EffectRecorder()
    let background = Effect<Int, Never> { _, subscriber in
      DispatchQueue.global().async {
        subscriber.send(1)
        subscriber.send(completion: .finished)
      }
      return SendableCancellable {}
    }
    let cancellable = Effect.concatenate(background, Effect(value: 2), background)
      .subscribe(
        in: recorder.context,
        receiveCompletion: { _ in
          recorder.append("finished")
          done.fulfill()
        },
        receiveValue: { recorder.append("\($0)") }
      )
    wait(for: [done], timeout: 5)
    XCTAssertEqual(recorder.events, ["1", "2", "1", "finished"])
    _ = cancellable
  }
}
