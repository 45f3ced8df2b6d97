import ExhaustiveConcurrency
import XCTest

/// `ActorIsolated` is deprecated, as in the peer: each test is marked so (not the class, which
/// XCTest's generated test list on Linux names outside any deprecated context).
final class ActorIsolatedTests: XCTestCase {
  @available(*, deprecated)
  func testWithValueFromManyTasksIsOneTransactionEach() async {
    let numbers = ActorIsolated<Set<Int>>([])
    await numbers.setValue([0])
    await withTaskGroup(of: Void.self) { group in
      for number in 1...100 {
        group.addTask { await numbers.withValue { _ = $0.insert(number) } }
      }
    }
    let value = await numbers.value
    XCTAssertEqual(value, Set(0...100))
  }

  @available(*, deprecated)
  func testWithValueReturnsTheResultAndKeepsAMutationBeforeAThrow() async throws {
    struct Stop: Error {}
    let count = ActorIsolated(1)
    let doubled = await count.withValue { count -> Int in
      count += 1
      return count * 2
    }
    XCTAssertEqual(doubled, 4)
    do {
      try await count.withValue { count in
        count = 10
        throw Stop()
      }
      XCTFail("withValue did not rethrow")
    } catch is Stop {}
    let value = await count.value
    XCTAssertEqual(value, 10)
  }
}
