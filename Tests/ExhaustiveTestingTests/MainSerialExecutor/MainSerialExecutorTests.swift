import ExhaustiveCore
import ExhaustiveTesting
import XCTest

@MainActor
private final class Counter {
  var count = 0
  var log: [String] = []
}

final class MainSerialExecutorTests: XCTestCase {
  @MainActor
  func testSettleRunsAnUnstructuredTaskOnTheMainActor() async {
    await withMainSerialExecutor {
      let counter = Counter()
      Task { counter.count += 1 }
      XCTAssertEqual(counter.count, 0)
      await settle()
      XCTAssertEqual(counter.count, 1)
    }
  }

  @MainActor
  func testSettleFollowsHopsThroughNonisolatedCode() async {
    await withMainSerialExecutor {
      let counter = Counter()
      Task {
        for index in 1...50 {
          await nonisolatedHop()
          counter.log.append("hop \(index)")
        }
      }
      await settle()
      XCTAssertEqual(counter.log.count, 50)
    }
  }
}

nonisolated private func nonisolatedHop() async {}
