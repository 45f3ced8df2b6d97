import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import Foundation
import Observation
import XCTest

// The samples of the article "Controlling dependencies" (ControllingDependencies.md).
// The model is ControllingDependenciesModel.swift and the first test
// ControllingDependenciesQuoteModelTests.swift, each shown whole; scripts/check-snippets.sh
// checks that every Swift block of the article is in one of these files.

final class ControllingDependenciesArticleTests: XCTestCase {
  /// The failure the article prints (`ArticleQuoteTests` checks the article shows it).
  static let articleFailure = """
    @Dependency(\\.quoteClient) has no test value, and the test did not override it.

      Read at: ControllingDependenciesModel.swift:31
      Value: QuoteClient
      Endpoints: QuoteClient.fetch

    The test goes on with the live value. Override it where the code under test is created: \
    withDependencies { $0.quoteClient = … } operation: { … }, or TestStore(…, \
    withDependencies: { $0.quoteClient = … }). To give the tests that do not override it a \
    value meant for tests, give QuoteClient a testValue.
    """

  /// The article's failure: the same test without overriding the client.
  @MainActor
  func testTheArticlesFailure() async {
    let model = withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      QuoteModel()
    }
    let failures = await withExpectedFailures {
      await model.getQuoteButtonTapped()
    }
    XCTAssertEqual(failures, [Self.articleFailure])
    XCTAssertEqual(model.quote, "Quote #0, from the server.")
  }

  /// A model created inside `operation:` keeps its overrides in the tasks it starts later.
  @MainActor
  func testTheOverridesStayWithTheModel() async {
    let model = withDependencies {
      $0.quoteClient.fetch = { "Quote #\($0), overridden." }
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      QuoteModel()
    }

    // Long after `operation:` returned, from a task of its own:
    await Task { await model.getQuoteButtonTapped() }.value

    XCTAssertEqual(model.quote, "Quote #0, overridden.")
  }

  func testAReducerBesideItsEnvironment() {
    let store = TestStore(
      initialState: StampState(),
      reducer: stampReducer,
      environment: StampEnvironment(mainQueue: .immediate),
      withDependencies: {
        $0.uuid = .incrementing
        $0.date = .constant(Date(timeIntervalSince1970: 0))
      }
    )

    store.send(.stampButtonTapped) {
      $0.stamps = [Stamp(id: UUID(0), date: Date(timeIntervalSince1970: 0))]
    }
  }

  @MainActor
  func testTheBuiltInValues() async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.date = .incrementing
      $0.mainQueue = .immediate
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.timeZone = TimeZone(secondsFromGMT: 0)!
    } operation: {
      BuiltInsModel()
    }
    XCTAssertEqual(model.uuid(), UUID(0))
    XCTAssertEqual(model.date(), Date(timeIntervalSince1970: 0))
    XCTAssertTrue((model.clock as AnyObject) === clock)
  }
}

struct Stamp: Equatable {
  var id: UUID
  var date: Date
}

struct StampState: Equatable {
  var stamps: [Stamp] = []
}

enum StampAction: Equatable {
  case stampButtonTapped
}

struct StampEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let stampReducer = Reducer<StampState, StampAction, StampEnvironment> { state, action, _ in
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  switch action {
  case .stampButtonTapped:
    state.stamps.append(Stamp(id: uuid(), date: date()))
    return .none
  }
}

@MainActor
final class BuiltInsModel {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
}
