// A swift-clocks TestClock where our tools look for a clock: a test store's environment, a model
// under a harness. Advanced by the test, it works; left with a sleeper, the failure names it.
import Dependencies
import ExhaustiveTesting
import Observation
import XCTest

struct SleeperState: Equatable { var ticks = 0 }
enum SleeperAction: Equatable { case start, tick }
struct SleeperEnvironment { var clock: any Clock<Duration> }

let sleeperReducer = Reducer<SleeperState, SleeperAction, SleeperEnvironment> {
  state, action, environment in
  switch action {
  case .start:
    let clock = environment.clock
    return .run { send in
      try? await clock.sleep(for: .seconds(1))
      await send(.tick)
    }
  case .tick:
    state.ticks += 1
    return .none
  }
}

final class PeerClockTests: XCTestCase {
  static let environmentNote = """
    The environment holds a TestClock of swift-clocks, not of ExhaustiveTesting: \
    environment.clock, a Clocks.TestClock<Swift.Duration>, with 1 sleeper pending (due in 1 \
    second). Nothing here sees or advances that clock's sleepers: advance it in the test \
    (`await clock.advance(by: …)`), or use `ExhaustiveTesting.TestClock()`, whose sleepers \
    failures list and scopes settle.
    """

  static let modelNote = """
    The model holds a TestClock of swift-clocks, not of ExhaustiveTesting: \
    Ticker.clock, a Clocks.TestClock<Swift.Duration>, with 1 sleeper pending (due in 1 \
    second). Nothing here sees or advances that clock's sleepers: advance it in the test \
    (`await clock.advance(by: …)`), or use `ExhaustiveTesting.TestClock()`, whose sleepers \
    failures list and scopes settle.
    """

  func makeStore(_ clock: any Clock<Duration>) -> TestStore<
    SleeperState, SleeperAction, SleeperEnvironment
  > {
    TestStore(
      initialState: SleeperState(), reducer: sleeperReducer,
      environment: SleeperEnvironment(clock: clock))
  }

  func testTheirTestClockInAStoreWorksWhenTheTestAdvancesIt() async {
    let clock = Clocks.TestClock()
    let store = makeStore(clock)
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
  }

  func testAReceiveStalledOnTheirTestClockNamesIt() async {
    let clock = Clocks.TestClock()
    let store = makeStore(clock)
    await store.send(.start, line: 1)
    let failures = await withExpectedFailures {
      await store.receive(.tick, line: 2) { $0.ticks = 1 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive an action, but received none: effects are stalled.

        1 effect is suspended and no sleeper is pending on a test clock. Nothing queued can \
        resume them: feed what they await (a stream, a continuation) or cancel them.

        Running effects:
          effect #1, started by send SleeperAction.start (PeerClockTests.swift:1)

        \(Self.environmentNote)

        Timeline:
          send SleeperAction.start (PeerClockTests.swift:1)
            effect #1 started
          receive SleeperAction.tick (PeerClockTests.swift:2)
        """
      ])
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
  }

  func testAFinishStalledOnTheirTestClockNamesIt() async {
    let clock = Clocks.TestClock()
    let store = makeStore(clock)
    await store.send(.start, line: 1)
    let failures = await withExpectedFailures {
      await store.finish(line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected all effects to finish, but they are stalled.

        1 effect is suspended and no sleeper is pending on a test clock. Nothing queued can \
        resume them: feed what they await (a stream, a continuation) or cancel them.

        Running effects:
          effect #1, started by send SleeperAction.start (PeerClockTests.swift:1)

        \(Self.environmentNote)

        Timeline:
          send SleeperAction.start (PeerClockTests.swift:1)
            effect #1 started
          finish (PeerClockTests.swift:2)
        """
      ])
  }

  func testEffectsLeftSleepingOnTheirTestClockAtTheEndNameIt() async {
    let clock = Clocks.TestClock()
    let failures = await withExpectedFailures {
      let store = makeStore(clock)
      await store.send(.start, line: 1)
    }
    XCTAssertEqual(
      failures,
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send SleeperAction.start (PeerClockTests.swift:1)

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        \(Self.environmentNote)

        Timeline:
          send SleeperAction.start (PeerClockTests.swift:1)
            effect #1 started
          store released (created at PeerClockTests.swift:47)
        """
      ])
  }

  @MainActor
  func testTheirTestClockInAHarnessedModelWorksWhenTheTestAdvancesIt() async {
    let clock = Clocks.TestClock()
    await ExhaustiveTesting.withMainSerialExecutor {
      let harness = ModelHarness(Ticker(clock: clock))
      harness.run { $0.start() }
      await harness.run { _ in
        await clock.advance(by: .seconds(1))
      } expecting: {
        $0.ticks = 1
      }
    }
  }

  @MainActor
  func testAScopeEndingWithAModelAsleepOnTheirTestClockNamesIt() async {
    let clock = Clocks.TestClock()
    let failures = await withExpectedFailures {
      await ExhaustiveTesting.withMainSerialExecutor(line: 1) {
        let harness = ModelHarness(Ticker(clock: clock))
        harness.run { $0.start() }
        await settle()
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing queued \
        to resume them):
          • a task created in Ticker.start() at PeerClockTests.swift:225

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. A \
        task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.

        \(Self.modelNote)
        """
      ])
  }

  @MainActor
  func testAHarnessStepOutsideAScopeLeavingAModelAsleepOnTheirTestClockNamesIt() {
    let clock = Clocks.TestClock()
    let failures = withExpectedFailures {
      let harness = ModelHarness(Ticker(clock: clock))
      harness.run({ $0.start() }, line: 1)
    }
    XCTAssertEqual(
      failures,
      [
        """
        The step ran outside withMainSerialExecutor, so the harness ran it in a serial scope of \
        its own, which ends with the step, and 1 task it started is still running (suspended \
        with nothing queued to resume them):
          • a task created in Ticker.start() at PeerClockTests.swift:225

        Nothing would run them deterministically after the step, so they were cancelled. Run the \
        test inside withMainSerialExecutor { … } (or with the .mainSerialExecutor trait) to keep \
        them running between steps, and resume them in later steps.

        \(Self.modelNote)
        """
      ])
  }
}

@MainActor @Observable
final class Ticker {
  var ticks = 0
  @ObservationIgnored let clock: any Clock<Duration>
  @ObservationIgnored var task: Task<Void, Never>?
  init(clock: any Clock<Duration>) { self.clock = clock }
  func start() {
    task = Task {
      do {
        try await clock.sleep(for: .seconds(1))
        ticks += 1
      } catch {}
    }
  }
}
