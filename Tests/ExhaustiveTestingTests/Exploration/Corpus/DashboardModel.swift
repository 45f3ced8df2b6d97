// One bug of the exploration corpus (issue 33), with its fix behind a flag: the model, shared
// by its tests beside this folder and by the benchmarks (Benchmarks/.../Exploration/Corpus is
// a link to this folder).
import ExhaustiveCore
import Observation

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
