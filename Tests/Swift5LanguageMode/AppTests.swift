import ExhaustiveCore
import ExhaustiveTesting
import XCTest

final class Swift5LanguageModeAppTests: XCTestCase {
  let scheduler = DispatchQueue.testScheduler

  func testPulledBackCounterWithADelayedEffect() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.counter(.incrementTapped)) { $0.counter.count = 1 },
      .send(.counter(.delayedIncrementTapped)) { $0.counter.isLoading = true },
      .do { self.scheduler.advance(by: 1) },
      .receive(.counter(.delayedIncrementResponse(1))) {
        $0.counter.isLoading = false
        $0.counter.count = 2
      }
    )
  }

  func testForEachRowsAndTheOptionalDetail() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.assert(
      .send(.addRowTapped) { $0.rows = [Row(id: UUID(0))] },
      .send(.row(index: 0, action: .decrementTapped)) { $0.rows[0].counter.count = -1 },
      .send(.showDetail(true)) { $0.detail = CounterState() },
      .send(.detail(.incrementTapped)) { $0.detail?.count = 1 },
      .send(.showDetail(false)) { $0.detail = nil }
    )
  }

  func testAScopedTestStoreSendsViewActions() {
    let store = TestStore(
      initialState: AppState(),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )

    store.scope(state: { $0.counter }, action: AppAction.counter).assert(
      .send(.incrementTapped) { $0.count = 1 },
      .send(.delayedIncrementTapped) { $0.isLoading = true },
      .do { self.scheduler.advance(by: 1) },
      .receive(.counter(.delayedIncrementResponse(1))) {
        $0.isLoading = false
        $0.count = 2
      }
    )
  }

  func testCasePathsBuiltFromCasesEmbedAndExtract() {
    let row: CasePath<AppAction, (index: Int, action: CounterAction)> =
      /AppAction.row(index:action:)
    let counter: CasePath<AppAction, CounterAction> = /AppAction.counter

    XCTAssertEqual(counter.embed(.incrementTapped), .counter(.incrementTapped))
    XCTAssertEqual(counter.extract(from: .counter(.decrementTapped)), .decrementTapped)
    XCTAssertNil(counter.extract(from: .detail(.decrementTapped)))
    XCTAssertEqual(
      row.embed((index: 2, action: .incrementTapped)), .row(index: 2, action: .incrementTapped))
    XCTAssertEqual(row.extract(from: .row(index: 1, action: .decrementTapped))?.index, 1)
    XCTAssertNil(row.extract(from: .counter(.decrementTapped)))

    let detail = CasePath<AppAction, CounterAction>.case(AppAction.detail)
    let response = /AppAction.counter .. CounterAction.delayedIncrementResponse
    XCTAssertEqual(detail.embed(.incrementTapped), .detail(.incrementTapped))
    XCTAssertEqual(response.extract(from: .counter(.delayedIncrementResponse(3))), 3)
    XCTAssertNil(response.extract(from: .counter(.incrementTapped)))
  }
}
