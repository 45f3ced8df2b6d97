import ExhaustiveConcurrency
import XCTest

final class LockIsolatedTests: XCTestCase {
  func testWithValueIsOneTransactionAcrossThreads() {
    let count = LockIsolated(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      count.withValue { $0 += 1 }
    }
    XCTAssertEqual(count.value, 1_000)
  }

  func testWithValueReturnsTheOperationsResult() {
    let calls = LockIsolated<[Int]>([])
    let countAfter = calls.withValue { calls -> Int in
      calls.append(7)
      return calls.count
    }
    XCTAssertEqual(countAfter, 1)
    XCTAssertEqual(calls.value, [7])
  }

  func testAMutationBeforeAThrowIsKept() {
    struct Stop: Error {}
    let value = LockIsolated(1)
    XCTAssertThrowsError(
      try value.withValue { value in
        value = 2
        throw Stop()
      })
    XCTAssertEqual(value.value, 2)
  }

  func testSetValueAndDynamicMemberLookup() {
    let names = LockIsolated(["a"])
    names.setValue(["a", "b", "c"])
    XCTAssertEqual(names.count, 3)
    XCTAssertEqual(names.first, "a")
  }

  func testTheInitializerAndSetterRethrow() throws {
    XCTAssertThrowsError(try LockIsolated(try refuse()))
    let value = LockIsolated(3)
    XCTAssertThrowsError(try value.setValue(try refuse()))
    XCTAssertEqual(value.value, 3)
  }
}

private struct Refused: Error {}

@Sendable private func refuse() throws -> Int { throw Refused() }
