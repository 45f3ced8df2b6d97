import XCTest

@testable import ExhaustiveCore

final class EffectConstructorTests: XCTestCase {
  func testNoneCompletesAtOnceWithoutOutput() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.none)
    XCTAssertEqual(recorder.events, ["finished"])
  }

  func testValueEmitsOnceThenFinishes() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>(value: 42))
    XCTAssertEqual(recorder.events, ["42", "finished"])
  }

  func testValueIsLazyAndRestartable() {
    let effect = Effect<String, Never>(value: "a")
    let recorder = EffectRecorder()
    XCTAssertEqual(recorder.events, [])
    _ = recorder.start(effect)
    _ = recorder.start(effect)
    XCTAssertEqual(recorder.events, ["a", "finished", "a", "finished"])
  }

  func testErrorFailsWithoutOutput() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, TestError>(error: TestError(code: 7)))
    XCTAssertEqual(recorder.events, ["failure(TestError(7))"])
  }

  func testFireAndForgetRunsWorkOnStartAndEmitsNothing() {
    let runs = Lock(0)
    let effect = Effect<Int, Never>.fireAndForget { runs.withLock { $0 += 1 } }
    XCTAssertEqual(runs.value, 0)
    let recorder = EffectRecorder()
    _ = recorder.start(effect)
    XCTAssertEqual(runs.value, 1)
    XCTAssertEqual(recorder.events, ["finished"])
  }

  func testSinkOutsideAStoreDeliversValues() {
    let values = Lock<[Int]>([])
    let completions = Lock(0)
    let cancellable = Effect<Int, Never>(value: 3).sink(
      receiveCompletion: { _ in completions.withLock { $0 += 1 } },
      receiveValue: { value in values.withLock { $0.append(value) } }
    )
    XCTAssertEqual(values.value, [3])
    XCTAssertEqual(completions.value, 1)
    cancellable.cancel()
  }
}
