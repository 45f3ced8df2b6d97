// The fixture app's code run under test, in a file that imports Combine beside our modules.
import Combine
import ExhaustivePublishers
import ExhaustiveTesting
import Foundation
import XCTest

@testable import CombineApp

final class CombineAppTests: XCTestCase {
  func testEpisode103TodosDebounce() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: AppState(todos: [Todo(id: UUID(0))]),
      reducer: appReducer,
      environment: AppEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: UUID.incrementing)
    )
    store.assert(
      .send(.todo(index: 0, action: .checkboxTapped)) { $0.todos[0].isComplete = true },
      .do { scheduler.advance(by: 0.5) },
      .send(.todo(index: 0, action: .checkboxTapped)) { $0.todos[0].isComplete = false },
      .do { scheduler.advance(by: 1) },
      .receive(.todoDelayCompleted)
    )
  }

  func testSearchWithCombinePublishers() {
    let scheduler = DispatchQueue.testScheduler
    let saved = LockIsolatedCounter()
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(
        search: { Just(["\($0)!"]).setFailureType(to: SearchError.self).eraseToAnyPublisher() },
        save: { .fireAndForget { saved.increment() } },
        mainQueue: scheduler.eraseToAnyScheduler()
      )
    )
    store.assert(
      .send(.queryChanged("a")) { $0.query = "a" },
      .do { scheduler.advance(by: 0.3) },
      .receive(.response(.success(["a!"]))) { $0.results = ["a!"] },
      .do { scheduler.advance(by: 1) },
      .receive(.delayedTick),
      .send(.tick) { $0.ticks = 1 },
      .do { scheduler.advance(by: 1) },
      .receive(.saved)
    )
    XCTAssertEqual(saved.value, 1)
  }

  func testOrdinaryCombineCode() {
    let scheduler = DispatchQueue.testScheduler
    let model = CounterViewModel()
    model.bind(scheduler: scheduler.eraseToAnyScheduler())
    model.taps.send(1)
    model.title.send("x")
    XCTAssertEqual(model.log, ["just 2", "future 3", "deferred 4", "fail 5"])
    scheduler.advance(by: 0.3)
    XCTAssertEqual(Array(model.log.dropFirst(4)), ["tap 1", "title x"])
    model.cancellables.removeAll()
  }

  func testEffectIsACombinePublisher() {
    var values: [Int] = []
    var finished = false
    let cancellable = Effect<Int, Never>.merge(Effect(value: 1), Effect(value: 2))
      .map { $0 * 10 }
      .eraseToAnyPublisher()
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    XCTAssertEqual(values, [10, 20])
    XCTAssertTrue(finished)
    _ = cancellable
  }
}

/// A counter an effect may bump from any thread.
final class LockIsolatedCounter: @unchecked Sendable {
  // Safe: every access holds the lock.
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
