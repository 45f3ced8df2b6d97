import ExhaustiveTesting
import NumberFact
import XCTest

/// Episode 239's dependency overrides: a request that never answers (`Task.never()`), and
/// endpoints a test leaves `unimplemented` so that calling them fails the test instead of
/// crashing the run.
@MainActor
final class NumberFactDependencyTests: XCTestCase {
  /// The episode's `testCancel`, with its endpoint: `{ _ in try await Task.never() }` keeps the
  /// request in flight until the cancel button cancels it.
  func testCancelARequestThatNeverAnswers() async {
    let store = TestStore(
      initialState: NumberFactState(),
      reducer: numberFactReducer,
      environment: NumberFactEnvironment(
        fact: { _ in try await Task.never() },
        screenshots: unimplemented("NumberFactEnvironment.screenshots", placeholder: .finished)
      )
    )

    let failures = await withExpectedFailures {
      await store.send(.getFactButtonTapped) { $0.factRequest = 0 }
      await store.send(.cancelButtonTapped) { $0.factRequest = nil }
      await store.finish()
    }

    XCTAssertEqual(failures, [])
  }

  /// An unimplemented endpoint an effect calls fails the step that started the effect, names
  /// the number it was asked about, and throws, so the feature's error path runs and the test
  /// goes on.
  func testAnUnimplementedFactFailsTheStepThatAskedForIt() async {
    let store = TestStore(
      initialState: NumberFactState(),
      reducer: numberFactReducer,
      environment: NumberFactEnvironment(
        fact: unimplemented("NumberFactEnvironment.fact"),
        screenshots: unimplemented("NumberFactEnvironment.screenshots", placeholder: .finished)
      )
    )

    let failures = await withRecordedFailures {
      await store.send(.getFactButtonTapped, line: 1) { $0.factRequest = 0 }
      await store.receive(.factFailed, line: 2) { $0.factRequest = nil }
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented: NumberFactEnvironment.fact was called with 0. If this test expects the \
        call, override it in the test's environment with an implementation.

        Timeline:
          send NumberFactAction.getFactButtonTapped (NumberFactDependencyTests.swift:1)
            state changed
            effect #1 started, cancellation id: FactRequestID()
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [1])
  }
}

extension AsyncStream {
  /// A stream that has already finished: what the screen's subscription gets in tests that do
  /// not take screenshots.
  fileprivate static var finished: Self {
    AsyncStream { $0.finish() }
  }
}
