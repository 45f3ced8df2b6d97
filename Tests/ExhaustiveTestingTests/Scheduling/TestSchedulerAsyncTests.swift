import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import XCTest

/// The async forms of `advance`/`run`, and the async helpers on `Scheduler` (`sleep`, `timer`,
/// `measure`), as combine-schedulers spells them.
final class TestSchedulerAsyncTests: XCTestCase {
  // MARK: A test store's async effects run while the scheduler advances

  func testAdvancingPastADebounceStartsTheDebouncedRequestBeforeReturning() async {
    let scheduler = DispatchQueue.test
    let searches = Calls()
    let store = TestStore(
      initialState: DebouncedSearchState(),
      reducer: debouncedSearchReducer,
      environment: DebouncedSearchEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        search: { query in
          searches.append(query)
          return "results for \(query)"
        }))

    await store.send(.queryChanged("ex")) { $0.query = "ex" }
    await scheduler.advance(by: .milliseconds(299))
    XCTAssertEqual(searches.values, [])
    await scheduler.advance(by: .milliseconds(1))
    // Checked between the advance and the next store call: the request has started.
    XCTAssertEqual(searches.values, ["ex"])
    await store.receive(.response("results for ex")) { $0.results = "results for ex" }
  }

  func testTheSynchronousAdvanceStartsItToo() {
    let scheduler = DispatchQueue.test
    let searches = Calls()
    let store = TestStore(
      initialState: DebouncedSearchState(),
      reducer: debouncedSearchReducer,
      environment: DebouncedSearchEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        search: { query in
          searches.append(query)
          return "results for \(query)"
        }))

    store.send(.queryChanged("ex")) { $0.query = "ex" }
    scheduler.advance(by: .milliseconds(300))
    XCTAssertEqual(searches.values, ["ex"])
    store.receive(.response("results for ex")) { $0.results = "results for ex" }
  }

  func testASupersededQueryNeverSearches() async {
    let scheduler = DispatchQueue.test
    let searches = Calls()
    let store = TestStore(
      initialState: DebouncedSearchState(),
      reducer: debouncedSearchReducer,
      environment: DebouncedSearchEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(),
        search: { query in
          searches.append(query)
          return "results for \(query)"
        }))

    await store.send(.queryChanged("e")) { $0.query = "e" }
    await scheduler.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ex")) { $0.query = "ex" }
    await scheduler.advance(by: .milliseconds(200))
    XCTAssertEqual(searches.values, [])
    await scheduler.advance(by: .milliseconds(100))
    XCTAssertEqual(searches.values, ["ex"])
    await store.receive(.response("results for ex")) { $0.results = "results for ex" }
  }

  // MARK: sleep(for:)

  @MainActor
  func testSleepEndsWhenTheSchedulerReachesTheDeadline() async throws {
    try await withMainSerialExecutor {
      let scheduler = DispatchQueue.test
      let woke = Calls()
      let task = Task {
        try await scheduler.sleep(for: .seconds(1))
        woke.append("woke")
      }
      // The async advance lets the task reach its sleep before time moves.
      await scheduler.advance(by: .milliseconds(999))
      XCTAssertEqual(woke.values, [])
      await scheduler.advance(by: .milliseconds(1))
      XCTAssertEqual(woke.values, ["woke"])
      try await task.value
    }
  }

  @MainActor
  func testSleepUntilADeadline() async throws {
    try await withMainSerialExecutor {
      let scheduler = DispatchQueue.test
      let woke = Calls()
      let deadline = scheduler.now.advanced(by: .seconds(2))
      let task = Task {
        try await scheduler.sleep(until: deadline)
        woke.append("woke")
      }
      await scheduler.advance(by: .seconds(1))
      XCTAssertEqual(woke.values, [])
      await scheduler.advance(to: deadline)
      XCTAssertEqual(woke.values, ["woke"])
      try await task.value
    }
  }

  @MainActor
  func testCancellingASleepThrowsAndWithdrawsItsWakeUp() async throws {
    try await withMainSerialExecutor {
      let scheduler = DispatchQueue.test
      let task = Task { try await scheduler.sleep(for: .seconds(1)) }
      await settle()
      XCTAssertEqual(scheduler.pendingWorkCount, 1)
      task.cancel()
      let result = await task.result
      XCTAssertThrowsError(try result.get()) { XCTAssert($0 is CancellationError) }
      XCTAssertEqual(scheduler.pendingWorkCount, 0)
    }
  }

  func testSleepingInACancelledTaskThrowsAtOnce() async {
    let scheduler = DispatchQueue.test
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await scheduler.sleep(for: .seconds(1))
    }
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssert($0 is CancellationError) }
    XCTAssertEqual(scheduler.pendingWorkCount, 0)
  }

  // MARK: timer(interval:)

  @MainActor
  func testTimerTicksOncePerIntervalWithTheSchedulersTime() async {
    await withMainSerialExecutor {
      let scheduler = DispatchQueue.test
      let start = scheduler.now
      let task = Task {
        var ticks: [DispatchQueue.SchedulerTimeType.Stride] = []
        for await time in scheduler.timer(interval: .seconds(1)).prefix(3) {
          ticks.append(start.distance(to: time))
        }
        return ticks
      }
      await scheduler.advance(by: .seconds(3))
      let ticks = await task.value
      XCTAssertEqual(ticks, [.seconds(1), .seconds(2), .seconds(3)])
      // Ending the iteration cancelled the repeating work.
      XCTAssertEqual(scheduler.pendingWorkCount, 0)
    }
  }

  @MainActor
  func testRunDrivesATimerUntilItsConsumerStops() async {
    await withMainSerialExecutor {
      let scheduler = DispatchQueue.test
      let task = Task {
        await scheduler.timer(interval: .seconds(1)).prefix(10).reduce(into: 0) { @Sendable n, _ in
          n += 1
        }
      }
      await scheduler.run()
      let count = await task.value
      XCTAssertEqual(count, 10)
      XCTAssertEqual(scheduler.now, DispatchQueue.test.now.advanced(by: .seconds(10)))
    }
  }

  // MARK: measure(_:)

  func testMeasureReturnsTheTimeTheWorkAdvanced() {
    let scheduler = DispatchQueue.test
    let elapsed = scheduler.measure {
      scheduler.advance(by: .milliseconds(1500))
    }
    XCTAssertEqual(elapsed, .milliseconds(1500))
    XCTAssertEqual(DispatchQueue.immediate.measure {}, .zero)
  }

  // MARK: Actions that need not be @Sendable (Swift 6 code written for combine-schedulers)

  func testActionsMayMutateTheTestsLocalState() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    scheduler.schedule { values.append(1) }
    scheduler.schedule(after: scheduler.now.advanced(by: 1)) { values.append(2) }
    let timer = scheduler.schedule(after: scheduler.now.advanced(by: 2), interval: 1) {
      values.append(3)
    }
    scheduler.advance(by: 3)
    XCTAssertEqual(values, [1, 2, 3, 3])
    timer.cancel()

    let immediate = DispatchQueue.immediate
    var ran = 0
    immediate.schedule { ran += 1 }
    immediate.schedule(after: immediate.now.advanced(by: 1)) { ran += 1 }
    _ = immediate.schedule(after: immediate.now, interval: 1) { ran += 1 }
    XCTAssertEqual(ran, 3)
  }

  func testSinkClosuresMayMutateTheTestsLocalState() {
    let scheduler = DispatchQueue.test
    var received: [Int] = []
    var completed = false
    let cancellable = Effect<Int, Never>(value: 7)
      .delay(for: 1, scheduler: scheduler)
      .sink(receiveCompletion: { _ in completed = true }, receiveValue: { received.append($0) })
    scheduler.advance(by: 1)
    XCTAssertEqual(received, [7])
    XCTAssertTrue(completed)
    _ = cancellable
  }
}

// MARK: - A debounced search, with an async request

private struct DebouncedSearchState: Equatable {
  var query = ""
  var results: String?
}

private enum DebouncedSearchAction: Equatable {
  case queryChanged(String)
  case response(String)
}

private struct DebouncedSearchEnvironment: Sendable {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var search: @Sendable (String) async -> String
}

private struct DebouncedSearchID: Hashable, Sendable {}

private let debouncedSearchReducer = Reducer<
  DebouncedSearchState, DebouncedSearchAction, DebouncedSearchEnvironment
> {
  state, action, environment in
  switch action {
  case .queryChanged(let query):
    state.query = query
    return .run { send in
      await send(.response(await environment.search(query)))
    }
    .debounce(id: DebouncedSearchID(), for: .milliseconds(300), scheduler: environment.mainQueue)
  case .response(let results):
    state.results = results
    return .none
  }
}

/// What a client was called with, in order, readable from the test.
private final class Calls: Sendable {
  private let lock = NSLock()
  // Safe: only touched under `lock`.
  nonisolated(unsafe) private var recorded: [String] = []

  func append(_ value: String) {
    lock.withLock { recorded.append(value) }
  }

  var values: [String] {
    lock.withLock { recorded }
  }
}
