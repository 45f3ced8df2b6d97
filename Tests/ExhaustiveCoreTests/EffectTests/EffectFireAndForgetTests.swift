import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectFireAndForgetTests: CancellationCheckedTestCase {
  private enum Action: Equatable { case saved }

  func testRetypesAnEffectThatCannotEmitAndKeepsItsWorkAndCompletion() {
    let ran = Lock(0)
    let work = Effect<Never, Never>.fireAndForget { ran.withLock { $0 += 1 } }
    let retyped: Effect<Action, Never> = work.fireAndForget()
    let recorder = EffectRecorder()
    recorder.start(retyped)
    XCTAssertEqual(ran.value, 1)
    XCTAssertEqual(recorder.events, ["finished"])
  }

  func testPassesFailureThroughAndTheOutputTypeCanBeSpelledOut() {
    let recorder = EffectRecorder()
    recorder.start(
      Effect<Never, TestError>(error: TestError(code: 7)).fireAndForget(outputType: Int.self))
    XCTAssertEqual(recorder.events, ["failure(TestError(7))"])
  }

  func testNoneStaysNone() {
    XCTAssertTrue(Effect<Never, Never>.none.fireAndForget(outputType: Action.self).isNone)
  }

  func testCancellingStopsTheWork() {
    let manual = ManualEffect<Never, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.fireAndForget(outputType: Action.self))
    cancellable.cancel()
    manual.finish()
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(manual.cancels, 1)
  }
}
