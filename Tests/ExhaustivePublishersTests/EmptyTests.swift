import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class EmptyTests: XCTestCase {
  func testFinishesAtOnceByDefault() {
    let recorder = Recorder()
    recorder.record(Empty<Int, Never>())
    recorder.record(Empty(completeImmediately: true, outputType: Int.self, failureType: Never.self))
    XCTAssertEqual(recorder.events, ["finished", "finished"])
    XCTAssertTrue(Empty<Int, Never>().eraseToEffect().isNone)
  }

  func testNeverEndsWhenToldNotToCompleteUntilCancelled() {
    let recorder = Recorder()
    let cancellable = recorder.record(
      Empty<Int, Never>(completeImmediately: false).handleEvents(receiveCancel: {
        recorder.append("cancelled")
      }))
    XCTAssertEqual(recorder.events, [])
    cancellable.cancel()
    XCTAssertEqual(recorder.events, ["cancelled"])
  }
}
