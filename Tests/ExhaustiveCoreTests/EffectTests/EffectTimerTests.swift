import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectTimerTests: CancellationCheckedTestCase {
  private func milliseconds(
    since start: DispatchQueue.SchedulerTimeType
  ) -> @Sendable (DispatchQueue.SchedulerTimeType) -> Int {
    { start.distance(to: $0).nanoseconds / 1_000_000 }
  }

  func testTicksEveryIntervalWithTheSchedulerTime() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(
      Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: "t", every: 1, on: scheduler)
        .map(milliseconds(since: scheduler.now)))
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: 2.5)
    XCTAssertEqual(recorder.events, ["1000", "2000", "3000"])
    XCTAssertEqual(recorder.registry.count, 1)
    recorder.start(Effect<Int, Never>.cancel(id: "t"))
  }

  func testCancelByIdStopsTheTimerQuietly() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(
      Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: "t", every: 1, on: scheduler)
        .map(milliseconds(since: scheduler.now)))
    scheduler.advance(by: 2)
    recorder.start(Effect<Int, Never>.cancel(id: "t"))
    scheduler.advance(by: 5)
    XCTAssertEqual(recorder.events, ["1000", "2000", "finished", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testStartingAnotherTimerUnderTheSameIdKeepsBothRunningAsTCA01Does() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let start = scheduler.now
    recorder.start(
      Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: "t", every: 1, on: scheduler)
        .map { "A\(start.distance(to: $0).nanoseconds / 1_000_000)" })
    scheduler.advance(by: 1.5)
    recorder.start(
      Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: "t", every: 2, on: scheduler)
        .map { "B\(start.distance(to: $0).nanoseconds / 1_000_000)" })
    scheduler.advance(by: 4)
    XCTAssertEqual(
      recorder.events, ["A1000", "A2000", "A3000", "B3500", "A4000", "A5000", "B5500"])
    XCTAssertEqual(recorder.registry.count, 2)
    // One cancel stops both.
    recorder.start(Effect<Int, Never>.cancel(id: "t"))
    scheduler.advance(by: 10)
    XCTAssertEqual(
      recorder.events,
      [
        "A1000", "A2000", "A3000", "B3500", "A4000", "A5000", "B5500", "finished", "finished",
        "finished",
      ])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testCancellingBeforeStartingRestartsTheTimer() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let start = scheduler.now
    recorder.start(
      Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: "t", every: 1, on: scheduler)
        .map { "A\(start.distance(to: $0).nanoseconds / 1_000_000)" })
    scheduler.advance(by: 1.5)
    recorder.start(
      Effect<String, Never>.concatenate(
        .cancel(id: "t"),
        Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: "t", every: 2, on: scheduler)
          .map { "B\(start.distance(to: $0).nanoseconds / 1_000_000)" }))
    scheduler.advance(by: 4)
    XCTAssertEqual(recorder.events, ["A1000", "finished", "B3500", "B5500"])
    XCTAssertEqual(recorder.registry.count, 1)
    recorder.registry.cancelAll()
  }

  func testCancellingTheSubscriptionStopsTheTimer() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    let subscription = recorder.start(
      Effect<DispatchQueue.SchedulerTimeType, Never>.timer(id: "t", every: 1, on: scheduler))
    scheduler.advance(by: 1)
    subscription.cancel()
    scheduler.run()
    XCTAssertEqual(recorder.events.count, 1)
    XCTAssertEqual(recorder.registry.count, 0)
  }
}
