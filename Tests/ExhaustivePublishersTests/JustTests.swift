import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class JustTests: XCTestCase {
  func testJustEmitsItsOutputAndFinishesForEverySubscriber() {
    let recorder = Recorder()
    let just = Just(7)
    recorder.record(just)
    recorder.record(just)
    XCTAssertEqual(recorder.events, ["7", "finished", "7", "finished"])
  }
}
