import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectDelayTests: CancellationCheckedTestCase {
  func testDelaysTheOutputAndTheCompletion() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>(value: 1).delay(for: 1, scheduler: scheduler))
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["1", "finished"])
  }

  func testDelaysEachOutputFromWhenItWasProduced() {
    let scheduler = DispatchQueue.testScheduler
    let manual = ManualEffect<String, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.delay(for: 1, scheduler: scheduler))
    XCTAssertEqual(manual.starts, 1)
    manual.send("a")
    scheduler.advance(by: 0.5)
    manual.send("b")
    scheduler.advance(by: 0.25)
    manual.finish()
    scheduler.advance(by: 0.25)
    XCTAssertEqual(recorder.events, ["a"])
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["a", "b"])
    scheduler.advance(by: 0.25)
    XCTAssertEqual(recorder.events, ["a", "b", "finished"])
    _ = cancellable
  }

  func testCompletionNeverOvertakesAnOutput() {
    // A scheduler that runs same-instant work last-in first-out, unlike a test scheduler.
    let scheduler = ManualScheduler()
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect<Int, Never>.concatenate(Effect(value: 1), Effect(value: 2))
        .delay(for: 1, scheduler: scheduler))
    scheduler.runAllInReverse()
    XCTAssertEqual(recorder.events, ["2", "1", "finished"])
  }

  func testCancelledMidFlightDeliversNothing() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>(value: 1).delay(for: 1, scheduler: scheduler))
    scheduler.advance(by: 0.5)
    cancellable.cancel()
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, [])
  }

  func testCancelledByIdMidFlightEndsQuietly() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>(value: 1)
        .delay(for: 1, scheduler: scheduler)
        .eraseToEffect()
        .cancellable(id: "completion effect"))
    scheduler.advance(by: 0.5)
    _ = recorder.start(Effect<Int, Never>.cancel(id: "completion effect"))
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, ["finished", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
    _ = cancellable
  }

  func testFailureIsDelayedToo() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect<Int, TestError>(error: TestError()).delay(for: 2, scheduler: scheduler))
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, ["failure(TestError(1))"])
  }
}

/// Holds scheduled work until the test runs it, in an order the test chooses.
final class ManualScheduler: Scheduler {
  typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
  typealias SchedulerOptions = Never

  private let work = Lock<[@Sendable () -> Void]>([])

  var now: SchedulerTimeType { SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)) }
  var minimumTolerance: SchedulerTimeType.Stride { .zero }

  // Actions as Combine's `Scheduler` hands them (not `@Sendable`; ours accepts this witness
  // too): the test runs them on its own thread, so the cast only restates that.
  func schedule(options: Never?, _ action: @escaping () -> Void) {
    work.withLock { $0.append(assumeSendable(action)) }
  }

  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping () -> Void
  ) {
    work.withLock { $0.append(assumeSendable(action)) }
  }

  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    work.withLock { $0.append(assumeSendable(action)) }
    return SendableCancellable {}
  }

  func runAllInReverse() {
    let pending = work.withLock { work in
      defer { work = [] }
      return work
    }
    for action in pending.reversed() { action() }
  }
}
