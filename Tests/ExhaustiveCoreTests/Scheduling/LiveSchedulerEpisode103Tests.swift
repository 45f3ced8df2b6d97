import ExhaustiveCore
import Foundation
import XCTest

/// Episode 103's live scheduler snippets, spelled as in the transcript but on private queues and
/// with intervals of 10 ms instead of a second.
final class LiveSchedulerEpisode103Tests: XCTestCase {
  func testDispatchQueueSnippets() {
    let queue = DispatchQueue(label: "LiveSchedulerEpisode103Tests")
    let log = SchedulerTestLog<String>()
    let done = expectation(description: "two timer ticks")
    var cancellables: Set<AnyCancellable> = []

    queue.schedule {
      log.append("DispatchQueue")
    }
    queue.schedule(after: .init(.now() + 0.01)) {
      log.append("DispatchQueue delayed")
    }
    queue.schedule(after: .init(.now() + 0.02), interval: 0.01) {
      log.append("DispatchQueue timer")
      if log.values.filter({ $0 == "DispatchQueue timer" }).count == 2 {
        done.fulfill()
      }
    }
    .store(in: &cancellables)

    wait(for: [done], timeout: 1)
    cancellables.removeAll()
    queue.sync {}
    // Immediate work runs first; delayed work and the timer race only under heavy load.
    XCTAssertEqual(log.values.first, "DispatchQueue")
    XCTAssertEqual(log.values.filter { $0 == "DispatchQueue delayed" }.count, 1)
    XCTAssertGreaterThanOrEqual(log.values.filter { $0 == "DispatchQueue timer" }.count, 2)
  }

  func testOperationQueueSnippets() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let log = SchedulerTestLog<String>()
    let done = expectation(description: "delayed work and a timer tick")
    done.expectedFulfillmentCount = 2
    var cancellables: Set<AnyCancellable> = []

    queue.schedule {
      log.append("OperationQueue")
    }
    queue.schedule(after: .init(Date() + 0.01)) {
      log.append("OperationQueue delayed")
      done.fulfill()
    }
    let ticked = Lock(false)
    queue.schedule(after: .init(Date() + 0.02), interval: 0.01) {
      guard
        ticked.withLock({ ticked in
          defer { ticked = true }
          return !ticked
        })
      else { return }
      log.append("OperationQueue timer")
      done.fulfill()
    }
    .store(in: &cancellables)

    wait(for: [done], timeout: 1)
    cancellables.removeAll()
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(log.values.first, "OperationQueue")
    XCTAssertEqual(
      log.values.sorted(), ["OperationQueue", "OperationQueue delayed", "OperationQueue timer"])
  }
}
