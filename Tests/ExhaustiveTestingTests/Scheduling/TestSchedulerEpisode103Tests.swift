import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// The scheduler snippets of episode 103, with the printed logs turned into assertions.
final class TestSchedulerEpisode103Tests: XCTestCase {
  func testScheduleRunsOnlyWhenAdvanced() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()

    scheduler.schedule {
      log.append("TestScheduler")
    }
    XCTAssertEqual(log.values, [])

    scheduler.advance()
    XCTAssertEqual(log.values, ["TestScheduler"])
  }

  func testDelayedWorkNeedsTimeToPass() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()

    scheduler.schedule {
      log.append("TestScheduler")
    }
    scheduler.schedule(after: scheduler.now.advanced(by: 1)) {
      log.append("TestScheduler delayed")
    }
    scheduler.advance()
    XCTAssertEqual(log.values, ["TestScheduler"])

    scheduler.advance(by: 1)
    XCTAssertEqual(log.values, ["TestScheduler", "TestScheduler delayed"])
  }

  func testTimerTicksAsTimeAdvances() {
    let scheduler = DispatchQueue.testScheduler
    let log = Recorder<String>()
    var cancellables: Set<AnyCancellable> = []

    scheduler.schedule(after: scheduler.now, interval: 1) {
      log.append("TestScheduler timer")
    }
    .store(in: &cancellables)
    XCTAssertEqual(log.count, 0)

    scheduler.advance()
    XCTAssertEqual(log.count, 1)

    scheduler.advance(by: 0.5)
    XCTAssertEqual(log.count, 1)

    scheduler.advance(by: 1)
    XCTAssertEqual(log.count, 2)

    scheduler.advance(by: 5)
    XCTAssertEqual(log.count, 7)

    scheduler.advance(by: 1000)
    XCTAssertEqual(log.count, 1007)
    XCTAssertEqual(Set(log.values), ["TestScheduler timer"])
  }

  func testFinalSpellingInfersDispatchQueueTypes() {
    let scheduler = TestScheduler.dispatchQueue
    let typed: TestSchedulerOf<DispatchQueue> = scheduler
    let erased: AnySchedulerOf<DispatchQueue> = scheduler.eraseToAnyScheduler()
    let log = Recorder<String>()

    erased.schedule(after: erased.now.advanced(by: 1)) { log.append("debounced") }
    typed.advance(by: 0.5)
    XCTAssertEqual(log.values, [])
    typed.advance(by: 0.5)
    XCTAssertEqual(log.values, ["debounced"])
  }

  func testEnvironmentCanBeSpelledWithExplicitTypes() {
    struct AppEnvironment {
      var mainQueue: AnyScheduler<DispatchQueue.SchedulerTimeType, DispatchQueue.SchedulerOptions>
    }
    let scheduler = DispatchQueue.testScheduler
    let environment = AppEnvironment(mainQueue: scheduler.eraseToAnyScheduler())
    let live = AppEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler())

    XCTAssertEqual(environment.mainQueue.now, scheduler.now)
    XCTAssertTrue(live.mainQueue.base is DispatchQueue)
  }
}
