import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

final class TaskGroupOrderTests: XCTestCase {
  @MainActor
  func testRowsKeepTheRequestedOrder() async {
    func body(keepsRequestOrder: Bool) -> @MainActor () async -> Void {
      {
        let model = DashboardModel(keepsRequestOrder: keepsRequestOrder) { "row \($0)" }
        await model.load([1, 2, 3])
        expectNoDifference(model.rows, ["row 1", "row 2", "row 3"])
      }
    }
    await checkCorpusBug(
      buggy: body(keepsRequestOrder: false), fixed: body(keepsRequestOrder: true))
  }
}
