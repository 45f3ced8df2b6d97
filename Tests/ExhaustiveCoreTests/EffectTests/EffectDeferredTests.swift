import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectDeferredTests: XCTestCase {
  func testUpstreamStartsOnlyAfterTheDelay() {
    let scheduler = DispatchQueue.testScheduler
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.deferred(for: 1, scheduler: scheduler))
    XCTAssertEqual(manual.starts, 0)
    scheduler.advance(by: 0.9)
    XCTAssertEqual(manual.starts, 0)
    scheduler.advance(by: 0.1)
    XCTAssertEqual(manual.starts, 1)
    manual.send(5)
    manual.finish()
    XCTAssertEqual(recorder.events, ["5", "finished"])
    _ = cancellable
  }

  func testCancelledBeforeTheDelayNeverStarts() {
    let scheduler = DispatchQueue.testScheduler
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.deferred(for: 1, scheduler: scheduler))
    scheduler.advance(by: 0.5)
    cancellable.cancel()
    scheduler.advance(by: 1)
    XCTAssertEqual(manual.starts, 0)
    XCTAssertEqual(recorder.events, [])
  }

  func testCancelledAfterStartingCancelsTheUpstream() {
    let scheduler = DispatchQueue.testScheduler
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.deferred(for: 1, scheduler: scheduler))
    scheduler.advance(by: 1)
    cancellable.cancel()
    manual.send(1)
    XCTAssertEqual(manual.cancels, 1)
    XCTAssertEqual(recorder.events, [])
  }
}
