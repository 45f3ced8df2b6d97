import XCTest

@testable import ExhaustiveCore

final class EffectCatchToEffectTests: XCTestCase {
  func testSuccessesAndTheFailureBecomeResults() {
    let recorder = EffectRecorder()
    let effect = Effect<Int, TestError>.run { subscriber in
      subscriber.send(1)
      subscriber.send(completion: .failure(TestError(code: 2)))
      return SendableCancellable {}
    }
    _ = recorder.start(effect.catchToEffect())
    XCTAssertEqual(recorder.events, ["success(1)", "failure(TestError(2))", "finished"])
  }

  func testTransformingVariant() {
    let recorder = EffectRecorder()
    _ = recorder.start(
      Effect<Int, TestError>(value: 3).catchToEffect { result in
        switch result {
        case .success(let value): return "ok \(value)"
        case .failure(let error): return "error \(error)"
        }
      })
    XCTAssertEqual(recorder.events, ["ok 3", "finished"])
  }
}
