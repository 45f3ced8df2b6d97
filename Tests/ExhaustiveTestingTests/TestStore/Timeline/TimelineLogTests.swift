import XCTest

@testable import ExhaustiveTesting

/// The timeline keeps only what a failure prints, however long the test runs.
final class TimelineLogTests: XCTestCase {
  func testKeepsTheLatestEventsInOrderAndCountsTheRest() {
    var log = TimelineLog()
    for number in 1...1_000 {
      log.append(.effectFinished(number: number))
    }
    XCTAssertEqual(log.dropped, 1_000 - TimelineLog.capacity)
    XCTAssertEqual(
      log.events.map(TimelineRenderer.line(for:)),
      (1_000 - TimelineLog.capacity + 1...1_000).map { "    effect #\($0) finished" })
  }

  func testRemembersTheLastStepAfterItsEventIsDropped() {
    var log = TimelineLog()
    let location = SourceCodeLocation(
      fileID: "Module/FeatureTests.swift", filePath: "/FeatureTests.swift", line: 7, column: 1)
    log.append(.step(.send, action: nil, location: location), stepAt: location)
    for _ in 0..<100 {
      log.append(.stateChanged)
    }
    XCTAssertEqual(log.lastStepLocation?.shortDescription, "FeatureTests.swift:7")
    XCTAssertFalse(log.events.contains { if case .step = $0 { true } else { false } })
  }

  func testRendersTheDroppedCountAboveTheKeptLines() {
    var log = TimelineLog()
    for _ in 0...TimelineLog.capacity {
      log.append(.stateChanged)
    }
    let lines = TimelineRenderer.render(log).split(separator: "\n")
    XCTAssertEqual(lines.count, 2 + TimelineLog.capacity)
    XCTAssertEqual(lines[0], "Timeline:")
    XCTAssertEqual(lines[1], "  … (1 earlier entry)")
  }
}
