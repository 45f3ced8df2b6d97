import XCTest

@testable import ExhaustiveCore

final class EffectMapTests: XCTestCase {
  func testMapTransformsEveryOutput() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>.merge(Effect(value: 1), Effect(value: 2)).map { $0 * 10 })
    XCTAssertEqual(recorder.events, ["10", "20", "finished"])
  }

  func testMapPassesFailureThrough() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, TestError>(error: TestError(code: 2)).map { "\($0)" })
    XCTAssertEqual(recorder.events, ["failure(TestError(2))"])
  }

  func testMapStopsWhenCancelled() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    let cancellable = recorder.start(manual.effect.map { $0 + 1 })
    manual.send(1)
    cancellable.cancel()
    manual.send(2)
    manual.finish()
    XCTAssertEqual(recorder.events, ["2"])
    XCTAssertEqual(manual.cancels, 1)
  }

  func testEraseToEffectIsIdentity() {
    let recorder = EffectRecorder()
    _ = recorder.start(Effect<Int, Never>(value: 5).eraseToEffect())
    _ = recorder.start(Effect<Int, Never>(value: 5).eraseToEffect { "#\($0)" })
    XCTAssertEqual(recorder.events, ["5", "finished", "#5", "finished"])
  }

  func testMappingAnEffectThatIsOverAtOnceKeepsItOverAtOnce() {
    let recorder = EffectRecorder()
    let effect = Effect<Int, TestError>(value: 2).map { $0 * 10 }.map { "#\($0)" }
    let failing = Effect<Int, TestError>(error: TestError(code: 4)).map { $0 + 1 }
    XCTAssertTrue(recorder.start(effect).isEmpty)
    XCTAssertTrue(recorder.start(failing).isEmpty)
    XCTAssertEqual(recorder.events, ["#20", "finished", "failure(TestError(4))"])
  }
}
