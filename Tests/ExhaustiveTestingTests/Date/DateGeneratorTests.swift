import ExhaustiveTesting
import Foundation
import Observation
import XCTest

final class DateGeneratorTests: XCTestCase {
  func testIncrementingCountsSecondsFromTheEpochPerAccess() {
    let date = DateGenerator.incrementing
    XCTAssertEqual(
      [date(), date(), date()],
      [0, 1, 2].map { Date(timeIntervalSince1970: $0) })
    XCTAssertEqual(DateGenerator.incrementing(), Date(timeIntervalSince1970: 0))
  }

  func testIncrementingFromAStartByAStep() {
    let date = DateGenerator.incrementing(from: Date(timeIntervalSince1970: 1_000), by: 0.1)
    let dates = (0..<1_001).map { _ in date() }
    XCTAssertEqual(dates.first, Date(timeIntervalSince1970: 1_000))
    // Each date is the start plus whole steps, not a running sum: no drift after many calls.
    XCTAssertEqual(dates.last, Date(timeIntervalSince1970: 1_000).addingTimeInterval(1_000 * 0.1))
    XCTAssertEqual(dates[10], Date(timeIntervalSince1970: 1_000).addingTimeInterval(10 * 0.1))
  }

  func testIncrementingIsSafeFromManyThreads() {
    let date = DateGenerator.incrementing
    let seen = Lock<Set<Date>>([])
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      let next = date()
      seen.withLock { _ = $0.insert(next) }
    }
    XCTAssertEqual(seen.value.count, 1_000)
    XCTAssertEqual(seen.value.max(), Date(timeIntervalSince1970: 999))
  }

  func testConstantAlwaysReturnsItsDate() {
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 42))
    XCTAssertEqual([date(), date.now], [42, 42].map { Date(timeIntervalSince1970: $0) })
  }

  func testSettingNowFixesTheDate() {
    var date = DateGenerator.incrementing
    date.now = Date(timeIntervalSince1970: 7)
    XCTAssertEqual([date(), date()], [7, 7].map { Date(timeIntervalSince1970: $0) })
  }

  func testNowIsTheRealDate() {
    let before = Date()
    let now = DateGenerator.now()
    let after = Date()
    XCTAssertTrue(before <= now && now <= after)
  }

  func testUnimplementedReportsAFailureAndReturnsTheEpoch() {
    let date = DateGenerator.unimplemented
    var value: Date?
    let failures = withRecordedFailures { value = date() }
    XCTAssertEqual(failures.map(\.message), ["Unimplemented: DateGenerator was called."])
    // A property cannot see where it is written: it points at the line that calls it.
    XCTAssertEqual(failures.map(\.location.line), [#line - 3])
    XCTAssertEqual(value, Date(timeIntervalSince1970: 0))
  }

  func testUnimplementedNamesTheDependencyAndPointsAtItsDeclaration() {
    let date = DateGenerator.unimplemented("AppEnvironment.date")
    let failures = withRecordedFailures { _ = date() }
    XCTAssertEqual(failures.map(\.message), ["Unimplemented: AppEnvironment.date was called."])
    XCTAssertEqual(failures.map(\.location.line), [#line - 3])
    let unnamed: DateGenerator = .unimplemented()
    XCTAssertEqual(
      withExpectedFailures { _ = unnamed() }, ["Unimplemented: DateGenerator was called."])
  }

  func testInAnEnvironment() {
    struct Environment { var date: DateGenerator }
    enum Action: Equatable { case stamp }
    let reducer = Reducer<[Date], Action, Environment> { state, _, environment in
      state.append(environment.date())
      return .none
    }
    let store = TestStore(
      initialState: [], reducer: reducer, environment: Environment(date: .incrementing))
    store.send(.stamp) { $0 = [Date(timeIntervalSince1970: 0)] }
    store.send(.stamp) { $0.append(Date(timeIntervalSince1970: 1)) }
  }

  func testUnimplementedCalledFromAReducerFailsTheStep() {
    struct Environment { var date: DateGenerator }
    enum Action: Equatable { case stamp }
    let reducer = Reducer<[Date], Action, Environment> { state, _, environment in
      state.append(environment.date())
      return .none
    }
    let store = TestStore(
      initialState: [], reducer: reducer, environment: Environment(date: .unimplemented))
    let failures = withRecordedFailures {
      store.send(.stamp, line: 1) { $0 = [Date(timeIntervalSince1970: 0)] }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented: DateGenerator was called.

        Timeline:
          send DateGeneratorTests.Action.stamp (DateGeneratorTests.swift:1)
        """
      ])
  }

  @MainActor
  func testInTheModelHarness() {
    let harness = ModelHarness(StampModel(date: .incrementing))
    harness.run {
      $0.stampButtonTapped()
    } expecting: {
      $0.stamps = [Date(timeIntervalSince1970: 0)]
    }
    harness.run {
      $0.stampButtonTapped()
    } expecting: {
      $0.stamps.append(Date(timeIntervalSince1970: 1))
    }
  }
}

@MainActor
@Observable
final class StampModel {
  var stamps: [Date] = []
  @ObservationIgnored let date: DateGenerator

  init(date: DateGenerator) {
    self.date = date
  }

  func stampButtonTapped() {
    stamps.append(date())
  }
}
