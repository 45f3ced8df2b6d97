// The snippets of Documentation/Exhaustive.docc/UsingExhaustiveBesideSwiftDependencies.md,
// compiled and run: a model that reads swift-dependencies' `@Dependency`, tested with
// swift-dependencies' `withDependencies` and ExhaustiveTesting's executor, harness and clock; a
// reducer of ExhaustiveCore (Sources/BesideApp) tested with the TestStore.
import BesideApp
import Dependencies
import ExhaustiveTesting
import Observation
import XCTest

@MainActor @Observable
final class FactModel {
  var count = 0
  var fact: String?
  @ObservationIgnored @Dependency(\.factClient) var factClient
  @ObservationIgnored @Dependency(\.continuousClock) var clock

  func incrementButtonTapped() { count += 1 }

  func getFactButtonTapped() async {
    fact = nil
    do {
      try await clock.sleep(for: .seconds(1))
      fact = try await factClient.fetch(count)
    } catch {}
  }
}

final class ArticleSnippetsTests: XCTestCase {
  @MainActor
  func testAModelThatReadsSwiftDependencies() async {
    let clock = ExhaustiveTesting.TestClock()
    let model = withDependencies {
      $0.factClient.fetch = { "\($0) is a good number." }
      $0.continuousClock = clock
    } operation: {
      FactModel()
    }
    await ExhaustiveTesting.withMainSerialExecutor {
      let harness = ModelHarness(model)
      harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count = 1
      }
      let task = Task { await model.getFactButtonTapped() }
      await settle()
      await harness.run { _ in
        await clock.advance(by: .seconds(1))
      } expecting: {
        $0.fact = "1 is a good number."
      }
      await task.value
    }
  }

  func testAnExhaustiveCoreReducerBesideSwiftDependencies() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: TimerState(), reducer: timerReducer,
      environment: TimerEnvironment(
        mainQueue: scheduler.eraseToAnyScheduler(), uuid: .incrementing))
    store.send(.startTapped) { $0.isRunning = true }
    scheduler.advance(by: 1)
    store.receive(.tick) { $0.ticks = 1 }
    // `UUID(0)` is ambiguous here (swift-dependencies declares it too): spell the UUID out.
    let firstID = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    store.send(.lapTapped) { $0.laps = [Lap(id: firstID, tick: 1)] }
    store.send(.stopTapped) { $0.isRunning = false }
  }
}
