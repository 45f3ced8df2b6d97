import ExhaustiveTesting
import Foundation
import Testing

/// A Swift Testing suite keeps its store as a property: the suite instance lives exactly as long
/// as its test, so the store is released, and checked, inside that test.
@Suite(.serialized) final class SwiftTestingStoreLifetimeTests {
  let scheduler = DispatchQueue.testScheduler
  let store: TestStore<FeatureState, FeatureAction, FeatureEnvironment>

  init() {
    store = TestStore(
      initialState: FeatureState(),
      reducer: featureReducer,
      environment: FeatureEnvironment(mainQueue: scheduler.eraseToAnyScheduler()),
      file: "SwiftTestingStoreLifetimeTests.swift",
      line: 1
    )
  }

  @Test(.expectingFailuresAtTheEnd(lines: [3, 2]))
  func aSuitePropertyIsCheckedWhenItsTestEnds() {
    store.send(.timerToggled, line: 2) { $0.isTimerOn = true }
    store.send(.queryChanged("a"), line: 3) { $0.query = "a" }
    scheduler.advance(by: 0.5)
  }

  @Test(.expectingFailuresAtTheEnd(lines: []))
  func aSuitePropertyThatHandledEverythingStaysSilent() {
    store.send(.timerToggled) { $0.isTimerOn = true }
    store.send(.timerToggled) { $0.isTimerOn = false }
  }

  @Test func aStoreCreatedOutsideAnyTestSaysSoOnce() async {
    let warnings = Lock<[String]>([])
    TestLifecycle.warningHandler.withLock { handler in
      handler = { message in warnings.withLock { $0.append(message) } }
    }
    defer { TestLifecycle.warningHandler.withLock { $0 = nil } }
    // This process runs tests (the warning is for test runs only)…
    _ = TestOwner.current
    // … but a detached task carries no test: the store belongs to none.
    await Task.detached {
      let (store, _) = makeFeatureStore(line: 7)
      store.send(.incrementTapped) { $0.count = 1 }
      store.send(.incrementTapped) { $0.count = 2 }
    }.value
    #expect(
      warnings.withLock { $0 } == [
        """
        the TestStore created at SwiftTestingStoreLifetimeTests.swift:7 belongs to no test: it \
        was created while none was running. Its end-of-test checks run at the end of each test \
        that drives it, or when it is released; create it inside the test (or in setUp) to tie \
        it to that test.
        """
      ])
  }
}

/// Captures the failures a test records, suite instance teardown included, and expects exactly
/// the end-of-test failures at `lines`: the suite property's store reports when the suite
/// instance is released, after the test function returns.
struct ExpectingFailuresAtTheEnd: TestTrait, TestScoping {
  let lines: [Int]

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let failures = try await withRecordedFailures { try await function() }
    let messages = failures.map(\.message)
    #expect(failures.map { Int($0.location.line) } == lines)
    if lines == [3, 2] {
      #expect(messages.first?.hasPrefix("Received 1 unexpected action: …") == true)
      #expect(messages.last?.hasPrefix("1 effect still running.") == true)
      // The timeline ends each message; the unhandled action's ends with the code accepting it.
      #expect(
        messages.allSatisfy {
          $0.components(separatedBy: "\n\nTo accept the actual behaviour")[0].hasSuffix(
            "store released (created at SwiftTestingStoreLifetimeTests.swift:1)")
        })
      #expect(
        messages.first?.hasSuffix(
          """
          To accept the actual behaviour, write:

            store.receive(.searchResponse(["a1", "a2"]))

          These steps leave out the state the actions change: it shows when they are received, \
          or `store.record = .failures` writes it.
          """) == true)
    }
  }
}

extension Trait where Self == ExpectingFailuresAtTheEnd {
  static func expectingFailuresAtTheEnd(lines: [Int]) -> Self {
    ExpectingFailuresAtTheEnd(lines: lines)
  }
}

/// Run only in a child process by `OtherThreadFailureTests`: calls an unimplemented scheduler
/// from a dispatch queue, which must fail the run.
@Test(.enabled(if: ProcessInfo.processInfo.environment["EXHAUSTIVE_FIXTURE"] == "otherThread"))
func fixtureCallsADependencyFromADispatchQueue() {
  let scheduler = UnimplementedSchedulerOf<DispatchQueue>(
    "mainQueue", now: DispatchQueue.SchedulerTimeType(.now()))
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    scheduler.schedule {}
    done.signal()
  }
  done.wait()
}
