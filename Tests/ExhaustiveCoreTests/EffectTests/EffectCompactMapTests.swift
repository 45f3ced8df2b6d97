import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectCompactMapTests: CancellationCheckedTestCase {
  func testEmitsTheNonNilResultsOnly() {
    let manual = ManualEffect<String, Never>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.compactMap(Int.init))
    manual.send("1")
    manual.send("x")
    manual.send("3")
    manual.finish()
    XCTAssertEqual(recorder.events, ["1", "3", "finished"])
  }

  func testPassesFailureThrough() {
    let recorder = EffectRecorder()
    recorder.start(Effect<String, TestError>(error: TestError(code: 3)).compactMap(Int.init))
    XCTAssertEqual(recorder.events, ["failure(TestError(3))"])
  }

  func testEffectThatIsOverAtOnceStaysOverAtOnce() {
    let recorder = EffectRecorder()
    let kept = Effect<String, Never>(value: "7").compactMap(Int.init)
    let dropped = Effect<String, Never>(value: "x").compactMap(Int.init)
    XCTAssertTrue(recorder.start(kept).isEmpty)
    XCTAssertTrue(recorder.start(dropped).isEmpty)
    XCTAssertTrue(Effect<String, Never>.none.compactMap(Int.init).isNone)
    XCTAssertEqual(recorder.events, ["7", "finished", "finished"])
  }

  func testStopsWhenCancelled() {
    let manual = ManualEffect<String, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.compactMap(Int.init))
    manual.send("1")
    cancellable.cancel()
    manual.send("2")
    XCTAssertEqual(recorder.events, ["1"])
    XCTAssertEqual(manual.cancels, 1)
  }
}
