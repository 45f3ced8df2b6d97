import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

/// Loads several rows at once with a task group and shows them as they complete: the order the
/// children finish in becomes the order on screen.
@MainActor @Observable
final class DashboardModel {
  var rows: [String] = []
  @ObservationIgnored private let keepsRequestOrder: Bool
  @ObservationIgnored private let fetch: @Sendable (Int) async -> String

  init(keepsRequestOrder: Bool, fetch: @escaping @Sendable (Int) async -> String) {
    self.keepsRequestOrder = keepsRequestOrder
    self.fetch = fetch
  }

  func load(_ ids: [Int]) async {
    let fetch = fetch
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for (index, id) in ids.enumerated() {
        group.addTask { (index, await fetch(id)) }
      }
      var results: [(Int, String)] = []
      for await result in group { results.append(result) }
      return results
    }
    // The fix: put the rows back in the order they were asked for.
    rows = (keepsRequestOrder ? results.sorted { $0.0 < $1.0 } : results).map(\.1)
  }
}

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
