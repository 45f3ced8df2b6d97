import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import NumberFactModel
import XCTest

/// Episode 239's tests with the episode's own yields, mega-yields, sleep and polling loops,
/// unchanged but for the imports, run under `withMainSerialExecutor` (the whole suite, from
/// `invokeTest`, as swift-concurrency-extras suggests): on the serial queue every yield lets the
/// other tasks run in a fixed order, so what flaked in the episode passes every time.
/// `NumberFactModelTests` runs the same scenarios with `settle()` instead.
@MainActor
final class NumberFactModelEpisodeYieldsTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func testBackToBackGetFact() async throws {
    let fact0 = AsyncStream.makeStream(of: String.self)
    let fact1 = AsyncStream.makeStream(of: String.self)
    let callCount = LockIsolated(0)

    let model = withDependencies {
      $0.numberFact.fact = { number in
        callCount.withValue { $0 += 1 }
        if callCount.value == 1 {
          return await fact0.stream
            .first(where: { _ in true }) ?? ""
        } else if callCount.value == 2 {
          return await fact1.stream
            .first(where: { _ in true }) ?? ""
        } else {
          fatalError()
        }
      }
    } operation: {
      NumberFactModel()
    }

    let task0 = Task { await model.getFactButtonTapped() }
    let task1 = Task { await model.getFactButtonTapped() }
    await Task.yield()
    await Task.yield()
    await Task.yield()
    await Task.yield()
    await Task.yield()
    await Task.yield()
    fact1.continuation.yield("0 is a great number.")
    try await Task.sleep(for: .milliseconds(100))
    fact0.continuation.yield("0 is a better number.")
    await task0.value
    await task1.value
    XCTAssertEqual(model.fact, "0 is a great number.")
  }

  func testCancel() async throws {
    let model = withDependencies {
      $0.numberFact.fact = { _ in try await Task.never() }
    } operation: {
      NumberFactModel()
    }

    let task = Task { await model.getFactButtonTapped() }
    await Task.megaYield()
    model.cancelButtonTapped()
    await task.value
    XCTAssertEqual(model.fact, nil)
  }

  func testScreenshots() async throws {
    let screenshots = AsyncStream.makeStream(of: Void.self)
    let model = withDependencies {
      $0.screenshots = { screenshots.stream }
    } operation: {
      NumberFactModel()
    }

    let task = Task { await model.onTask() }
    await Task.megaYield()

    screenshots.continuation.yield()
    await Task.megaYield()
    XCTAssertEqual(model.count, 1)

    screenshots.continuation.yield()
    await Task.megaYield()
    XCTAssertEqual(model.count, 2)

    task.cancel()
    await task.value
  }

  func testScreenshots_Waiting() async throws {
    let screenshots = AsyncStream.makeStream(of: Void.self)
    let model = withDependencies {
      $0.screenshots = { screenshots.stream }
    } operation: {
      NumberFactModel()
    }

    let task = Task { await model.onTask() }
    await Task.megaYield()
    screenshots.continuation.yield()
    while model.count != 1 {
      await Task.yield()
    }
    XCTAssertEqual(model.count, 1)
    screenshots.continuation.yield()
    while model.count != 2 {
      await Task.yield()
    }
    XCTAssertEqual(model.count, 2)

    task.cancel()
    await task.value
  }
}

extension NumberFactModelEpisodeYieldsTests {
  /// The yield-based tests again and again: on the serial queue they are as deterministic as the
  /// `settle()` ones. The back-to-back test sleeps 100 ms of real time as the episode wrote it,
  /// so it runs 10 times; the others 1,000 times.
  func testTheEpisodesTestsPassAgainAndAgain() async throws {
    let failures = try await withExpectedFailures {
      for _ in 1...10 { try await testBackToBackGetFact() }
      for _ in 1...1_000 {
        try await testCancel()
        try await testScreenshots()
        try await testScreenshots_Waiting()
      }
    }
    XCTAssertEqual(failures, [])
  }
}

// The episode's own mega-yield, as it defines it in its test file.
extension Task where Success == Never, Failure == Never {
  static func megaYield() async {
    for _ in 1...20 {
      await Task<Void, Never>
        .detached(priority: .background) {
          await Task.yield()
        }
        .value
    }
  }
}
