import XCTest

@testable import ExhaustiveCore

final class EffectMergeTests: XCTestCase {
  func testMergeOfImmediateEffectsEmitsInOrderThenFinishesOnce() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.merge(Effect(value: 1), .none, Effect(value: 2)))
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
  }

  func testMergeOfNothingFinishes() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.merge([]))
    _ = recorder.start(Effect<Int, Never>.merge())
    XCTAssertEqual(recorder.events, ["finished", "finished"])
  }

  func testMergeCollectionAndMergeWith() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.merge((1...3).map { Effect(value: $0) }))
    _ = recorder.start(Effect<Int, Never>(value: 4).merge(with: Effect(value: 5)))
    XCTAssertEqual(recorder.events, ["1", "2", "3", "finished", "4", "5", "finished"])
  }

  func testMergeFinishesOnlyAfterEveryChild() {
    let a = ManualEffect<String, Never>()
    let b = ManualEffect<String, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(Effect.merge(a.effect, b.effect))
    b.send("b1")
    a.send("a1")
    a.finish()
    XCTAssertEqual(recorder.events, ["b1", "a1"])
    b.send("b2")
    b.finish()
    XCTAssertEqual(recorder.events, ["b1", "a1", "b2", "finished"])
    XCTAssertEqual(a.cancels + b.cancels, 0)
    _ = cancellable
  }

  func testCancellingTheMergeCancelsEveryRunningChild() {
    let a = ManualEffect<Int, Never>()
    let b = ManualEffect<Int, Never>()
    let c = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(Effect.merge(a.effect, b.effect, c.effect))
    b.finish()
    cancellable.cancel()
    a.send(1)
    c.finish()
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual([a.cancels, b.cancels, c.cancels], [1, 0, 1])
  }

  func testFirstFailureEndsTheMergeAndCancelsTheOthers() {
    let a = ManualEffect<Int, TestError>()
    let b = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(Effect.merge(a.effect, b.effect))
    a.send(1)
    b.fail(TestError(code: 3))
    a.send(2)
    a.fail(TestError(code: 4))
    XCTAssertEqual(recorder.events, ["1", "failure(TestError(3))"])
    XCTAssertEqual(a.cancels, 1)
    _ = cancellable
  }

  func testSynchronousFailureStopsStartingLaterChildren() {
    let later = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect.merge(Effect(value: 1), Effect(error: TestError(code: 5)), later.effect))
    XCTAssertEqual(recorder.events, ["1", "failure(TestError(5))"])
    XCTAssertEqual(later.starts, 0)
  }

  func testCancelAfterCompletionIsANoOp() {
    let recorder = EffectRecorder()
    let cancellable = recorder.start(Effect<Int, Never>.merge(Effect(value: 1), Effect(value: 2)))
    cancellable.cancel()
    cancellable.cancel()
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
  }
}
