// Where Combine exists, `DispatchQueue.SchedulerTimeType` and the OperationQueue ones are the
// SDK's (see ExhaustiveCore's Combine.swift). These tests pin what the runtime and the test
// schedulers rely on of them: the behaviour our Linux types share with the SDK's (their own
// tests, DispatchQueueSchedulerTimeTypeTests, cover what only ours do).
#if canImport(Combine)
  @testable import ExhaustiveCore
  import ExhaustiveTesting
  import Foundation
  import XCTest

  final class SDKSchedulerTimeTypeTests: XCTestCase {
    private typealias Time = DispatchQueue.SchedulerTimeType
    private typealias Stride = DispatchQueue.SchedulerTimeType.Stride

    func testLiteralsAndUnitsAreSeconds() {
      let whole: Stride = 1
      let half: Stride = 0.5
      XCTAssertEqual(whole.magnitude, 1_000_000_000)
      XCTAssertEqual(half.magnitude, 500_000_000)
      XCTAssertEqual(Stride.seconds(2), 2)
      XCTAssertEqual(Stride.milliseconds(1_500), 1.5)
      XCTAssertEqual(Stride.microseconds(3), .nanoseconds(3_000))
      XCTAssertEqual(half + 1, 1.5)
      XCTAssertEqual(half - 1, -0.5)
      XCTAssertTrue(half < 1)
    }

    func testTimesStrideInNanoseconds() {
      let start = Time(DispatchTime(uptimeNanoseconds: 10_000_000_000))
      let later = start.advanced(by: 1.5)
      XCTAssertEqual(later.dispatchTime.uptimeNanoseconds, 11_500_000_000)
      XCTAssertEqual(start.distance(to: later), 1.5)
      XCTAssertEqual(later.distance(to: start), -1.5)
      XCTAssertEqual(later.advanced(by: -1.5), start)
      XCTAssertTrue(start < later)
    }

    func testStridesMeasureInSecondsForTestTooling() {
      XCTAssertEqual(Stride.milliseconds(1_500).inSeconds, 1.5)
      XCTAssertEqual(OperationQueue.SchedulerTimeType.Stride(2.5).inSeconds, 2.5)
      XCTAssertEqual(RunLoop.SchedulerTimeType.Stride(0.25).inSeconds, 0.25)
    }

    func testTestSchedulersRunOnTheSDKTimeTypes() {
      let scheduler = DispatchQueue.test
      var ran: [String] = []
      scheduler.schedule(after: scheduler.now.advanced(by: 1)) { ran.append("later") }
      scheduler.schedule { ran.append("now") }
      scheduler.advance(by: 0.5)
      XCTAssertEqual(ran, ["now"])
      scheduler.advance(by: 0.5)
      XCTAssertEqual(ran, ["now", "later"])
      XCTAssertEqual(
        scheduler.now, Time(DispatchTime(uptimeNanoseconds: 1)).advanced(by: 1))
    }

    func testOptionsKeepQualityOfServiceAndGroup() {
      let group = DispatchGroup()
      let options = DispatchQueue.SchedulerOptions(qos: .userInitiated, group: group)
      XCTAssertEqual(options.qos, .userInitiated)
      XCTAssertTrue(options.group === group)
    }
  }
#endif
