import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class EffectVirtualTimeOrderingTests: CancellationCheckedTestCase {
  func testMergeEmitsInTimeOrderAndFinishesAfterTheLast() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(
      Effect<String, Never>.merge(
        Effect(value: "slow").delay(for: 2, scheduler: scheduler),
        Effect(value: "fast").delay(for: 1, scheduler: scheduler),
        Effect(value: "also fast").delay(for: 1, scheduler: scheduler)
      ))
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, ["fast", "also fast"])
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, ["fast", "also fast", "slow", "finished"])
  }

  func testConcatenateWaitsForEachBeforeStartingTheNext() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    recorder.start(
      Effect<String, Never>.concatenate(
        Effect(value: "first").delay(for: 2, scheduler: scheduler),
        Effect(value: "second").delay(for: 1, scheduler: scheduler)
      ))
    scheduler.advance(by: 2)
    XCTAssertEqual(recorder.events, ["first"])
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["first"])
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["first", "second", "finished"])
  }

  func testTranscriptCancelThenDelayDance() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = EffectRecorder()
    func checkboxTapped() -> Effect<String, Never> {
      .concatenate(
        Effect.cancel(id: "todo completion effect"),
        Effect(value: "todoDelayCompleted")
          .delay(for: 1, scheduler: scheduler)
          .eraseToEffect()
          .cancellable(id: "todo completion effect")
      )
    }
    recorder.start(checkboxTapped())
    scheduler.advance(by: 0.5)
    recorder.start(checkboxTapped())
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["finished"])
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["finished", "todoDelayCompleted", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
  }
}
