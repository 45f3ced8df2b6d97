import XCTest

@testable import ExhaustiveCore

final class EffectCancellationTests: CancellationCheckedTestCase {
  func testCancelByIdEndsQuietlyWithFinishedAndDropsLaterOutput() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.cancellable(id: "x"))
    manual.send(1)
    XCTAssertEqual(recorder.registry.count, 1)

    _ = recorder.start(Effect<Int, Never>.cancel(id: "x"))
    manual.send(2)
    manual.finish()

    XCTAssertEqual(recorder.events, ["1", "finished", "finished"])
    XCTAssertEqual(manual.cancels, 1)
    XCTAssertEqual(recorder.registry.count, 0)
    _ = cancellable
  }

  func testCompletionRemovesTheRegistration() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.cancellable(id: "x"))
    XCTAssertEqual(recorder.registry.ids, [CancelID("x")])
    manual.finish()
    XCTAssertEqual(recorder.registry.count, 0)
    XCTAssertEqual(recorder.events, ["finished"])
    XCTAssertEqual(manual.cancels, 0)
    _ = cancellable
  }

  func testSynchronousEffectLeavesNoRegistration() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>(value: 1).cancellable(id: "x"))
    XCTAssertEqual(recorder.events, ["1", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testFailurePassesThroughAndRemovesTheRegistration() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, TestError>(error: TestError(code: 9)).cancellable(id: "x"))
    XCTAssertEqual(recorder.events, ["failure(TestError(9))"])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testCancelBeforeStartDoesNotAffectALaterStart() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.cancel(id: "x"))
    let cancellable = recorder.start(manual.effect.cancellable(id: "x"))
    manual.send(1)
    manual.finish()
    XCTAssertEqual(recorder.events, ["finished", "1", "finished"])
    _ = cancellable
  }

  func testCancelAfterCompletionIsANoOp() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.cancellable(id: "x"))
    manual.finish()
    _ = recorder.start(Effect<Int, Never>.cancel(id: "x"))
    cancellable.cancel()
    XCTAssertEqual(recorder.events, ["finished", "finished"])
    XCTAssertEqual(manual.cancels, 0)
  }

  func testCancellingTheSubscriptionEndsWithoutCallbacksAndUnregisters() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.cancellable(id: "x"))
    cancellable.cancel()
    manual.send(1)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(manual.cancels, 1)
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testReleasingTheSubscriptionCancelsTheWork() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    _ = manual.effect.cancellable(id: "x").subscribe(
      in: recorder.context, receiveCompletion: { _ in }, receiveValue: { _ in })
    XCTAssertEqual(manual.cancels, 1)
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testCancelInFlightCancelsTheOldWorkBeforeTheNewStarts() {
    let recorder = EffectRecorder()
    let first = Effect<String, Never> { _, subscriber in
      recorder.append("first started")
      return SendableCancellable {
        recorder.append("first cancelled")
        _ = subscriber
      }
    }
    let second = Effect<String, Never> { _, _ in
      recorder.append("second started")
      return SendableCancellable {}
    }
    let a = recorder.start(first.cancellable(id: "x", cancelInFlight: true))
    let b = recorder.start(second.cancellable(id: "x", cancelInFlight: true))
    XCTAssertEqual(
      recorder.events, ["first started", "finished", "first cancelled", "second started"])
    XCTAssertEqual(recorder.registry.count, 1)
    b.cancel()
    XCTAssertEqual(recorder.registry.count, 0)
    _ = a
  }

  func testWithoutCancelInFlightBothRunAndOneCancelEndsBoth() {
    let a = ManualEffect<Int, Never>()
    let b = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let c1 = recorder.start(a.effect.cancellable(id: "x"))
    let c2 = recorder.start(b.effect.cancellable(id: "x"))
    XCTAssertEqual(recorder.registry.count, 2)
    _ = recorder.start(Effect<Int, Never>.cancel(id: "x"))
    XCTAssertEqual(recorder.events, ["finished", "finished", "finished"])
    XCTAssertEqual([a.cancels, b.cancels], [1, 1])
    XCTAssertEqual(recorder.registry.count, 0)
    _ = (c1, c2)
  }

  func testCancelIdsCancelsEveryListedId() {
    struct A: Hashable {}
    let a = ManualEffect<Int, Never>()
    let b = ManualEffect<Int, Never>()
    let c = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let running = [
      recorder.start(a.effect.cancellable(id: A())),
      recorder.start(b.effect.cancellable(id: "b")),
      recorder.start(c.effect.cancellable(id: 3)),
    ]
    _ = recorder.start(Effect<Int, Never>.cancel(ids: [A(), "b"]))
    XCTAssertEqual([a.cancels, b.cancels, c.cancels], [1, 1, 0])
    XCTAssertEqual(recorder.registry.ids, [CancelID(3)])
    c.finish()
    _ = running
  }

  func testIdsOfDifferentTypesWithTheSameValueDoNotCollide() {
    struct Wrapped: Hashable { var value = "x" }
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.cancellable(id: Wrapped()))
    _ = recorder.start(Effect<Int, Never>.cancel(id: "x"))
    XCTAssertEqual(manual.cancels, 0)
    XCTAssertEqual(recorder.registry.count, 1)
    manual.finish()
    _ = cancellable
  }

  func testTwoScopesWithTheSameIdDoNotInterfere() {
    let a = ManualEffect<Int, Never>()
    let b = ManualEffect<Int, Never>()
    let storeA = EffectRecorder()
    let storeB = EffectRecorder()
    let c1 = storeA.start(a.effect.cancellable(id: "x", cancelInFlight: true))
    let c2 = storeB.start(b.effect.cancellable(id: "x", cancelInFlight: true))
    XCTAssertEqual([storeA.registry.count, storeB.registry.count], [1, 1])

    _ = storeA.start(Effect<Int, Never>.cancel(id: "x"))

    XCTAssertEqual([a.cancels, b.cancels], [1, 0])
    XCTAssertEqual([storeA.registry.count, storeB.registry.count], [0, 1])
    b.send(7)
    XCTAssertEqual(storeB.events, ["7"])
    b.finish()
    _ = (c1, c2)
  }

  func testCancelArrivingWhileTheUpstreamIsStartingCancelsItOnceStarted() {
    let recorder = EffectRecorder()
    let cancelled = Lock(0)
    let selfCancelling = Effect<Int, Never> { context, subscriber in
      // The upstream is still inside its start when its id is cancelled.
      context.cancellations.cancel(id: CancelID("x"))
      subscriber.send(1)
      return SendableCancellable { cancelled.withLock { $0 += 1 } }
    }
    let cancellable = recorder.start(selfCancelling.cancellable(id: "x"))
    XCTAssertEqual(recorder.events, ["finished"])
    XCTAssertEqual(cancelled.value, 1)
    XCTAssertEqual(recorder.registry.count, 0)
    _ = cancellable
  }

  func testCancellingTheWholeScopeEndsEveryEffectQuietly() {
    let a = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(a.effect.cancellable(id: "x"))
    recorder.registry.cancelAll()
    XCTAssertEqual(recorder.events, ["finished"])
    XCTAssertEqual(a.cancels, 1)
    _ = cancellable
  }

  func testCancelledMergeOfCancellablesLeavesAnEmptyRegistry() {
    let manuals = (0..<5).map { _ in ManualEffect<Int, Never>() }
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect.merge(manuals.enumerated().map { $0.element.effect.cancellable(id: $0.offset) }))
    XCTAssertEqual(recorder.registry.count, 5)
    cancellable.cancel()
    XCTAssertEqual(recorder.registry.count, 0)
    XCTAssertEqual(manuals.map(\.cancels), [1, 1, 1, 1, 1])
  }
}
