import ExhaustiveTesting
import Observation
import Testing
import XCTest

// The "Exploring schedules" article's model and tests, verbatim.

@MainActor @Observable
final class SearchResultsModel {
  var results: [String] = []
  @ObservationIgnored let search: @Sendable (String) async -> [String]
  @ObservationIgnored private var searchTask: Task<Void, Never>?

  init(search: @escaping @Sendable (String) async -> [String]) {
    self.search = search
  }

  func queryChanged(_ query: String) {
    searchTask = Task {
      let results = await search(query)
      self.results = results
    }
  }
}

@MainActor @Observable
final class FixedSearchResultsModel {
  var results: [String] = []
  @ObservationIgnored let search: @Sendable (String) async -> [String]
  @ObservationIgnored private var searchTask: Task<Void, Never>?

  init(search: @escaping @Sendable (String) async -> [String]) {
    self.search = search
  }

  func queryChanged(_ query: String) {
    searchTask?.cancel()
    searchTask = Task {
      let results = await search(query)
      guard !Task.isCancelled else { return }
      self.results = results
    }
  }
}

@MainActor
final class SearchResultsExplorationTests: XCTestCase {
  func testTheLatestQueryWins() async {
    await withMainSerialExecutor(schedules: .random(count: 200)) {
      let model = FixedSearchResultsModel { query in [query] }
      model.queryChanged("s")
      model.queryChanged("sw")
      await settle()
      expectNoDifference(model.results, ["sw"])
    }
  }

  /// The unfixed model passes first in, first out, and exploration finds its bug.
  func testTheUnfixedModelFailsASchedule() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor(schedules: .random(count: 200)) {
        let model = SearchResultsModel { query in [query] }
        model.queryChanged("s")
        model.queryChanged("sw")
        await settle()
        expectNoDifference(model.results, ["sw"])
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssert(failures.first?.hasPrefix("Schedule ") ?? false, "\(failures)")
  }
}

@MainActor
struct SearchResultsExplorationSuite {
  @Test(.mainSerialExecutor(schedules: .pct(count: 500, depth: 2)))
  func theLatestQueryWins() async {
    let model = FixedSearchResultsModel { query in [query] }
    model.queryChanged("s")
    model.queryChanged("sw")
    await settle()
    #expect(model.results == ["sw"])
  }

  @Test(.mainSerialExecutor(schedules: .deviations(upTo: 2)))
  func everyScheduleWithinTwoDeviations() async {
    let model = FixedSearchResultsModel { query in [query] }
    model.queryChanged("s")
    model.queryChanged("sw")
    await settle()
    #expect(model.results == ["sw"])
  }
}
