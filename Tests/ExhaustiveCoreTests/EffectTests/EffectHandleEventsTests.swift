import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectHandleEventsTests: CancellationCheckedTestCase {
  /// Every hook, logging into the recorder's own event list, so the test sees each hook in
  /// order relative to what reaches downstream.
  private func logged<Output>(
    _ effect: Effect<Output, TestError>, into recorder: EffectRecorder
  ) -> Effect<Output, TestError> {
    effect.handleEvents(
      receiveSubscription: { _ in recorder.append("hook: subscription") },
      receiveOutput: { recorder.append("hook: output \($0)") },
      receiveCompletion: { recorder.append("hook: completion \($0)") },
      receiveCancel: { recorder.append("hook: cancel") }
    )
  }

  func testEachHookRunsBeforeItsEventGoesDownstream() {
    let manual = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    let upstream = Effect<Int, TestError> { context, subscriber in
      recorder.append("upstream started")
      return manual.effect.start(context, subscriber)
    }
    let cancellable = recorder.start(logged(upstream, into: recorder))
    manual.send(1)
    manual.fail(TestError(code: 2))
    cancellable.cancel()  // after the completion: not a cancellation
    XCTAssertEqual(
      recorder.events,
      [
        "hook: subscription",
        "upstream started",
        "hook: output 1",
        "1",
        "hook: completion failure(TestError(2))",
        "failure(TestError(2))",
      ])
  }

  func testCancelRunsOnCancellationOnlyAndSilencesTheOtherHooks() {
    let manual = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(logged(manual.effect, into: recorder))
    manual.send(1)
    cancellable.cancel()
    cancellable.cancel()
    manual.send(2)
    manual.finish()
    XCTAssertEqual(
      recorder.events, ["hook: subscription", "hook: output 1", "1", "hook: cancel"])
    XCTAssertEqual(manual.cancels, 1)
  }

  func testReleasingAFinishedEffectIsNotACancellation() {
    let recorder = EffectRecorder()
    do {
      let cancellable = Effect<Int, TestError>(value: 3)
        .handleEvents(receiveCancel: { recorder.append("hook: cancel") })
        .sink(receiveCompletion: { recorder.append("\($0)") }, receiveValue: { _ in })
      _ = cancellable
    }
    XCTAssertEqual(recorder.events, ["finished"])
  }

  func testTheSubscriptionHandedOverEndsTheEffectQuietlyWhenCancelled() {
    let manual = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    let subscription = Lock<(any Cancellable)?>(nil)
    recorder.start(
      manual.effect.handleEvents(
        receiveSubscription: { handed in subscription.withLock { $0 = handed } },
        receiveCompletion: { recorder.append("hook: completion \($0)") },
        receiveCancel: { recorder.append("hook: cancel") }
      ))
    manual.send(1)
    subscription.withLock { $0?.cancel() }
    subscription.withLock { $0?.cancel() }
    manual.send(2)
    XCTAssertEqual(recorder.events, ["1", "hook: cancel", "finished"])
    XCTAssertEqual(manual.cancels, 1)
  }

  func testDroppingTheSubscriptionHandedOverCancelsNothing() {
    let manual = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.handleEvents(receiveSubscription: { _ in }))
    manual.send(1)
    manual.finish()
    XCTAssertEqual(recorder.events, ["1", "finished"])
    XCTAssertEqual(manual.cancels, 0)
  }

  func testCancellingInsideReceiveSubscriptionNeverStartsTheUpstream() {
    let recorder = EffectRecorder()
    let started = Lock(0)
    let upstream = Effect<Int, TestError> { _, subscriber in
      started.withLock { $0 += 1 }
      subscriber.send(1)
      return .empty
    }
    recorder.start(upstream.handleEvents(receiveSubscription: { $0.cancel() }))
    XCTAssertEqual(recorder.events, ["finished"])
    XCTAssertEqual(started.value, 0)
  }
}
