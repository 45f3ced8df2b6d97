import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class ThrottleAndRemoveDuplicatesTests: XCTestCase {
  func testThrottleDeliversTheFirstOutputWhenTheSchedulerRuns() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    recorder.record(subject.throttle(for: 1, scheduler: scheduler, latest: true))

    subject.send(1)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["1"])
    recorder.cancelAll()
  }

  func testThrottleLatestSendsTheLastOutputOfTheIntervalWhenItEnds() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    recorder.record(subject.throttle(for: 1, scheduler: scheduler, latest: true))

    subject.send(1)
    scheduler.advance()
    subject.send(2)
    scheduler.advance(by: 0.5)
    subject.send(3)
    scheduler.advance(by: 0.4)
    XCTAssertEqual(recorder.events, ["1"])
    scheduler.advance(by: 0.1)
    XCTAssertEqual(recorder.events, ["1", "3"])
    // A whole interval later, an output goes out at once again.
    scheduler.advance(by: 1)
    subject.send(4)
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["1", "3", "4"])
    recorder.cancelAll()
  }

  func testThrottleFirstSendsTheFirstOutputOfTheInterval() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    recorder.record(subject.throttle(for: 1, scheduler: scheduler, latest: false))

    subject.send(1)
    scheduler.advance()
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, ["1", "2"])
    recorder.cancelAll()
  }

  func testThrottleDeliversAWaitingOutputBeforeTheCompletion() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder()
    recorder.record(subject.throttle(for: 1, scheduler: scheduler, latest: true))

    subject.send(1)
    scheduler.advance()
    subject.send(2)
    subject.send(completion: .finished)
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["1"])
    scheduler.advance(by: 0.5)
    XCTAssertEqual(recorder.events, ["1", "2", "finished"])
  }

  func testThrottleCompletesAtOnceWithNothingWaiting() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder()
    recorder.record(subject.throttle(for: 1, scheduler: scheduler, latest: true))

    subject.send(1)
    subject.send(completion: .failure(TestError()))
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["1", "failure(TestError(1))"])
  }

  func testEachSubscriptionThrottlesOnItsOwn() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, Never>()
    let throttled = subject.throttle(for: 1, scheduler: scheduler, latest: true)
    let recorder = Recorder()
    recorder.record(throttled, as: "a")
    subject.send(1)
    scheduler.advance()
    recorder.record(throttled, as: "b")
    subject.send(2)
    scheduler.advance()

    XCTAssertEqual(recorder.events, ["a: 1", "b: 2"])
    scheduler.advance(by: 1)
    XCTAssertEqual(recorder.events, ["a: 1", "b: 2", "a: 2"])
    recorder.cancelAll()
  }

  func testCancellingAThrottleDropsTheWaitingOutput() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    let subscription = recorder.record(
      subject.throttle(for: 1, scheduler: scheduler, latest: true))

    subject.send(1)
    scheduler.advance()
    subject.send(2)
    scheduler.advance(by: 0.5)
    subscription.cancel()
    scheduler.run()
    XCTAssertEqual(recorder.events, ["1"])
  }

  func testRemoveDuplicatesDropsRepeatsOfTheLastOutput() {
    let recorder = Recorder()
    recorder.record([1, 1, 2, 2, 1, 3, 3].publisher.removeDuplicates())
    XCTAssertEqual(recorder.events, ["1", "2", "1", "3", "finished"])
  }

  func testRemoveDuplicatesByAPredicate() {
    let recorder = Recorder()
    recorder.record(
      ["a", "ab", "b", "bc", "abc"].publisher.removeDuplicates { $0.first == $1.first })
    XCTAssertEqual(recorder.events, ["a", "b", "abc", "finished"])
  }

  func testRemoveDuplicatesPassesAFailureThrough() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder()
    recorder.record(subject.removeDuplicates())
    subject.send(1)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 2)))
    XCTAssertEqual(recorder.events, ["1", "failure(TestError(2))"])
  }

  func testEachSubscriptionRemovesDuplicatesOnItsOwn() {
    let subject = PassthroughSubject<Int, Never>()
    let deduplicated = subject.removeDuplicates()
    let recorder = Recorder()
    recorder.record(deduplicated, as: "a")
    subject.send(1)
    recorder.record(deduplicated, as: "b")
    subject.send(1)
    XCTAssertEqual(recorder.events, ["a: 1", "b: 1"])
    recorder.cancelAll()
  }
}
