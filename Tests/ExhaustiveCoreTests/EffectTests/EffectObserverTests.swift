import Foundation
import XCTest

@testable import ExhaustiveCore

/// `Effect.start(in:observer:)` tells its observer what the effect did, whichever way it starts:
/// `.none`, immediate work, or a subscriber; and a cancellation by id says so, with the id.
final class EffectObserverTests: CancellationCheckedTestCase {
  func testNoneImmediateAndGeneralEffectsTellTheSameEvents() {
    let context = EffectContext()
    let none = ObserverLog()
    Effect<Int, Never>.none.start(in: context, observer: none)
    XCTAssertEqual(none.events, ["finished", "started"])

    let immediate = ObserverLog()
    Effect<Int, Never>(value: 1).start(in: context, observer: immediate)
    XCTAssertEqual(immediate.events, ["sent 1", "finished", "started"])

    // The same work through a subscriber: `Effect.run` is never immediate.
    let general = ObserverLog()
    Effect<Int, Never>.run { subscriber in
      subscriber.send(1)
      subscriber.send(completion: .finished)
      return SendableCancellable {}
    }
    .start(in: context, observer: general)
    XCTAssertEqual(general.events, ["sent 1", "finished", "started"])
  }

  func testTellsEveryRegistrationAndAFailure() {
    let context = EffectContext()
    let log = ObserverLog()
    struct CancelDelayId: Hashable {}
    let manual = ManualEffect<Int, ObserverTestError>()
    let cancellable = Effect.merge(
      manual.effect.cancellable(id: CancelDelayId()),
      Effect<Int, ObserverTestError>(value: 1).cancellable(id: "search", cancelInFlight: true)
    )
    .start(in: context, observer: log)
    manual.fail(ObserverTestError())
    XCTAssertEqual(
      log.events,
      [
        "registered CancelDelayId()", "registered \"search\"", "sent 1", "started",
        "failed ObserverTestError()",
      ])
    XCTAssertEqual(context.cancellations.count, 0)
    _ = cancellable
  }

  func testACancellationByIDEndsTheEffectAsCancelledWithItsID() {
    let context = EffectContext()
    let manual = ManualEffect<Int, Never>()
    let log = ObserverLog()
    let cancellable = manual.effect.cancellable(id: "x").start(in: context, observer: log)
    Effect<Int, Never>.cancel(id: "x").start(in: context, observer: ObserverLog())
    XCTAssertEqual(log.events, ["registered \"x\"", "started", "cancelled \"x\""])
    _ = cancellable
  }

  func testCancelInFlightEndsTheEarlierEffectAsCancelled() {
    let context = EffectContext()
    let manual = ManualEffect<Int, Never>()
    let first = ObserverLog()
    let second = ObserverLog()
    let a = manual.effect.cancellable(id: "x", cancelInFlight: true)
      .start(in: context, observer: first)
    let b = manual.effect.cancellable(id: "x", cancelInFlight: true)
      .start(in: context, observer: second)
    XCTAssertEqual(first.events, ["registered \"x\"", "started", "cancelled \"x\""])
    XCTAssertEqual(second.events, ["registered \"x\"", "started"])
    _ = (a, b)
    context.cancellations.cancelAll()
  }

  func testACancellationFromAnotherThreadIsStillACancellation() {
    let context = EffectContext()
    let manual = ManualEffect<Int, Never>()
    let log = ObserverLog()
    let cancellable = manual.effect.cancellable(id: "x").start(in: context, observer: log)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      Effect<Int, Never>.cancel(id: "x").start(in: context, observer: ObserverLog())
      done.signal()
    }
    done.wait()
    XCTAssertEqual(log.events, ["registered \"x\"", "started", "cancelled \"x\""])
    _ = cancellable
  }

  func testAnEffectCompletedByAnotherEffectsStartOnTheSameThreadFinished() {
    let context = EffectContext()
    let manual = ManualEffect<Int, Never>()
    let log = ObserverLog()
    let cancellable = manual.effect.cancellable(id: "x").start(in: context, observer: log)
    Effect<Int, Never>.fireAndForget { manual.finish() }
      .start(in: context, observer: ObserverLog())
    XCTAssertEqual(log.events, ["registered \"x\"", "started", "finished"])
    _ = cancellable
  }

  func testOnlyTheCancelledBranchOfAMergeIsCancelledTheRestFinishes() {
    let context = EffectContext()
    let cancelled = ManualEffect<Int, Never>()
    let finishing = ManualEffect<Int, Never>()
    let log = ObserverLog()
    let cancellable = Effect.merge(cancelled.effect.cancellable(id: "x"), finishing.effect)
      .start(in: context, observer: log)
    Effect<Int, Never>.cancel(id: "x").start(in: context, observer: ObserverLog())
    XCTAssertEqual(log.events, ["registered \"x\"", "started"])
    finishing.finish()
    XCTAssertEqual(log.events, ["registered \"x\"", "started", "finished"])
    _ = cancellable
  }
}

private struct ObserverTestError: Error, Equatable {}

/// Writes down what it is told, in order.
private final class ObserverLog: EffectObserver {
  private let log = Lock<[String]>([])

  var events: [String] { log.value }

  func effectRegistered(under id: CancelID) { append("registered \(id)") }
  func effectSent(_ output: Any) { append("sent \(output)") }
  func effectFinished() { append("finished") }
  func effectFailed(_ error: any Error) { append("failed \(error)") }
  func effectCancelled(id: CancelID) { append("cancelled \(id)") }
  func effectStarted(_ cancellable: SendableCancellable) { append("started") }

  private func append(_ event: String) { log.withLock { $0.append(event) } }
}
