import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class JustTests: XCTestCase {
  func testEmitsItsOutputAndFinishesForEverySubscriber() {
    let recorder = Recorder()
    let just = Just(7)
    recorder.record(just)
    recorder.record(just)
    XCTAssertEqual(recorder.events, ["7", "finished", "7", "finished"])
    XCTAssertEqual(just.output, 7)
    XCTAssertEqual(Just(1), Just(1))
  }
}
