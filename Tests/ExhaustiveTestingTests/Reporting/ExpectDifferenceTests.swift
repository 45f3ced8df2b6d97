import ExhaustiveTesting
import XCTest

private struct Counter: Equatable {
  var count = 0
  var isOdd = false
  mutating func increment() {
    count += 1
    isOdd.toggle()
  }
}

@MainActor private final class CounterModel {
  var counter = Counter()
  func increment() async {
    await Task.yield()
    counter.increment()
  }
}

/// `expectDifference`: run an operation, then assert exactly what changed (issue 12 §6).
final class ExpectDifferenceTests: XCTestCase {
  func testDescribedChangesPass() {
    var counter = Counter()
    let failures = withExpectedFailures {
      expectDifference(counter) {
        counter.increment()
      } changes: {
        $0.count = 1
        $0.isOdd = true
      }
    }
    XCTAssertEqual(failures, [])
  }

  func testAChangeLeftOutFailsWithTheDiff() {
    var counter = Counter()
    let failures = withExpectedFailures {
      expectDifference(counter) {
        counter.increment()
      } changes: {
        $0.count = 1
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectDifference failed: …

          Counter(
            count: 1,
        −   isOdd: false
        +   isOdd: true
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testTheMessageHeadsTheFailure() {
    var counter = Counter()
    let failures = withExpectedFailures {
      expectDifference(counter, "after one tap") {
        counter.increment()
      } changes: {
        $0.count = 2
        $0.isOdd = true
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectDifference failed: after one tap

          Counter(
        −   count: 2,
        +   count: 1,
            isOdd: true
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testAnOperationThatChangesNothingFails() {
    let counter = Counter()
    let failures = withExpectedFailures {
      expectDifference(counter) {
      } changes: { _ in
      }
    }
    XCTAssertEqual(
      failures, ["expectDifference failed: …\n\nExpected a change, but no change occurred."])
  }

  func testWithoutAnOperationOnlyTheDescribedFieldsAreChecked() {
    var counter = Counter()
    counter.increment()
    let failures = withExpectedFailures {
      expectDifference(counter) { $0.count = 1 }
      expectDifference(counter) { $0.count = 5 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectDifference failed: …

          Counter(
        −   count: 5,
        +   count: 1,
            isOdd: true
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testAThrowingOperationIsAFailure() {
    struct Unexpected: Error {}
    let counter = Counter()
    let failures = withExpectedFailures {
      expectDifference(counter) {
        throw Unexpected()
      } changes: {
        $0.count = 1
      }
    }
    XCTAssertEqual(failures, ["expectDifference failed: …\n\nThrew error: Unexpected()"])
  }

  @MainActor func testAsyncOperation() async {
    let model = CounterModel()
    let failures = await withExpectedFailures {
      await expectDifference(model.counter) {
        await model.increment()
      } changes: {
        $0.count = 1
        $0.isOdd = true
      }
      await expectDifference(model.counter) {
        await model.increment()
      } changes: {
        $0.count = 3
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        expectDifference failed: …

          Counter(
        −   count: 3,
        +   count: 2,
        −   isOdd: true
        +   isOdd: false
          )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testFailureIsReportedAtTheCallSite() {
    var counter = Counter()
    var callLine: UInt = 0
    let failures = withRecordedFailures {
      callLine = #line + 1
      expectDifference(counter) {
        counter.increment()
      } changes: { _ in
      }
    }
    XCTAssertEqual(failures.map(\.location.line), [callLine])
  }
}
