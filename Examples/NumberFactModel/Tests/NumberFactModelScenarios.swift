import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import NumberFactModel
import XCTest

/// Episode 239's tests as the episode writes them — `withDependencies`, `LockIsolated`,
/// `AsyncStream.makeStream` — with every `Task.yield`, mega-yield, `Task.sleep` and polling
/// loop replaced by `settle()`, inside `withMainSerialExecutor`. The asserts the episode could
/// not make (what holds between two units of async work) are added.
@MainActor
enum NumberFactModelScenarios {
  /// Two "Get fact" taps back to back; the second request answers first, the first answers
  /// last, and the second must win.
  static func backToBackGetFact() async {
    await withMainSerialExecutor {
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
      await settle()
      // The second tap cancelled the first request, which had already asked: both asked.
      XCTAssertEqual(callCount.value, 2)
      fact1.continuation.yield("0 is a great number.")
      await settle()
      XCTAssertEqual(model.fact, "0 is a great number.")
      fact0.continuation.yield("0 is a better number.")
      await task0.value
      await task1.value
      XCTAssertEqual(model.fact, "0 is a great number.")
    }
  }

  /// "Get fact" then "Cancel" while the request is in flight; the endpoint never returns.
  static func cancel() async {
    await withMainSerialExecutor {
      let model = withDependencies {
        $0.numberFact.fact = { _ in try await Task.never() }
      } operation: {
        NumberFactModel()
      }

      let task = Task { await model.getFactButtonTapped() }
      await settle()
      XCTAssertTrue(model.isLoading)
      model.cancelButtonTapped()
      await task.value
      XCTAssertEqual(model.fact, nil)
      XCTAssertFalse(model.isLoading)
    }
  }

  /// Each screenshot increments the count. The episode posts `userDidTakeScreenshotNotification`
  /// and overrides nothing; Linux's Foundation has no `notifications(named:)`, so the screenshots
  /// are a dependency the test feeds from `AsyncStream.makeStream`. The fact client is not
  /// overridden: reading it would fail the test.
  static func screenshots() async {
    await withMainSerialExecutor {
      let screenshots = AsyncStream.makeStream(of: Void.self)
      let model = withDependencies {
        $0.screenshots = { screenshots.stream }
      } operation: {
        NumberFactModel()
      }

      let task = Task { await model.onTask() }
      await settle()
      screenshots.continuation.yield()
      await settle()
      XCTAssertEqual(model.count, 1)
      screenshots.continuation.yield()
      await settle()
      XCTAssertEqual(model.count, 2)
      task.cancel()
      await task.value
    }
  }

  /// The countdown, driven by a test clock: one second at a time, then the rest at once.
  static func countdown() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let model = withDependencies {
        $0.continuousClock = clock
      } operation: {
        CountdownModel()
      }

      let task = Task { await model.task() }
      await settle()
      XCTAssertEqual(model.countdown, 10)
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(model.countdown, 9)
      await clock.advance(by: .milliseconds(999))
      XCTAssertEqual(model.countdown, 9)
      await clock.advance(by: .seconds(9))
      XCTAssertEqual(model.countdown, 0)
      XCTAssertTrue(model.isConfettiVisible)
      await task.value
    }
  }
}
