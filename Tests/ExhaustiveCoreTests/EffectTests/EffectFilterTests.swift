import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectFilterTests: CancellationCheckedTestCase {
  func testEmitsOnlyIncludedOutputs() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.filter { $0.isMultiple(of: 2) })
    for value in 1...5 { manual.send(value) }
    manual.finish()
    XCTAssertEqual(recorder.events, ["2", "4", "finished"])
  }

  func testPassesFailureThrough() {
    let manual = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.filter { $0 > 1 })
    manual.send(1)
    manual.send(2)
    manual.fail(TestError(code: 5))
    XCTAssertEqual(recorder.events, ["2", "failure(TestError(5))"])
  }

  func testEffectThatIsOverAtOnceStaysOverAtOnce() {
    let recorder = EffectRecorder()
    XCTAssertTrue(recorder.start(Effect<Int, Never>(value: 1).filter { $0 > 0 }).isEmpty)
    XCTAssertTrue(recorder.start(Effect<Int, Never>(value: 1).filter { $0 > 1 }).isEmpty)
    XCTAssertTrue(Effect<Int, Never>.none.filter { _ in true }.isNone)
    XCTAssertEqual(recorder.events, ["1", "finished", "finished"])
  }

  func testStopsWhenCancelled() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.filter { _ in true })
    manual.send(1)
    cancellable.cancel()
    manual.send(2)
    XCTAssertEqual(recorder.events, ["1"])
    XCTAssertEqual(manual.cancels, 1)
  }
}
