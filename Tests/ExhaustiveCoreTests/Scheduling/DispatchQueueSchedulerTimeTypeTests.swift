// Tests our own `DispatchQueue.SchedulerTimeType`, which exists only where Combine does not;
// where it does, SDKSchedulerTimeTypeTests checks the SDK's type for what we rely on.
#if !canImport(Combine)
  import ExhaustiveCore
  import ExhaustiveTesting
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
    // Regression (issue 16 §2): these conversions used an unchecked `Int(...)` and trapped.
    func testNonFiniteAndHugeSecondsSaturateInsteadOfTrapping() {
      XCTAssertEqual(Stride.seconds(.infinity).nanoseconds, .max)
      XCTAssertEqual(Stride.seconds(-.infinity).nanoseconds, .min)
      XCTAssertEqual(Stride.seconds(1e12).nanoseconds, .max)
      XCTAssertEqual(Stride.seconds(-1e12).nanoseconds, .min)
      XCTAssertEqual(Stride(9_223_372_036.854775807).nanoseconds, .max)
      XCTAssertEqual(Stride.seconds(4_000_000_000.0).nanoseconds, 4_000_000_000_000_000_000)
      XCTAssertLessThan(Stride.seconds(9_223_372_035.0).nanoseconds, .max)
      XCTAssertEqual(Stride.seconds(Int.max).nanoseconds, .max)
      XCTAssertEqual(Stride.seconds(Int.min).nanoseconds, .min)
      XCTAssertEqual(Stride.milliseconds(Int.max).nanoseconds, .max)
      XCTAssertEqual(Stride.microseconds(Int.min).nanoseconds, .min)
      XCTAssertEqual(Stride.nanoseconds(Int.max).nanoseconds, .max)
    }

    func testNotANumberOfSecondsIsReportedAndReadAsZero() {
      var stride: Stride?
      let failures = withExpectedFailures { stride = .seconds(.nan) }

      XCTAssertEqual(
        failures,
        [
          "DispatchQueue.SchedulerTimeType.Stride was given a number of seconds that is not a "
            + "number (nan); it was read as zero."
        ])
      XCTAssertEqual(stride, .zero)
    }

    func testStrideArithmeticSaturatesInsteadOfTrapping() {
      let longest = Stride(nanoseconds: .max)
      let shortest = Stride(nanoseconds: .min)

      XCTAssertEqual((longest + 1).nanoseconds, .max)
      XCTAssertEqual((shortest - 1).nanoseconds, .min)
      XCTAssertEqual((shortest + -1).nanoseconds, .min)
      XCTAssertEqual((longest - -1).nanoseconds, .max)
      XCTAssertEqual((-shortest).nanoseconds, .max)
      XCTAssertEqual((longest * 2).nanoseconds, .max)
      XCTAssertEqual((longest * -2).nanoseconds, .min)
      XCTAssertEqual((shortest * shortest).nanoseconds, .max)
      XCTAssertEqual((Stride.seconds(3_000_000_000) * 3).nanoseconds, 9_000_000_000_000_000_000)
      XCTAssertEqual((Stride.seconds(-3_000_000_000) * 3).nanoseconds, -9_000_000_000_000_000_000)
      XCTAssertEqual(Stride(-0.5) * 0.5, -0.25)
      XCTAssertEqual((Stride.nanoseconds(-3) * 0.5).nanoseconds, -1)
    }

    func testUnboundedStridesReadAsInfinite() {
      XCTAssertEqual(String(describing: Stride.seconds(.infinity)), "∞")
      XCTAssertEqual(String(describing: Stride.seconds(-.infinity)), "-∞")
      XCTAssertEqual(String(describing: Stride(.never)), "∞")
      XCTAssertEqual(Stride.seconds(.infinity).timeInterval, .never)
      XCTAssertEqual(Stride.seconds(1).timeInterval, .nanoseconds(1_000_000_000))
    }

    // Regression: the distance between far-apart times used to wrap around to the wrong sign.
    func testDistanceBetweenFarApartTimesSaturates() {
      let early = Time(DispatchTime(uptimeNanoseconds: 1))
      let late = Time(DispatchTime(uptimeNanoseconds: .max))

      XCTAssertEqual(early.distance(to: late).nanoseconds, .max)
      XCTAssertEqual(late.distance(to: early).nanoseconds, .min)
      let middle = Time(DispatchTime(uptimeNanoseconds: 1 + UInt64(Int.max)))
      XCTAssertEqual(early.distance(to: middle).nanoseconds, .max)
      XCTAssertEqual(middle.distance(to: early).nanoseconds, -Int.max)
    }
  }
#endif
