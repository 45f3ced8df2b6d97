import ExhaustiveTesting
import Foundation
import XCTest

final class UUIDGeneratorTests: XCTestCase {
  func testIncrementingCountsFromZeroPerAccess() {
    let uuid = UUIDGenerator.incrementing
    XCTAssertEqual([uuid(), uuid(), uuid()], [UUID(0), UUID(1), UUID(2)])
    XCTAssertEqual(UUIDGenerator.incrementing(), UUID(0))
  }

  func testConstantAlwaysReturnsItsValue() {
    let uuid = UUIDGenerator.constant(UUID(42))
    XCTAssertEqual([uuid(), uuid()], [UUID(42), UUID(42)])
  }

  func testUnimplementedReportsAFailureAndReturnsADeterministicValue() {
    let uuid = UUIDGenerator.unimplemented
    var value: UUID?
    let failures = withExpectedFailures { value = uuid() }
    XCTAssertEqual(failures, ["Unimplemented: UUIDGenerator was called."])
    XCTAssertEqual(value, UUID(0))
  }

  func testUnimplementedNamesTheDependencyAndPointsAtItsDeclaration() {
    let uuid = UUIDGenerator.unimplemented("AppEnvironment.uuid")
    let failures = withRecordedFailures { _ = uuid() }
    XCTAssertEqual(failures.map(\.message), ["Unimplemented: AppEnvironment.uuid was called."])
    XCTAssertEqual(failures.map(\.location.line), [#line - 3])
  }

  // Regression (issue 16 §9): the failure pointed at the library's own source line.
  func testUnimplementedCallPointsAtTheLineThatCreatedIt() {
    // Typed: in an untyped `let`, `UUIDGenerator.unimplemented()` would call the property.
    let uuid: UUIDGenerator = .unimplemented()
    let failures = withRecordedFailures { _ = uuid() }
    XCTAssertEqual(failures.map(\.message), ["Unimplemented: UUIDGenerator was called."])
    XCTAssertEqual(failures.map(\.location.line), [#line - 3])
    XCTAssertEqual(failures.map { "\($0.location.fileID)" }, [#fileID])
    XCTAssertEqual(failures.map { "\($0.location.filePath)" }, [#filePath])
  }

  func testUnimplementedCallInAnEnvironmentPointsAtTheEnvironment() {
    struct Environment { var uuid: UUIDGenerator }
    let environment = Environment(uuid: .unimplemented())
    let failures = withRecordedFailures { _ = environment.uuid() }
    XCTAssertEqual(failures.map(\.location.line), [#line - 2])
  }

  // Like the unimplemented scheduler and clock, the generator belongs to the test that made it:
  // called late from a dispatch queue, it names that test instead of blaming the running one.
  func testUnimplementedCalledLateFromADispatchQueueNamesTheTestThatCreatedIt() {
    // The call waits until the second test runs, so the first has surely ended: no timing.
    let secondIsRunning = DispatchSemaphore(value: 0)
    let fired = DispatchSemaphore(value: 0)
    let first = OwnTestRun.run(named: "first", makingStoreInSetUp: false) { _ in
      let uuid: UUIDGenerator = .unimplemented("AppEnvironment.uuid", line: 7)
      DispatchQueue.global().async {
        secondIsRunning.wait()
        _ = uuid()
        fired.signal()
      }
    }
    let second = OwnTestRun.run(named: "second", makingStoreInSetUp: false) { _ in
      secondIsRunning.signal()
      fired.wait()
    }
    // `expect`, not `XCTAssert…`: XCTest forgets the outer test once an inner one ran.
    expect(first.recordedFailures.map(\.message), [])
    expect(
      second.recordedFailures.map(\.message),
      [
        """
        Unimplemented: AppEnvironment.uuid was called.

        (Reported late: this failure belongs to \(first.name), which has ended.)
        """
      ])
    expect(second.recordedFailures.map(\.line), [7])
  }

  func testUnimplementedCalledFromAReducerFailsTheTestWithoutCrashing() {
    struct Environment { var uuid: UUIDGenerator }
    enum Tap: Equatable { case add }
    let reducer = Reducer<[UUID], Tap, Environment> { state, _, environment in
      state.append(environment.uuid())
      return .none
    }
    let store = TestStore(
      initialState: [], reducer: reducer, environment: Environment(uuid: .unimplemented))
    let failures = withRecordedFailures {
      store.send(.add, line: 1) { $0 = [UUID(0)] }
    }
    // Inside a store's step the failure belongs to that step, with its timeline.
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented: UUIDGenerator was called.

        Timeline:
          send UUIDGeneratorTests.Tap.add (UUIDGeneratorTests.swift:1)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [1])
  }
}
