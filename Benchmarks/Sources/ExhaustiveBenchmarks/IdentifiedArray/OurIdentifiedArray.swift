import ExhaustiveCore
import Foundation

extension IdentifiedArrayEngine {
  /// Exhaustive's `IdentifiedArrayOf`.
  static func ours(_ workload: IdentifiedArrayWorkload) -> IdentifiedArrayEngine {
    let base = IdentifiedArrayOf<BenchmarkRow>(
      workload.ids.enumerated().map { BenchmarkRow(id: $1, value: $0) })
    return IdentifiedArrayEngine(
      lookup: {
        var sum = 0
        for id in workload.shuffled { sum &+= base[id: id]!.value }
        return sum
      },
      update: {
        var array = base
        for id in workload.shuffled { array[id: id]!.value += 1 }
        return array.reduce(0) { $0 &+ $1.value }
      },
      remove: {
        var array = base
        for id in workload.removals { array.remove(id: id) }
        return array.count
      },
      insert: {
        var array = base
        for (position, row) in workload.insertions { array.insert(row, at: position) }
        return array.count
      }
    )
  }
}
