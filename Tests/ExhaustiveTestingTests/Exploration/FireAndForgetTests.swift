import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class FireAndForgetTests: XCTestCase {
  @MainActor
  func testEventsArriveInTheOrderTheyWereTracked() async {
    func body(ordered: Bool) -> @MainActor () async -> Void {
      {
        let analytics = Analytics(ordered: ordered)
        analytics.track("screenOpened")
        analytics.track("buttonTapped")
        await settle()
        await analytics.finish()
        let events = await analytics.sink.events
        expectNoDifference(events, ["screenOpened", "buttonTapped"])
      }
    }
    await checkCorpusBug(buggy: body(ordered: false), fixed: body(ordered: true))
  }
}
