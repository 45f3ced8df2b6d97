import ExhaustiveCore
import Foundation
import XCTest

/// `AnySchedulerOf<DispatchQueue>.main` and `.immediate`, the spellings an environment uses.
final class AnySchedulerDispatchQueueTests: XCTestCase {
  private struct Environment {
    var mainQueue: AnySchedulerOf<DispatchQueue>
  }

  func testMainIsTheLiveMainQueue() {
    let environment = Environment(mainQueue: .main)
    let ran = expectation(description: "ran")
    let onMainThread = SchedulerTestLog<Bool>()

    // Corelibs Dispatch wraps the main queue in a new object on each access: compare labels.
    XCTAssertEqual(
      (environment.mainQueue.base as? DispatchQueue)?.label, DispatchQueue.main.label)
    environment.mainQueue.schedule(after: environment.mainQueue.now.advanced(by: .milliseconds(1)))
    {
      onMainThread.append(Thread.isMainThread)
      ran.fulfill()
    }

    wait(for: [ran], timeout: 1)
    XCTAssertEqual(onMainThread.values, [true])
  }

  func testImmediateRunsDelayedWorkAtOnce() {
    let environment = Environment(mainQueue: .immediate)
    let log = SchedulerTestLog<String>()
    let start = environment.mainQueue.now

    environment.mainQueue.schedule(after: start.advanced(by: 1)) { log.append("delayed") }

    XCTAssertEqual(log.values, ["delayed"])
    XCTAssertEqual(environment.mainQueue.now, start)
    XCTAssertTrue(environment.mainQueue.base is ImmediateSchedulerOf<DispatchQueue>)
  }
}
