import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class DeferredTests: XCTestCase {
  func testMakesAFreshPublisherOnEverySubscriptionOnly() {
    let made = Lock(0)
    let deferred = Deferred { () -> Just<Int> in
      let count = made.withLock { made in
        made += 1
        return made
      }
      return Just(count)
    }
    XCTAssertEqual(made.value, 0)
    let recorder = Recorder()
    recorder.record(deferred)
    recorder.record(deferred)
    XCTAssertEqual(recorder.events, ["1", "finished", "2", "finished"])
  }

  func testCancellingStopsTheDeferredPublisher() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    let cancellable = recorder.record(Deferred { subject })
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    XCTAssertEqual(recorder.events, ["1"])
  }
}
