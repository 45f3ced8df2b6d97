import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectThrottleTests: CancellationCheckedTestCase {
  private func throttled(
    _ value: String,
    latest: Bool,
    on scheduler: TestSchedulerOf<DispatchQueue>
  ) -> Effect<String, Never> {
    Effect(value: value).throttle(id: "t", for: 1, scheduler: scheduler, latest: latest)
  }

  func testLatestEmitsTheFirstAtOnceAndTheLatestWhenTheIntervalIsOver() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(throttled("a", latest: true, on: scheduler))
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["a", "finished"])
    scheduler.advance(by: 0.2)
    recorder.start(throttled("b", latest: true, on: scheduler))
    scheduler.advance(by: 0.2)
    recorder.start(throttled("c", latest: true, on: scheduler))
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["a", "finished", "finished"])
    scheduler.advance(by: 0.1)
    XCTAssertEqual(recorder.events, ["a", "finished", "finished", "c", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testFirstEmitsTheFirstValueThatArrivedDuringTheInterval() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(throttled("a", latest: false, on: scheduler))
    scheduler.advance(by: 0.2)
    recorder.start(throttled("b", latest: false, on: scheduler))
    scheduler.advance(by: 0.2)
    recorder.start(throttled("c", latest: false, on: scheduler))
    scheduler.advance(by: 0.6)
    XCTAssertEqual(recorder.events, ["a", "finished", "finished", "b", "finished"])
  }

  func testAValueAfterTheIntervalGoesOutAtOnce() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(throttled("a", latest: true, on: scheduler))
    scheduler.advance(by: 1)
    recorder.start(throttled("b", latest: true, on: scheduler))
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["a", "finished", "b", "finished"])
  }

  func testTheIntervalRestartsAtTheDelayedEmission() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(throttled("a", latest: true, on: scheduler))
    scheduler.advance(by: 0.5)
    recorder.start(throttled("b", latest: true, on: scheduler))
    scheduler.advance(by: 0.5)  // "b" goes out at 1s
    recorder.start(throttled("c", latest: true, on: scheduler))
    scheduler.advance(by: 0.9)
    XCTAssertEqual(recorder.events, ["a", "finished", "b", "finished"])
    scheduler.advance(by: 0.1)  // "c" goes out at 2s
    XCTAssertEqual(recorder.events, ["a", "finished", "b", "finished", "c", "finished"])
  }

  func testSeveralOutputsOfOneEffectWithinTheInterval() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(
      Effect<Int, Never>.concatenate((1...4).map { Effect(value: $0) })
        .throttle(id: "t", for: 1, scheduler: scheduler, latest: true))
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["1"])
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, ["1", "4", "finished"])
  }

  func testCancelledByIdDropsTheWaitingOutput() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(throttled("a", latest: true, on: scheduler))
    scheduler.advance()
    recorder.start(throttled("b", latest: true, on: scheduler))
    scheduler.advance(by: 0.5)
    recorder.start(Effect<String, Never>.cancel(id: "t"))
    scheduler.advance(by: 2)
    XCTAssertEqual(recorder.events, ["a", "finished", "finished", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testAnEffectSupersededBeforeItsOutputArrivedEmitsNothing() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(throttled("a", latest: false, on: scheduler))
    recorder.start(throttled("b", latest: false, on: scheduler))
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["finished", "b", "finished"])
  }

  func testStateIsScopedPerRegistry() {
    let scheduler = DispatchQueue.testScheduler
    let storeA = EffectRecorder()
    let storeB = EffectRecorder()
    storeA.start(throttled("a1", latest: true, on: scheduler))
    scheduler.advance()
    storeB.start(throttled("b1", latest: true, on: scheduler))
    scheduler.advance()
    XCTAssertEqual(storeA.events, ["a1", "finished"])
    XCTAssertEqual(storeB.events, ["b1", "finished"])
    XCTAssertEqual(storeA.registry.throttles.count, 1)
    XCTAssertEqual(storeB.registry.throttles.count, 1)
  }
}
