// One bug of the exploration corpus (issue 33), with its fix behind a flag: the model, shared
// by its tests beside this folder and by the benchmarks (Benchmarks/.../Exploration/Corpus is
// a link to this folder).
import ExhaustiveCore
import Observation

/// Episode 239's back-to-back requests without the fix: each search's response lands on the
/// main actor when its request returns, and the last to land wins, not the last typed.
@MainActor @Observable
final class SearchModel {
  var results: [String] = []
  @ObservationIgnored private let search: @Sendable (String) async -> [String]
  @ObservationIgnored private var searchTask: Task<Void, Never>?
  @ObservationIgnored private let cancelsStaleSearches: Bool

  init(cancelsStaleSearches: Bool, search: @escaping @Sendable (String) async -> [String]) {
    self.cancelsStaleSearches = cancelsStaleSearches
    self.search = search
  }

  func queryChanged(_ query: String) {
    // The fix: a newer query cancels the search in flight, which then drops its response.
    if cancelsStaleSearches { searchTask?.cancel() }
    searchTask = Task {
      let results = await search(query)
      if cancelsStaleSearches, Task.isCancelled { return }
      self.results = results
    }
  }
}
