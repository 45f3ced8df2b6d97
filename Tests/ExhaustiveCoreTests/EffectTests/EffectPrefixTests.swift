import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectPrefixTests: CancellationCheckedTestCase {
  func testEmitsTheFirstOutputsThenFinishesAndCancelsTheUpstream() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.prefix(2))
    manual.send(1)
    XCTAssertEqual(manual.cancels, 0)
    manual.send(2)
    XCTAssertEqual(manual.cancels, 1)
    manual.send(3)
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
  }

  func testAnUpstreamThatEndsSoonerEndsTheEffect() {
    let finishing = ManualEffect<Int, Never>()
    let failing = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    recorder.start(finishing.effect.prefix(3))
    finishing.send(1)
    finishing.finish()
    recorder.start(failing.effect.prefix(3))
    failing.fail(TestError(code: 6))
    XCTAssertEqual(recorder.events, ["1", "finished", "failure(TestError(6))"])
  }

  func testAnUpstreamThatEmitsWhileStartingIsCutOffToo() {
    let recorder = EffectRecorder()
    let cancelled = Lock(false)
    let upstream = Effect<Int, Never> { _, subscriber in
      for value in 1...5 { subscriber.send(value) }
      return SendableCancellable { cancelled.withLock { $0 = true } }
    }
    recorder.start(upstream.prefix(2))
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
    XCTAssertTrue(cancelled.value)
  }

  func testZeroFinishesAtOnceWithoutStartingTheUpstream() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.prefix(0))
    recorder.start(manual.effect.prefix(-1))
    XCTAssertEqual(manual.starts, 0)
    XCTAssertEqual(recorder.events, ["finished", "finished"])
  }

  func testStopsWhenCancelled() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.prefix(5))
    manual.send(1)
    cancellable.cancel()
    manual.send(2)
    XCTAssertEqual(recorder.events, ["1"])
    XCTAssertEqual(manual.cancels, 1)
  }
}
