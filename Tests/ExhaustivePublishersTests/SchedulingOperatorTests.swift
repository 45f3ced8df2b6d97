import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class SchedulingOperatorTests: XCTestCase {
  func testDelayIsDrivenByTheTestScheduler() {
    let scheduler = DispatchQueue.testScheduler
    let recorder = Recorder()
    recorder.record(Just(1).delay(for: 1, scheduler: scheduler))
    scheduler.advance(by: 0.9)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: 0.1)
    XCTAssertEqual(recorder.events, ["1", "finished"])
  }

  func testReceiveOnDeliversWhenTheSchedulerRuns() {
    let scheduler = DispatchQueue.testScheduler
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    recorder.record(subject.receive(on: scheduler))
    subject.send(1)
    subject.send(completion: .finished)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance()
    XCTAssertEqual(recorder.events, ["1", "finished"])
  }

  func testSubscribeOnStartsTheWorkWhenTheSchedulerRuns() {
    let scheduler = DispatchQueue.testScheduler
    let started = Lock(0)
    let recorder = Recorder()
    recorder.record(
      Deferred { () -> Just<Int> in
        started.withLock { $0 += 1 }
        return Just(1)
      }
      .subscribe(on: scheduler))
    XCTAssertEqual(started.value, 0)
    scheduler.advance()
    XCTAssertEqual(started.value, 1)
    XCTAssertEqual(recorder.events, ["1", "finished"])
  }

  // Pins our implementation of a Combine operator. Where Combine exists the operator is
  // Combine's (see ExhaustiveCore's Combine.swift), with Combine's own ordering.
  #if !canImport(Combine)
    func testSubscribeOnCancelledBeforeTheSchedulerRanNeverStarts() {
      let scheduler = DispatchQueue.testScheduler
      let started = Lock(0)
      let recorder = Recorder()
      let cancellable = recorder.record(
        Deferred { () -> Just<Int> in
          started.withLock { $0 += 1 }
          return Just(1)
        }
        .subscribe(on: scheduler))
      cancellable.cancel()
      scheduler.advance()
      XCTAssertEqual(started.value, 0)
      XCTAssertEqual(recorder.events, [])
    }
  #endif
}
