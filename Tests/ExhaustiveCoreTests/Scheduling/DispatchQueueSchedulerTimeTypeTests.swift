import ExhaustiveCore
import Foundation
import XCTest

final class DispatchQueueSchedulerTimeTypeTests: XCTestCase {
  private typealias Time = DispatchQueue.SchedulerTimeType
  private typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  func testLiteralsAreSeconds() {
    let whole: Stride = 1
    let half: Stride = 0.5

    XCTAssertEqual(whole.nanoseconds, 1_000_000_000)
    XCTAssertEqual(half.nanoseconds, 500_000_000)
    XCTAssertEqual(Stride(exactly: 3)?.nanoseconds, 3_000_000_000)
    XCTAssertNil(Stride(exactly: UInt64.max))
  }

  func testUnitConstructorsAgree() {
    XCTAssertEqual(Stride.seconds(2), 2)
    XCTAssertEqual(Stride.seconds(0.25), 0.25)
    XCTAssertEqual(Stride.milliseconds(1_500), 1.5)
    XCTAssertEqual(Stride.microseconds(3), .nanoseconds(3_000))
    XCTAssertEqual(Stride(.milliseconds(7)), .milliseconds(7))
    XCTAssertEqual(Stride(.never).nanoseconds, .max)
    XCTAssertEqual(Stride(.seconds(.max)).nanoseconds, .max)
  }

  func testArithmeticReadsNumbersAsSeconds() {
    let half: Stride = 0.5

    XCTAssertEqual(half + 1, 1.5)
    XCTAssertEqual(half - 1, -0.5)
    XCTAssertEqual(half * 4, 2)
    XCTAssertEqual(-half, -0.5)
    XCTAssertEqual((half - 2).magnitude, 1.5)
    XCTAssertTrue(half < 1)
    var total: Stride = 1
    total += 2
    total -= 0.5
    total *= 2
    XCTAssertEqual(total, 5)
  }

  func testStrideDescribesItselfInSeconds() {
    XCTAssertEqual(String(describing: Stride(0.5)), "0.5s")
    XCTAssertEqual(String(describing: Stride(1000)), "1000s")
    XCTAssertEqual(String(describing: Stride(-2)), "-2s")
    XCTAssertEqual(String(describing: Stride.milliseconds(1)), "0.001s")
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

  func testTimeArithmeticSaturatesInsteadOfTrapping() {
    let early = Time(DispatchTime(uptimeNanoseconds: 5))
    let late = Time(DispatchTime(uptimeNanoseconds: .max - 5))

    // Uptime zero would mean "now" to Dispatch, so the floor is one nanosecond.
    XCTAssertEqual(early.advanced(by: -1).dispatchTime.uptimeNanoseconds, 1)
    XCTAssertEqual(late.advanced(by: 1).dispatchTime.uptimeNanoseconds, .max)
  }

  func testTimesAreHashableAndCodable() throws {
    let time = Time(DispatchTime(uptimeNanoseconds: 42))
    let same = Time(DispatchTime(uptimeNanoseconds: 42))

    XCTAssertEqual(Set([time, same]).count, 1)
    let timeData = try JSONEncoder().encode(time)
    XCTAssertEqual(String(decoding: timeData, as: UTF8.self), "42")
    XCTAssertEqual(try JSONDecoder().decode(Time.self, from: timeData), time)
    let strideData = try JSONEncoder().encode(Stride(0.5))
    XCTAssertEqual(try JSONDecoder().decode(Stride.self, from: strideData), 0.5)
  }

  func testOptionsKeepFlagsQualityOfServiceAndGroup() {
    let group = DispatchGroup()
    var options = DispatchQueue.SchedulerOptions(qos: .utility, flags: .barrier, group: group)

    XCTAssertEqual(options.qos, .utility)
    XCTAssertEqual(options.flags, .barrier)
    XCTAssertTrue(options.group === group)
    options.flags = [.barrier, .detached]
    XCTAssertEqual(options.flags, [.barrier, .detached])
  }
}
