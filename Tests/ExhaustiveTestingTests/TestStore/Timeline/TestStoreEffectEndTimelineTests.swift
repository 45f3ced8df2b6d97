import ExhaustiveTesting
import Foundation
import XCTest

/// How an effect ended, as the timeline tells it: ExhaustiveCore says whether a cancellation by
/// id ended it, whichever thread that ran on; the ledger never guesses from threads.
final class TestStoreEffectEndTimelineTests: XCTestCase {
  func testAnEffectCancelledByIDFromAnotherThreadIsCancelled() {
    // Suspended until the test resumes it, so the cancellation cannot overtake the step that
    // starts it.
    let background = DispatchQueue(label: "TestStoreEffectEndTimelineTests.background")
    background.suspend()
    let (store, _) = makeStore(EffectEndEnvironment(background: background))
    let failures = withExpectedFailures {
      store.assert(
        .send(.startLongEffect, line: 1),
        .send(.cancelLongEffectOnAnotherThread, line: 2),
        // The cancel runs on the background queue, held until now: let it run, and wait.
        .do(line: 3) {
          background.resume()
          background.sync {}
        },
        .send(.tap, line: 4) { $0.taps = 2 },
        line: 5
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          EffectEndState(
        −   taps: 2
        +   taps: 1
          )

        (Expected: −, Actual: +)

        Timeline:
          send EffectEndAction.startLongEffect (TestStoreEffectEndTimelineTests.swift:1)
            effect #1 started, cancellation id: LongEffectID()
          send EffectEndAction.cancelLongEffectOnAnotherThread (TestStoreEffectEndTimelineTests.swift:2)
            effect #2 started
          do (TestStoreEffectEndTimelineTests.swift:3)
            effect #1 cancelled
            effect #2 finished
          send EffectEndAction.tap (TestStoreEffectEndTimelineTests.swift:4)
            state changed

        To accept the actual behaviour, write:

          store.send(.tap) {
            $0.taps = 1
          }
        """
      ])
  }

  func testAnEffectASynchronousFireAndForgetCompletesOnTheSameThreadFinished() {
    let (store, _) = makeStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.startLongEffect, line: 1),
        .send(.finishLongEffect, line: 2),
        .send(.tap, line: 3) { $0.taps = 2 },
        line: 4
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          EffectEndState(
        −   taps: 2
        +   taps: 1
          )

        (Expected: −, Actual: +)

        Timeline:
          send EffectEndAction.startLongEffect (TestStoreEffectEndTimelineTests.swift:1)
            effect #1 started, cancellation id: LongEffectID()
          send EffectEndAction.finishLongEffect (TestStoreEffectEndTimelineTests.swift:2)
            effect #1 finished
          send EffectEndAction.tap (TestStoreEffectEndTimelineTests.swift:3)
            state changed

        To accept the actual behaviour, write:

          store.send(.tap) {
            $0.taps = 1
          }
        """
      ])
  }

  func testAnEffectWhoseWorkFailsSendsTheFailureAndFinishes() {
    let (store, environment) = makeStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.load, line: 1),
        .do(line: 2) { environment.loader.fulfill(.failure(LoadError())) },
        .receive(.loaded(.failure(LoadError())), line: 3),
        .send(.tap, line: 4) { $0.taps = 2 },
        line: 5
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          EffectEndState(
        −   taps: 2
        +   taps: 1
          )

        (Expected: −, Actual: +)

        Timeline:
          send EffectEndAction.load (TestStoreEffectEndTimelineTests.swift:1)
            effect #1 started
          do (TestStoreEffectEndTimelineTests.swift:2)
            effect #1 sent EffectEndAction.loaded(.failure(LoadError()))
            effect #1 finished
          receive EffectEndAction.loaded(.failure(LoadError())) (TestStoreEffectEndTimelineTests.swift:3)
          send EffectEndAction.tap (TestStoreEffectEndTimelineTests.swift:4)
            state changed

        To accept the actual behaviour, write:

          store.send(.tap) {
            $0.taps = 1
          }
        """
      ])
  }

  func testAnEffectCancelledInFlightByCancelInFlightIsCancelled() {
    let (store, _) = makeStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.search("a"), line: 1),
        .send(.search("ab"), line: 2),
        line: 3
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #2, started by send EffectEndAction.search("ab") (TestStoreEffectEndTimelineTests.swift:2), cancellation id: InFlightSearchID()

        \(runningEffectsFix)

        Timeline:
          send EffectEndAction.search("a") (TestStoreEffectEndTimelineTests.swift:1)
            effect #1 started, cancellation id: InFlightSearchID()
          send EffectEndAction.search("ab") (TestStoreEffectEndTimelineTests.swift:2)
            effect #1 cancelled
            effect #2 started, cancellation id: InFlightSearchID()
          end of assert (TestStoreEffectEndTimelineTests.swift:3)
        """
      ])
    store.skipInFlightEffects()
  }

  private let runningEffectsFix = """
    To fix it:
      • let them finish: advance their scheduler or test clock, or feed what they await;
      • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
      • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.
    """

  private func makeStore(_ environment: EffectEndEnvironment = EffectEndEnvironment()) -> (
    TestStore<EffectEndState, EffectEndAction, EffectEndEnvironment>, EffectEndEnvironment
  ) {
    let store = TestStore(
      initialState: EffectEndState(), reducer: effectEndReducer, environment: environment)
    return (store, environment)
  }
}

private struct EffectEndState: Equatable {
  var taps = 0
}

private enum EffectEndAction: Equatable {
  case startLongEffect
  case finishLongEffect
  case cancelLongEffectOnAnotherThread
  case load
  case loaded(Result<Int, LoadError>)
  case search(String)
  case tap
}

private struct LoadError: Error, Equatable {}
private struct LongEffectID: Hashable {}
private struct InFlightSearchID: Hashable {}

private struct EffectEndEnvironment {
  /// An effect that runs until the test finishes it.
  let long = ManualEffect<EffectEndAction>()
  /// A loader whose result the test delivers.
  let loader = PendingLoad()
  /// Where the cross-thread cancellation runs.
  var background = DispatchQueue(label: "TestStoreEffectEndTimelineTests.background")
}

/// Hands the callback of a started `Effect.future` to the test.
private final class PendingLoad: Sendable {
  private let callback = Lock<(@Sendable (Result<Int, LoadError>) -> Void)?>(nil)

  var effect: Effect<Int, LoadError> {
    .future { callback in self.callback.withLock { $0 = callback } }
  }

  func fulfill(_ result: Result<Int, LoadError>) {
    callback.withLock { $0 }?(result)
  }
}

private let effectEndReducer = Reducer<EffectEndState, EffectEndAction, EffectEndEnvironment> {
  state, action, environment in
  switch action {
  case .startLongEffect:
    return environment.long.effect.cancellable(id: LongEffectID())
  case .finishLongEffect:
    let long = environment.long
    return .fireAndForget { long.finish() }
  case .cancelLongEffectOnAnotherThread:
    // The cancel starts when the first effect's completion is delivered on the queue.
    return .concatenate(
      Effect<EffectEndAction, Never>.fireAndForget {}.receive(on: environment.background),
      .cancel(id: LongEffectID())
    )
  case .load:
    return environment.loader.effect.catchToEffect().map(EffectEndAction.loaded)
  case .loaded:
    return .none
  case .search:
    return environment.long.effect.cancellable(id: InFlightSearchID(), cancelInFlight: true)
  case .tap:
    state.taps += 1
    return .none
  }
}
