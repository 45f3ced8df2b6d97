import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// The code is right; the test is not: it pins the order two detached tasks reach an actor in,
/// which Swift does not promise. First in, first out always gives the same order, so the test
/// passes until production (or another schedule) starts them the other way round.
final class UnpromisedOrderTests: XCTestCase {
  @MainActor
  func testATestThatPinsAnOrderSwiftDoesNotPromise() async {
    func body(comparesInOrder: Bool) -> @MainActor () async -> Void {
      {
        let log = ActivityLog()
        Task.detached { await log.append("synced contacts") }
        Task.detached { await log.append("synced photos") }
        await settle()
        let entries = await log.entries
        // The fix: compare what Swift promises, the entries, not their order.
        if comparesInOrder {
          expectNoDifference(entries, ["synced contacts", "synced photos"])
        } else {
          expectNoDifference(entries.sorted(), ["synced contacts", "synced photos"])
        }
      }
    }
    await checkCorpusBug(buggy: body(comparesInOrder: true), fixed: body(comparesInOrder: false))
  }
}
