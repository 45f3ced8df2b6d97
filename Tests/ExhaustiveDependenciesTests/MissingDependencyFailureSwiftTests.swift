import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import Foundation
import Testing

/// Every failure ExhaustiveDependencies reports, in full, under Swift Testing: the same words as
/// under XCTest (`MissingDependencyFailureTests`), recorded as issues of the running `@Test`.
@Suite struct MissingDependencyFailureSwiftTests {
  /// Through the real path: the failure is an issue of this test, with the full message as its
  /// comment, pointing at the `@Dependency` declaration.
  @Test func aClientWithNoTestValueRecordsAnIssueOfTheTest() {
    let line = #line + 2
    withKnownIssue {
      @Dependency(\.fact) var fact
      #expect(fact.favorite() == 42)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        Goldens.missingFactTestValue(
          spelled: #"@Dependency(\.fact)"#, override: "$0.fact = …",
          readAt: "MissingDependencyFailureSwiftTests.swift:\(line)")
      ] && issue.sourceLocation?.line == line
    }
  }

  @Test func theKeyTypeSpellingIsNamedAsWritten() {
    var line = 0
    let failures = withExpectedFailures {
      line = #line + 1
      @Dependency(FactClient.self) var fact
      _ = fact.favorite()
    }
    #expect(
      failures == [
        Goldens.missingFactTestValue(
          spelled: "@Dependency(FactClient.self)", override: "$0[FactClient.self] = …",
          readAt: "MissingDependencyFailureSwiftTests.swift:\(line)")
      ])
  }

  /// The cache is per test under Swift Testing too: this test and the one above each fail once.
  @Test func eachTestReportsItsOwnMissingValue() {
    let failures = withExpectedFailures {
      _ = DependencyValues().fact
      _ = DependencyValues().fact
    }
    #expect(
      failures == [
        Goldens.missingFactTestValue(
          spelled: #"@Dependency(\.fact)"#, override: "$0.fact = …", readAt: nil)
      ])
  }

  @Test func theDeviceDependenciesHaveNoTestValue() {
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
    let expected = [
      ("uuid", "UUIDGenerator"), ("date", "DateGenerator"), ("calendar", "Calendar"),
      ("locale", "Locale"), ("timeZone", "TimeZone"),
    ].enumerated().map { index, dependency in
      Goldens.missingBuiltInTestValue(
        dependency.0, value: dependency.1,
        readAt: "MissingDependencyFailureSwiftTests.swift:\(lines[index])")
    }
    #expect(failures == expected)
  }

  @Test func sleepingOnAClockTheTestDidNotSetFailsAtOnce() async {
    let failures = await withExpectedFailures {
      @Dependency(\.continuousClock) var continuous
      @Dependency(\.suspendingClock) var suspending
      await #expect(throws: CancellationError.self) {
        try await continuous.sleep(for: .seconds(3600))
      }
      await #expect(throws: CancellationError.self) {
        try await suspending.sleep(for: .seconds(3600))
      }
    }
    #expect(
      failures == [
        Goldens.unimplementedClock("continuousClock"),
        Goldens.unimplementedClock("suspendingClock"),
      ])
  }

  @Test func schedulingOnAMainQueueTheTestDidNotSetFailsAndDropsTheWork() {
    let ran = LockIsolated(false)
    let failures = withExpectedFailures {
      @Dependency(\.mainQueue) var mainQueue
      mainQueue.schedule { ran.setValue(true) }
      mainQueue.schedule(after: mainQueue.now.advanced(by: 1)) { ran.setValue(true) }
      _ = mainQueue.schedule(after: mainQueue.now, interval: 1) { ran.setValue(true) }
    }
    #expect(
      failures == [
        Goldens.unimplementedMainQueue("schedule"),
        Goldens.unimplementedMainQueue("schedule(after:)"),
        Goldens.unimplementedMainQueue("schedule(after:interval:)"),
      ])
    #expect(!ran.value)
  }

  @Test func aKeyWithNoLiveValueReportsInTheLiveContext() {
    let failures = withExpectedFailures {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.counter) var counter
        _ = counter.next()
      }
    }
    #expect(failures == [Goldens.missingCounterLiveValue])
  }

  @Test func propagatingFromAModelThatKnowsNoDependenciesFails() {
    let failures = withExpectedFailures {
      withDependencies(from: PlainModel()) {}
    }
    #expect(failures == [Goldens.unknownModel])
  }

  @Test func aStatefulTestValueIsFreshInEachTest() {
    @Dependency(\.counter) var counter
    #expect(counter.next() == 1)
    #expect(counter.next() == 2)
  }

  @Test func aStatefulTestValueIsFreshInEachTestToo() {
    @Dependency(\.counter) var counter
    #expect(counter.next() == 1)
  }
}
