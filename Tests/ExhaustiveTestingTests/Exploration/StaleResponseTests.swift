import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

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

final class StaleResponseTests: XCTestCase {
  @MainActor
  func testTheLatestQueryWins() async {
    func body(cancelsStaleSearches: Bool) -> @MainActor () async -> Void {
      {
        // A search that does its work off the main actor, as a network client does.
        let model = SearchModel(cancelsStaleSearches: cancelsStaleSearches) { [$0] }
        model.queryChanged("a")
        model.queryChanged("ab")
        await settle()
        expectNoDifference(model.results, ["ab"])
      }
    }
    await checkCorpusBug(
      buggy: body(cancelsStaleSearches: false), fixed: body(cancelsStaleSearches: true))
  }
}
