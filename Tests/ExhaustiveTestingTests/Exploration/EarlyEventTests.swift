import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

final class EarlyEventTests: XCTestCase {
  @MainActor
  func testAMessageSentRightAfterTheInboxStartsIsCounted() async {
    func body(subscribesFirst: Bool) -> @MainActor () async -> Void {
      {
        let bus = MessageBus()
        let inbox = InboxModel(bus: bus, subscribesFirst: subscribesFirst)
        inbox.start()
        Composer(bus: bus).sendTapped()
        await settle()
        inbox.stop()
        await settle()
        XCTAssertNoDifference(inbox.unread, 1)
      }
    }
    await checkCorpusBug(buggy: body(subscribesFirst: false), fixed: body(subscribesFirst: true))
  }
}
