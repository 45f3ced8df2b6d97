import ExhaustiveTesting
import Testing
import XCTest

@testable import ExhaustiveCore

final class ExpectNoCancellableEffectsTests: XCTestCase {
  func testAnEmptyScopePasses() {
    let recorder = EffectRecorder()
    recorder.start(Effect<Int, Never>(value: 1).cancellable(id: "done"))

    let failures = withExpectedFailures { expectNoCancellableEffects(in: recorder.registry) }

    XCTAssertEqual(failures, [])
  }

  func testOneLeftoverIsReportedAtTheCallerAndCancelled() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.cancellable(id: "search"))

    let failures = withRecordedFailures { expectNoCancellableEffects(in: recorder.registry) }

    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        1 cancellable effect is still running (cancellation id: "search"). Let it finish, or \
        cancel it with Effect.cancel(id:), before the test ends. It was cancelled now, so it \
        cannot affect later tests.
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [#line - 11])
    XCTAssertEqual(manual.cancels, 1)
    XCTAssertEqual(recorder.events, ["finished"])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testEveryLeftoverIsListedOncePerEffectInAStableOrder() {
    struct TimerID: Hashable {}
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    recorder.start(manual.effect.cancellable(id: TimerID()))
    recorder.start(manual.effect.cancellable(id: "search"))
    recorder.start(manual.effect.cancellable(id: "search"))

    let failures = withExpectedFailures { expectNoCancellableEffects(in: recorder.registry) }

    XCTAssertEqual(
      failures,
      [
        """
        3 cancellable effects are still running (cancellation ids: "search", "search", \
        TimerID()). Let them finish, or cancel them with Effect.cancel(id:), before the test \
        ends. They were cancelled now, so they cannot affect later tests.
        """
      ])
    XCTAssertEqual(manual.cancels, 3)
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testALongListShowsTheFirstTenAndHowManyMore() {
    let manual = ManualEffect<Int, Never>()
    let recorder = EffectRecorder()
    for n in 0..<1_000 {
      recorder.start(manual.effect.cancellable(id: "effect \(1_000 + n)"))
    }

    let failures = withExpectedFailures { expectNoCancellableEffects(in: recorder.registry) }

    XCTAssertEqual(
      failures,
      [
        """
        1000 cancellable effects are still running (cancellation ids: "effect 1000", \
        "effect 1001", "effect 1002", "effect 1003", "effect 1004", "effect 1005", \
        "effect 1006", "effect 1007", "effect 1008", "effect 1009", … and 990 more). Let them \
        finish, or cancel them with Effect.cancel(id:), before the test ends. They were \
        cancelled now, so they cannot affect later tests.
        """
      ])
    XCTAssertEqual(recorder.registry.count, 0)
  }

  func testTheSharedScopeOfSinkIsCheckedAndLeftEmpty() {
    let manual = ManualEffect<Int, Never>()
    let subscription = manual.effect.cancellable(id: "sink leftover")
      .sink(receiveCompletion: { _ in }, receiveValue: { _ in })

    let failures = withExpectedFailures { expectNoCancellableEffects() }

    XCTAssertEqual(
      failures,
      [
        """
        1 cancellable effect is still running (cancellation id: "sink leftover"). Let it \
        finish, or cancel it with Effect.cancel(id:), before the test ends. It was cancelled \
        now, so it cannot affect later tests.
        """
      ])
    XCTAssertEqual(manual.cancels, 1)
    XCTAssertEqual(withExpectedFailures { expectNoCancellableEffects() }, [])
    _ = subscription
  }
}

// Swift Testing on the main actor, where a `Store` runs (see StoreTests).
@MainActor
struct ExpectNoCancellableEffectsInAStoreTests {
  @Test func aStoresLeftoversAreReportedAndCancelled() {
    let manual = ManualEffect<Bool, Never>()
    let reducer = Reducer<Int, Bool, Void> { state, start, _ in
      state += 1
      return start ? manual.effect.cancellable(id: "request") : .none
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    let scoped = store.scope(state: { $0 })
    store.send(true)

    let failures = withExpectedFailures { expectNoCancellableEffects(in: scoped) }

    #expect(
      failures == [
        """
        1 cancellable effect is still running (cancellation id: "request"). Let it finish, or \
        cancel it with Effect.cancel(id:), before the test ends. It was cancelled now, so it \
        cannot affect later tests.
        """
      ])
    #expect(manual.cancels == 1)
    #expect(withExpectedFailures { expectNoCancellableEffects(in: store) } == [])
  }
}
