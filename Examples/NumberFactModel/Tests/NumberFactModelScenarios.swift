import ExhaustiveCore
import ExhaustiveTesting
import NumberFactModel
import XCTest

/// Episode 239's scenarios, as the episode writes them, with every `Task.yield`, mega-yield,
/// `Task.sleep` and polling loop replaced by `settle()`. Each returns the failures it saw (so
/// the repeated runs can count them) and reports nothing itself beyond XCTest assertions.
@MainActor
enum NumberFactModelScenarios {
  /// Two "Get fact" taps back to back; the second request answers first, the first answers
  /// last, and the second must win.
  static func backToBackGetFact() async {
    await withMainSerialExecutor {
      let fact0 = AsyncStream.makeStream(of: String.self)
      let fact1 = AsyncStream.makeStream(of: String.self)
      let calls = Lock<[Int]>([])
      let model = NumberFactModel(
        numberFact: NumberFactClient { number in
          let call = calls.withLock { calls -> Int in
            calls.append(number)
            return calls.count
          }
          switch call {
          case 1: return await fact0.stream.first(where: { _ in true }) ?? ""
          case 2: return await fact1.stream.first(where: { _ in true }) ?? ""
          default:
            reportFailure("The fact endpoint was called \(call) times; the test expects 2.")
            return ""
          }
        })

      let task0 = Task { await model.getFactButtonTapped() }
      let task1 = Task { await model.getFactButtonTapped() }
      await settle()
      // The second tap cancelled the first request, which then asked anyway and gave up.
      XCTAssertEqual(calls.value, [0, 0])
      fact1.continuation.yield("0 is a great number.")
      await settle()
      XCTAssertEqual(model.fact, "0 is a great number.")
      fact0.continuation.yield("0 is a better number.")
      await task0.value
      await task1.value
      XCTAssertEqual(model.fact, "0 is a great number.")
      XCTAssertFalse(model.isLoading)
    }
  }

  /// "Get fact" then "Cancel" while the request is in flight; the endpoint never returns.
  static func cancel() async {
    await withMainSerialExecutor {
      let model = NumberFactModel(numberFact: NumberFactClient { _ in try await Task.never() })

      let task = Task { await model.getFactButtonTapped() }
      await settle()
      XCTAssertTrue(model.isLoading)
      model.cancelButtonTapped()
      await task.value
      XCTAssertNil(model.fact)
      XCTAssertFalse(model.isLoading)
    }
  }

  /// Each screenshot (an `AsyncStream` the test feeds) increments the count.
  static func screenshots() async {
    await withMainSerialExecutor {
      let screenshots = AsyncStream.makeStream(of: Void.self)
      let model = NumberFactModel(
        numberFact: NumberFactClient { _ in
          reportFailure("The fact endpoint was called; the test expects no fact request.")
          return ""
        },
        screenshots: { screenshots.stream })

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
      let model = CountdownModel(clock: clock)

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
