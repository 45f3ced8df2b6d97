import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectMapErrorTests: CancellationCheckedTestCase {
  private struct Wrapped: Error, CustomStringConvertible {
    var inner: TestError
    var description: String { "Wrapped(\(inner))" }
  }

  func testTransformsTheFailure() {
    let manual = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.mapError(Wrapped.init))
    manual.send(1)
    manual.fail(TestError(code: 2))
    XCTAssertEqual(recorder.events, ["1", "failure(Wrapped(TestError(2)))"])
  }

  func testPassesOutputsAndFinishThrough() {
    let recorder = EffectRecorder()
    recorder.start(
      Effect<Int, TestError>.merge(Effect(value: 1), Effect(value: 2)).mapError(Wrapped.init))
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
  }

  func testEffectThatIsOverAtOnceStaysOverAtOnce() {
    let recorder = EffectRecorder()
    XCTAssertTrue(
      recorder.start(Effect<Int, TestError>(error: TestError(code: 4)).mapError(Wrapped.init))
        .isEmpty)
    XCTAssertTrue(Effect<Int, TestError>.none.mapError(Wrapped.init).isNone)
    XCTAssertEqual(recorder.events, ["failure(Wrapped(TestError(4)))"])
  }

  func testStopsWhenCancelled() {
    let manual = ManualEffect<Int, TestError>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.mapError(Wrapped.init))
    cancellable.cancel()
    manual.fail(TestError())
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(manual.cancels, 1)
  }
}
