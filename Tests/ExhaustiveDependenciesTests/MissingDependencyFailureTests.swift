import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import Foundation
import XCTest

/// Every failure ExhaustiveDependencies reports, in full, under XCTest
/// (`MissingDependencyFailureSwiftTests` holds the same under Swift Testing).
final class MissingDependencyFailureTests: XCTestCase {
  func testReadingAClientThatHasNoTestValueFailsNamingItsEndpoints() {
    var line = 0
    let failures = withRecordedFailures {
      line = #line + 1
      @Dependency(\.fact) var fact
      XCTAssertEqual(fact.favorite(), 42)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        Goldens.missingFactTestValue(
          spelled: #"@Dependency(\.fact)"#, override: "$0.fact = …",
          readAt: "MissingDependencyFailureTests.swift:\(line)")
      ])
    // The failure points at the declaration that reads the dependency.
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
  }

  func testTheKeyTypeSpellingIsNamedAsWritten() {
    var line = 0
    let failures = withExpectedFailures {
      line = #line + 1
      @Dependency(FactClient.self) var fact
      _ = fact.favorite()
    }
    XCTAssertEqual(
      failures,
      [
        Goldens.missingFactTestValue(
          spelled: "@Dependency(FactClient.self)", override: "$0[FactClient.self] = …",
          readAt: "MissingDependencyFailureTests.swift:\(line)")
      ])
  }

  func testAReadWithoutTheWrapperHasNoDeclarationToPointAt() {
    let failures = withExpectedFailures {
      _ = DependencyValues().fact
    }
    XCTAssertEqual(
      failures,
      [
        Goldens.missingFactTestValue(
          spelled: #"@Dependency(\.fact)"#, override: "$0.fact = …", readAt: nil)
      ])
  }

  func testOneMissingValueFailsOncePerTest() {
    let failures = withExpectedFailures {
      @Dependency(\.fact) var first
      @Dependency(\.fact) var second
      _ = first.favorite()
      _ = second.favorite()
      _ = first.favorite()
    }
    XCTAssertEqual(failures.count, 1)
  }

  func testChangingOneEndpointIsNotAUse() {
    let failures = withExpectedFailures {
      let favorite = withDependencies {
        $0.fact.favorite = { 7 }
      } operation: {
        @Dependency(\.fact) var fact
        return fact.favorite()
      }
      XCTAssertEqual(favorite, 7)
    }
    XCTAssertEqual(failures, [])
  }

  func testAKeyWithATestValueIsReadSilently() {
    let failures = withExpectedFailures {
      @Dependency(\.greeting) var greeting
      XCTAssertEqual(greeting.greet("Blob"), "Test hello, Blob.")
    }
    XCTAssertEqual(failures, [])
  }

  func testTheDeviceDependenciesHaveNoTestValue() {
    var lines: [Int] = []
    let failures = withExpectedFailures {
      lines.append(#line + 1)
      @Dependency(\.uuid) var uuid
      _ = uuid()
      lines.append(#line + 1)
      @Dependency(\.date) var date
      _ = date()
      lines.append(#line + 1)
      @Dependency(\.calendar) var calendar
      _ = calendar.identifier
      lines.append(#line + 1)
      @Dependency(\.locale) var locale
      _ = locale.identifier
      lines.append(#line + 1)
      @Dependency(\.timeZone) var timeZone
      _ = timeZone.identifier
    }
    let names = ["uuid", "date", "calendar", "locale", "timeZone"]
    let values = ["UUIDGenerator", "DateGenerator", "Calendar", "Locale", "TimeZone"]
    XCTAssertEqual(
      failures,
      zip(names, zip(values, lines)).map { name, valueAndLine in
        Goldens.missingBuiltInTestValue(
          name, value: valueAndLine.0,
          readAt: "MissingDependencyFailureTests.swift:\(valueAndLine.1)")
      })
  }

  func testSleepingOnAClockTheTestDidNotSetFailsAtOnce() async {
    var errors: [String] = []
    let failures = await withExpectedFailures {
      @Dependency(\.continuousClock) var continuous
      @Dependency(\.suspendingClock) var suspending
      do {
        try await continuous.sleep(for: .seconds(3600))
      } catch {
        errors.append("\(type(of: error))")
      }
      do {
        try await suspending.sleep(for: .seconds(3600))
      } catch {
        errors.append("\(type(of: error))")
      }
    }
    XCTAssertEqual(
      failures,
      [
        Goldens.unimplementedClock("continuousClock"),
        Goldens.unimplementedClock("suspendingClock"),
      ]
    )
    XCTAssertEqual(errors, ["CancellationError", "CancellationError"])
  }

  func testSchedulingOnAMainQueueTheTestDidNotSetFailsAndDropsTheWork() {
    let ran = LockIsolated(false)
    let failures = withExpectedFailures {
      @Dependency(\.mainQueue) var mainQueue
      mainQueue.schedule { ran.setValue(true) }
      mainQueue.schedule(after: mainQueue.now.advanced(by: 1)) { ran.setValue(true) }
      _ = mainQueue.schedule(after: mainQueue.now, interval: 1) { ran.setValue(true) }
    }
    XCTAssertEqual(
      failures,
      [
        Goldens.unimplementedMainQueue("schedule"),
        Goldens.unimplementedMainQueue("schedule(after:)"),
        Goldens.unimplementedMainQueue("schedule(after:interval:)"),
      ])
    XCTAssertFalse(ran.value)
  }

  func testAKeyWithNoLiveValueReportsInTheLiveContext() {
    let failures = withExpectedFailures {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.counter) var counter
        XCTAssertEqual(counter.next(), 1)
      }
    }
    XCTAssertEqual(failures, [Goldens.missingCounterLiveValue])
  }

  func testPropagatingFromAModelThatKnowsNoDependenciesFails() async {
    var line = 0
    let failures = withRecordedFailures {
      line = #line + 1
      withDependencies(from: PlainModel()) {}
    }
    XCTAssertEqual(failures.map(\.message), [Goldens.unknownModel])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
    let asyncFailures = await withExpectedFailures {
      await withDependencies(from: PlainModel()) { await Task.yield() }
    }
    XCTAssertEqual(asyncFailures, [Goldens.unknownModel])
  }
}
