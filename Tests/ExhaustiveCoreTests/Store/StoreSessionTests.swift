import ExhaustiveTesting
import Foundation
import XCTest

/// A feature whose effect delivers later on a scheduler: taps settle one second after the last.
private struct TapState: Equatable {
  var taps = 0
  var settledAt: Int?
}

private enum TapAction: Equatable {
  case tapped
  case settled
  case cleared
}

private struct TapEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

private struct SettleID: Hashable {}

private let tapReducer = Reducer<TapState, TapAction, TapEnvironment> {
  state, action, environment in
  switch action {
  case .tapped:
    state.taps += 1
    state.settledAt = nil
    return Effect(value: .settled)
      .delay(for: 1, scheduler: environment.mainQueue)
      .eraseToEffect()
      .cancellable(id: SettleID(), cancelInFlight: true)
  case .settled:
    state.settledAt = state.taps
    return .none
  case .cleared:
    state.taps = 0
    return .none
  }
}

/// A live store's session, printed as test steps, and those steps run against the reducer.
final class StoreSessionTests: XCTestCase {
  /// The app, kept alive while its session is printed, as the app is when it prints on quit.
  private var store: Store<TapState, TapAction>?

  /// The session a person plays: two taps half a second apart, the settle a second after the
  /// last, a third tap, and quitting before it settles.
  private func playSession() -> StoreSession<TapState, TapAction> {
    let scheduler = DispatchQueue.testScheduler
    let store = Store(
      initialState: TapState(), reducer: tapReducer,
      environment: TapEnvironment(mainQueue: scheduler.eraseToAnyScheduler()))
    let session = store.recordSession(timedBy: scheduler.eraseToAnyScheduler())
    store.send(.tapped)
    scheduler.advance(by: .milliseconds(500))
    store.send(.tapped)
    scheduler.advance(by: .milliseconds(1200))
    store.send(.tapped)
    scheduler.advance(by: .milliseconds(300))
    self.store = store
    return session
  }

  func testTheSessionAsAScript() {
    XCTAssertEqual(
      playSession().testSteps(style: .script),
      """
      store.assert(
        .send(.tapped) {
          $0.taps = 1
        },
        .do { scheduler.advance(by: .milliseconds(500)) },
        .send(.tapped) {
          $0.taps = 2
        },
        .do { scheduler.advance(by: .milliseconds(1000)) },
        .receive(.settled) {
          $0.settledAt = 2
        },
        .do { scheduler.advance(by: .milliseconds(200)) },
        .send(.tapped) {
          $0.taps = 3
          $0.settledAt = nil
        },
        .do { store.skipInFlightEffects() }
      )
      """)
  }

  /// An action that is not `Equatable` is received by its case path, which needs no `==`.
  func testAReceiveOfAnActionThatIsNotEquatableIsWrittenByCasePath() {
    enum LoadAction {
      case load
      case response(Result<Int, any Error>)
    }
    let reducer = Reducer<Int, LoadAction, Void> { state, action, _ in
      switch action {
      case .load: return Effect(value: .response(.success(7)))
      case .response(let result):
        state = (try? result.get()) ?? 0
        return .none
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    let session = store.recordSession(timedBy: DispatchQueue.immediate.eraseToAnyScheduler())
    store.send(.load)
    XCTAssertEqual(
      session.testSteps(style: .imperative),
      """
      store.send(.load)
      store.receive(/LoadAction.response) {
        $0 = 7
      }
      """)
  }

  func testTheSessionAsStatements() {
    XCTAssertEqual(
      playSession().testSteps(style: .imperative, store: "testStore", scheduler: "queue"),
      """
      testStore.send(.tapped) {
        $0.taps = 1
      }
      queue.advance(by: .milliseconds(500))
      testStore.send(.tapped) {
        $0.taps = 2
      }
      queue.advance(by: .milliseconds(1000))
      testStore.receive(.settled) {
        $0.settledAt = 2
      }
      queue.advance(by: .milliseconds(200))
      testStore.send(.tapped) {
        $0.taps = 3
        $0.settledAt = nil
      }
      testStore.skipInFlightEffects()
      """)
  }

  /// The printed script, pasted: it passes against the same reducer.
  func testThePrintedScriptPasses() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: TapState(), reducer: tapReducer,
      environment: TapEnvironment(mainQueue: scheduler.eraseToAnyScheduler()))
    store.assert(
      .send(.tapped) {
        $0.taps = 1
      },
      .do { scheduler.advance(by: .milliseconds(500)) },
      .send(.tapped) {
        $0.taps = 2
      },
      .do { scheduler.advance(by: .milliseconds(1000)) },
      .receive(.settled) {
        $0.settledAt = 2
      },
      .do { scheduler.advance(by: .milliseconds(200)) },
      .send(.tapped) {
        $0.taps = 3
        $0.settledAt = nil
      },
      .do { store.skipInFlightEffects() }
    )
  }

  /// Real time, as the app runs it: whole milliseconds, rounded up, never less than passed;
  /// nothing before the first action.
  func testRealTimeIsRoundedUpToWholeMilliseconds() {
    // The settle's delay runs on the real main queue, so the time between the taps can matter.
    let store = Store(
      initialState: TapState(), reducer: tapReducer,
      environment: TapEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler()))
    let session = store.recordSession(timedBy: DispatchQueue.main.eraseToAnyScheduler())
    Thread.sleep(forTimeInterval: 0.002)
    store.send(.tapped)
    Thread.sleep(forTimeInterval: 0.002)
    store.send(.tapped)
    let lines = session.testSteps(style: .imperative).split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "store.send(.tapped) {")
    let advance = lines.first { $0.hasPrefix("scheduler.advance") } ?? ""
    XCTAssertTrue(advance.hasPrefix("scheduler.advance(by: .milliseconds("), "\(lines)")
    let milliseconds = Int(advance.dropFirst(36).dropLast(2)) ?? 0
    XCTAssertGreaterThanOrEqual(milliseconds, 2, "\(lines)")
  }

  /// Time that passes while no effect runs is not written: nothing in the replay could observe
  /// it, and the test must not depend on how fast the person typed.
  func testTimeWhileNoEffectRunsIsNotReplayed() {
    let scheduler = DispatchQueue.testScheduler
    let store = Store(
      initialState: TapState(taps: 2), reducer: tapReducer,
      environment: TapEnvironment(mainQueue: scheduler.eraseToAnyScheduler()))
    let session = store.recordSession(timedBy: scheduler.eraseToAnyScheduler())
    store.send(.cleared)
    scheduler.advance(by: .milliseconds(700))
    store.send(.cleared)
    scheduler.advance(by: .milliseconds(300))
    store.send(.tapped)
    scheduler.advance(by: .milliseconds(400))
    store.send(.cleared)
    XCTAssertEqual(
      session.testSteps(style: .imperative),
      """
      store.send(.cleared) {
        $0.taps = 0
      }
      store.send(.cleared)
      store.send(.tapped) {
        $0.taps = 1
      }
      scheduler.advance(by: .milliseconds(400))
      store.send(.cleared) {
        $0.taps = 0
      }
      store.skipInFlightEffects()
      """)
  }

  /// A session with nothing in it prints an empty script.
  func testAnEmptySession() {
    // The settle's delay runs on the real main queue, so the time between the taps can matter.
    let store = Store(
      initialState: TapState(), reducer: tapReducer,
      environment: TapEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler()))
    let session = store.recordSession(timedBy: DispatchQueue.main.eraseToAnyScheduler())
    XCTAssertEqual(session.testSteps(style: .script), "store.assert()")
    XCTAssertEqual(session.testSteps(style: .imperative), "")
  }

  /// Only a root store records: a scoped store says so.
  func testAScopedStoreReportsThatItCannotRecord() {
    let store = Store(
      initialState: TapState(), reducer: tapReducer,
      environment: TapEnvironment(mainQueue: .immediate))
    let failures = withExpectedFailures {
      _ = store.scope(state: \.taps).recordSession(
        timedBy: DispatchQueue.main.eraseToAnyScheduler(), line: 1)
    }
    XCTAssertEqual(
      failures,
      [
        "recordSession() was called on a scoped store. Record the root store's session: a "
          + "scoped store's actions are its root's."
      ])
  }
}
