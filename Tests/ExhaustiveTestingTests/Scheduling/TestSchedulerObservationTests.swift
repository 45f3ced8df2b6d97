import ExhaustiveCore
import XCTest

@testable import ExhaustiveTesting
@testable import ExhaustiveTime

final class TestSchedulerObservationTests: XCTestCase {
  func testReportsEachAdvanceInSecondsSinceCreation() {
    let scheduler = DispatchQueue.testScheduler
    let events = Recorder<String>()
    let observation = scheduler.observe { events.append($0.description) }
    var cancellables: Set<AnyCancellable> = []
    scheduler.schedule(after: scheduler.now, interval: 1) {}.store(in: &cancellables)

    scheduler.advance()
    scheduler.advance(by: 0.5)
    scheduler.advance(by: 1)
    scheduler.advance(to: scheduler.now.advanced(by: 2))
    observation.cancel()
    scheduler.advance(by: 1)

    XCTAssertEqual(
      events.values,
      [
        "advanced by 0s (0s → 0s), ran 1 work item",
        "advanced by 0.5s (0s → 0.5s), ran 0 work items",
        "advanced by 1s (0.5s → 1.5s), ran 1 work item",
        "advanced by 2s (1.5s → 3.5s), ran 2 work items",
      ]
    )
  }

  func testReportsRunAndItsFields() {
    let scheduler = DispatchQueue.testScheduler
    let events = Recorder<TestSchedulerEvent>()
    let observation = scheduler.observe { events.append($0) }
    scheduler.schedule(after: scheduler.now.advanced(by: 0.25)) {}
    scheduler.schedule(after: scheduler.now.advanced(by: 3)) {}

    scheduler.run()

    XCTAssertEqual(
      events.values,
      [TestSchedulerEvent(from: "0s", to: "3s", elapsed: "3s", workItemsRun: 2)]
    )
    observation.cancel()
  }

  func testFailedAdvancesAreNotReported() {
    let scheduler = DispatchQueue.testScheduler
    let events = Recorder<TestSchedulerEvent>()
    let observation = scheduler.observe { events.append($0) }

    _ = withExpectedFailures { scheduler.advance(by: -1) }

    XCTAssertEqual(events.values, [])
    observation.cancel()
  }

  func testReleasingTheObservationStopsIt() {
    let scheduler = DispatchQueue.testScheduler
    let events = Recorder<TestSchedulerEvent>()
    var observation: AnyCancellable? = scheduler.observe { events.append($0) }
    scheduler.advance()
    observation = nil

    scheduler.advance()

    XCTAssertNil(observation)
    XCTAssertEqual(events.count, 1)
  }

  func testIsFoundThroughAnErasedSchedulersBase() {
    let scheduler = DispatchQueue.testScheduler
    let environment: AnySchedulerOf<DispatchQueue> = scheduler.eraseToAnyScheduler()
    scheduler.schedule(after: scheduler.now.advanced(by: 1)) {}
    scheduler.advance(by: 0.5)

    let found = environment.base as? any TestSchedulerObservable

    XCTAssertTrue(found === scheduler)
    XCTAssertEqual(found?.pendingWorkCount, 1)
    XCTAssertEqual(found?.nowDescription, "0.5s")
  }
}
