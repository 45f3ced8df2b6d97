import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

/// App-code shapes from the transcripts, written as a user would in Swift 6 mode: public,
/// non-`Sendable` actions, case constructors passed to `map`, an environment scheduler.
final class EffectCallSiteTests: CancellationCheckedTestCase {
  func testTranscriptCallSitesCompileAndRun() {
    struct CancelDelayId: Hashable {}
    let scheduler = DispatchQueue.testScheduler
    let environment = CallSiteEnvironment(mainQueue: scheduler.eraseToAnyScheduler())
    let fired = Lock(0)
    let effects: [Effect<CallSiteAction, Never>] = [
      Effect(value: .todoDelayCompleted)
        .delay(for: 1, scheduler: environment.mainQueue)
        .eraseToEffect()
        .cancellable(id: CancelDelayId(), cancelInFlight: true),
      Effect(value: .todoDelayCompleted)
        .debounce(id: "debounce", for: 1, scheduler: environment.mainQueue),
      Effect<Int, Never>(value: 7).map(CallSiteAction.count),
      Effect<CallSiteChildAction, Never>(value: .payload(CallSitePayload(name: "p")))
        .map(CallSiteAction.child),
      .fireAndForget { fired.withLock { $0 += 1 } },
      .concatenate(
        Effect.cancel(id: "todo completion effect"),
        Effect(value: .todoDelayCompleted)
          .delay(for: 1, scheduler: DispatchQueue.main)
          .eraseToEffect()
          .cancellable(id: "todo completion effect")
      ),
    ]
    let recorder = EffectRecorder()
    recorder.start(Effect.merge(Array(effects.prefix(5))))
    XCTAssertEqual(
      recorder.events, ["count(7)", "child(ExhaustiveCoreTests.CallSiteChildAction.payload(p))"])
    scheduler.advance(by: 1)
    XCTAssertEqual(
      recorder.events,
      [
        "count(7)", "child(ExhaustiveCoreTests.CallSiteChildAction.payload(p))",
        "todoDelayCompleted", "todoDelayCompleted", "finished",
      ])
    XCTAssertEqual(fired.value, 1)
    XCTAssertEqual(recorder.registry.count, 0)
    _ = effects[5]
  }

  func testAsyncCallSites() {
    let done = expectation(description: "finished")
    done.expectedFulfillmentCount = 2
    let recorder = EffectRecorder()
    for effect in [
      Effect<CallSiteAction, Never>.task {
        await Task.yield()
        return .count(1)
      },
      Effect<CallSiteAction, Never>.run { send in
        await send(.child(.payload(CallSitePayload(name: "async"))))
      },
    ] {
      recorder.start(effect.concatenate(with: .fireAndForget { done.fulfill() }))
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(
      Set(recorder.events.filter { $0 != "finished" }),
      ["count(1)", "child(ExhaustiveCoreTests.CallSiteChildAction.payload(async))"])
  }
}

/// A non-`Sendable` payload, as app code often has.
public final class CallSitePayload: CustomStringConvertible {
  /// Shown in the recorded output.
  public var name: String
  /// Makes a payload.
  public init(name: String) { self.name = name }
  /// The name.
  public var description: String { name }
}

/// Public and not `Sendable`, like the transcripts' actions.
public enum CallSiteChildAction {
  case payload(CallSitePayload)
}

/// Public and not `Sendable`, like the transcripts' actions.
public enum CallSiteAction {
  case todoDelayCompleted
  case count(Int)
  case child(CallSiteChildAction)
}

struct CallSiteEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}
