import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import Observation
import Testing
import XCTest

// Every end-of-test check runs before its test is reported finished, and reports to that test
// (the rule is written beside `ModelEndCheck`, in ModelHarness.swift). Each scenario below ends
// a test's work the way a test ends — a harness or store released as the test function returns,
// a scope ending with a task still running — and the failure must already be recorded, in the
// test's context, when the scenario returns: a check sent to a task or a main queue block shows
// up later, or never, and the scenario then records nothing. Each runs many times, since a late
// check used to lose a race most of the time, not always.

/// How many times each scenario runs: a late check won the race about one time in eight.
private let repetitions = 50

@MainActor
@Observable
final class TimingProfile {
  var name = ""
  @ObservationIgnored let fetchName: @Sendable () async -> String

  init(fetchName: @escaping @Sendable () async -> String = { "Blob" }) {
    self.fetchName = fetchName
  }

  func rename(_ name: String) {
    self.name = name
  }

  func load() async {
    name = await fetchName()
  }
}

/// The failure every harness scenario below ends with, reported at the harness's creation.
let changedAfterLastStepFailure = """
  The model changed after the last step, and no step asserted it: …

    TimingProfile(
  −   name: "Blob"
  +   name: "Draft"
    )

  (Before: −, After: +)

  Assert it with one more step (harness.run { _ in await settle() } expecting: { … }), or \
  accept it with harness.skipChanges().
  """

// MARK: - Harness scenarios

/// The issue's test: a `@MainActor` test, a synchronous step, a change after it.
@MainActor private func harnessChangedAfterSyncStep() {
  let model = TimingProfile()
  let harness = ModelHarness(model, line: 1)
  harness.run {
    $0.rename("Blob")
  } expecting: {
    $0.name = "Blob"
  }
  model.rename("Draft")
}

/// The issue's second test: an awaited step first.
@MainActor private func harnessChangedAfterAsyncStep() async {
  let model = TimingProfile()
  let harness = ModelHarness(model, line: 1)
  await harness.run {
    await $0.load()
  } expecting: {
    $0.name = "Blob"
  }
  model.rename("Draft")
}

/// A nonisolated test: the harness is released off the main actor, on the global executor.
private func harnessChangedInANonisolatedTest() async {
  let model = await TimingProfile()
  let harness = await ModelHarness(model, line: 1)
  await harness.run {
    await $0.load()
  } expecting: {
    $0.name = "Blob"
  }
  await model.rename("Draft")
}

@Suite(.capturingIssues, .serialized)
struct ModelHarnessEndOfTestTimingTests {
  @Test @MainActor func aSyncMainActorTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      let issues = recordedIssues { harnessChangedAfterSyncStep() }
      #expect(issues.map(\.text) == [changedAfterLastStepFailure])
      #expect(issues.map { $0.sourceLocation?.line } == [1])
    }
  }

  @Test @MainActor func anAsyncMainActorTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      let issues = await recordedIssues { await harnessChangedAfterAsyncStep() }
      #expect(issues.map(\.text) == [changedAfterLastStepFailure])
      #expect(issues.map { $0.sourceLocation?.line } == [1])
    }
  }

  @Test func aNonisolatedTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      let issues = await recordedIssues { await harnessChangedInANonisolatedTest() }
      #expect(issues.map(\.text) == [changedAfterLastStepFailure])
      #expect(issues.map { $0.sourceLocation?.line } == [1])
    }
  }

  /// The last reference dropped off the main actor, from inside the test's task, while the main
  /// actor is free (a suite instance Swift Testing releases off the main actor): the check reads
  /// the model there and reports here, before the release returns. Nothing hops to the main
  /// actor afterwards, so a check queued there would be read too late.
  @Test func aHarnessReleasedOffTheMainActorIsCheckedBeforeTheReleaseReturns() async {
    for _ in 0..<repetitions {
      let box = HarnessBox(await makeChangedHarness())
      let issues = recordedIssues { box.release() }
      #expect(issues.map(\.text) == [changedAfterLastStepFailure])
      #expect(issues.map { $0.sourceLocation?.line } == [1])
    }
  }
}

/// A harness whose model changed after its last step, held by nothing else.
@MainActor private func makeChangedHarness() async -> ModelHarness<TimingProfile> {
  let model = TimingProfile()
  let harness = ModelHarness(model, line: 1)
  await harness.run {
    await $0.load()
  } expecting: {
    $0.name = "Blob"
  }
  model.rename("Draft")
  return harness
}

/// Holds the last reference to a harness so a test can drop it on another thread.
private final class HarnessBox: @unchecked Sendable {
  // Unchecked: set once on the main actor, then released once, by one thread at a time.
  private var harness: ModelHarness<TimingProfile>?

  init(_ harness: ModelHarness<TimingProfile>) {
    self.harness = harness
  }

  /// Drops the harness on the calling thread.
  func release() {
    harness = nil
  }

  /// Drops the harness on a thread of its own, outside any task, and returns once it has.
  func releaseOnAThread() {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread { [self] in
      harness = nil
      done.signal()
    }
    thread.start()
    done.wait()
  }
}

// MARK: - XCTest: a harness released on another thread while the test runs

final class ModelHarnessEndOfTestTimingXCTests: XCTestCase {
  /// The test holds the main thread, waiting for the thread that drops the harness: the check
  /// cannot run on the main actor then, and must not be lost nor run after the test: the test's
  /// teardown runs it, inside the test.
  func testAHarnessReleasedOnAnotherThreadIsCheckedInsideTheTest() {
    for _ in 0..<repetitions {
      let test = OwnTestRun.run(makingStoreInSetUp: false) { _ in
        MainActor.assumeIsolated {
          let box = HarnessBox(makeChangedSyncHarness())
          box.releaseOnAThread()
        }
      }
      expect(test.recordedFailures.map(\.message), [changedAfterLastStepFailure])
      expect(test.recordedFailures.map(\.line), [1])
    }
  }

  /// Released on the main thread, in the test body: checked right then.
  func testAHarnessReleasedOnTheMainThreadIsCheckedInsideTheTest() {
    for _ in 0..<repetitions {
      let test = OwnTestRun.run(makingStoreInSetUp: false) { _ in
        MainActor.assumeIsolated { harnessChangedAfterSyncStep() }
      }
      expect(test.recordedFailures.map(\.message), [changedAfterLastStepFailure])
      expect(test.recordedFailures.map(\.line), [1])
    }
  }
}

@MainActor private func makeChangedSyncHarness() -> ModelHarness<TimingProfile> {
  let model = TimingProfile()
  let harness = ModelHarness(model, line: 1)
  harness.run {
    $0.rename("Blob")
  } expecting: {
    $0.name = "Blob"
  }
  model.rename("Draft")
  return harness
}

// MARK: - Test store scenarios

/// A store that received an action the test never asserts, released when the function returns.
private func storeLeftAnActionUnreceived() {
  let (store, scheduler) = makeFeatureStore(line: 1)
  store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
  scheduler.advance(by: 0.5)
}

/// The same after an awaited step, in a `@MainActor` test.
@MainActor private func storeLeftAnActionUnreceivedAfterAnAwait() async {
  let (store, scheduler) = makeFeatureStore(line: 1)
  await store.send(.incrementTapped, line: 3) { $0.count = 1 }
  await store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
  await scheduler.advance(by: 0.5)
}

/// The same in a nonisolated async test, after an awaited step.
private func storeLeftAnActionUnreceivedInANonisolatedTest() async {
  let (store, scheduler) = makeFeatureStore(line: 1)
  await store.send(.incrementTapped, line: 3) { $0.count = 1 }
  await store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
  await scheduler.advance(by: 0.5)
}

@Suite(.capturingIssues, .serialized)
struct TestStoreEndOfTestTimingTests {
  @Test @MainActor func aSyncMainActorTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      let issues = recordedIssues { storeLeftAnActionUnreceived() }
      #expect(issues.map(\.text) == [unreceivedActionFailure(afterAnAwait: false)])
      #expect(issues.map { $0.sourceLocation?.line } == [2])
    }
  }

  @Test @MainActor func anAsyncMainActorTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      let issues = await recordedIssues { await storeLeftAnActionUnreceivedAfterAnAwait() }
      #expect(issues.map(\.text) == [unreceivedActionFailure(afterAnAwait: true)])
      #expect(issues.map { $0.sourceLocation?.line } == [2])
    }
  }

  @Test func aNonisolatedTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      let issues = await recordedIssues { await storeLeftAnActionUnreceivedInANonisolatedTest() }
      #expect(issues.map(\.text) == [unreceivedActionFailure(afterAnAwait: true)])
      #expect(issues.map { $0.sourceLocation?.line } == [2])
    }
  }
}

final class TestStoreEndOfTestTimingXCTests: XCTestCase {
  /// The test waits for a thread that drops the last reference to a store: the check runs on
  /// that thread, before the drop returns, and reports to the test running then.
  func testAStoreReleasedOnAnotherThreadIsCheckedInsideTheTest() {
    for _ in 0..<repetitions {
      let test = OwnTestRun.run(makingStoreInSetUp: false) { _ in
        let (store, scheduler) = makeFeatureStore(line: 1)
        store.send(.queryChanged("a"), line: 2) { $0.query = "a" }
        scheduler.advance(by: 0.5)
        let box = UncheckedBox(store)
        let done = DispatchSemaphore(value: 0)
        Thread {
          box.value = nil
          done.signal()
        }.start()
        done.wait()
      }
      expect(test.recordedFailures.map(\.message), [unreceivedActionFailure(afterAnAwait: false)])
      expect(test.recordedFailures.map(\.line), [2])
    }
  }
}

/// Holds the last reference to a value so a test can drop it on another thread.
private final class UncheckedBox<Value>: @unchecked Sendable {
  // Unchecked: set once, then cleared once by one thread while the test waits for it.
  var value: Value?

  init(_ value: Value) {
    self.value = value
  }
}

/// The failure every store scenario above ends with, reported at the step that sent the action.
func unreceivedActionFailure(afterAnAwait: Bool) -> String {
  let awaitedStep =
    afterAnAwait
    ? """
      send FeatureAction.incrementTapped (EndOfTestTimingTests.swift:3)
        state changed

    """ : ""
  return """
    Received 1 unexpected action: …

    Unhandled actions: [
      FeatureAction.searchResponse(
        [
          "a1",
          "a2",
        ]
      ),
    ]

    Timeline:
    \(awaitedStep)  send FeatureAction.queryChanged("a") (EndOfTestTimingTests.swift:2)
        state changed
        effect #1 started, cancellation id: SearchID()
        effect #1 sent FeatureAction.searchResponse(["a1", "a2"])
        effect #1 finished
        scheduler advanced by 0.5s (0s → 0.5s), ran 1 work item
      store released (created at EndOfTestTimingTests.swift:1)

    To accept the actual behaviour, write:

      store.receive(.searchResponse(["a1", "a2"]))

    These steps leave out the state the actions change: it shows when they are received, or \
    `store.record = .failures` writes it.
    """
}

// MARK: - Serial scope scenarios

/// A `withMainSerialExecutor` scope that ends with a task still waiting on a stream.
@MainActor private func scopeEndedWithATaskRunning() async -> Int {
  let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
  defer { continuation.finish() }
  let line = #line + 2
  await withMainSerialExecutor(line: 1) {
    Task { for await _ in stream {} }
  }
  return line
}

/// The same, entered from a nonisolated test.
private func scopeEndedWithATaskRunningInANonisolatedTest() async -> Int {
  let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
  defer { continuation.finish() }
  let line = #line + 2
  await withMainSerialExecutor(line: 1) {
    Task { for await _ in stream {} }
  }
  return line
}

@Suite(.capturingIssues, .serialized)
struct SerialScopeEndOfTestTimingTests {
  /// Fewer runs: each failure names where the running task was created, which symbolicates a
  /// stack (about a second here), and the scope's check runs in its `defer`, synchronously.
  let repetitions = 5

  @Test @MainActor func aMainActorTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      var line = 0
      let issues = await recordedIssues { line = await scopeEndedWithATaskRunning() }
      #expect(issues.map(\.text) == [scopeEndedFailure("scopeEndedWithATaskRunning()", line)])
      #expect(issues.map { $0.sourceLocation?.line } == [1])
    }
  }

  @Test func aNonisolatedTestRecordsTheFailureBeforeItEnds() async {
    for _ in 0..<repetitions {
      var line = 0
      let issues = await recordedIssues {
        line = await scopeEndedWithATaskRunningInANonisolatedTest()
      }
      #expect(
        issues.map(\.text) == [
          scopeEndedFailure("scopeEndedWithATaskRunningInANonisolatedTest()", line)
        ])
      #expect(issues.map { $0.sourceLocation?.line } == [1])
    }
  }
}

/// The failure a scope scenario ends with: the task `function` created on `line` still runs.
func scopeEndedFailure(_ function: String, _ line: Int) -> String {
  """
  withMainSerialExecutor ended while 1 task is still running (suspended with nothing queued to \
  resume them):
    • a task created in closure #1 in \(function) at EndOfTestTimingTests.swift:\(line)

  Feed what they await (a stream, a continuation), or cancel them before the scope ends. A task \
  sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot advance it: \
  give the model a clock, and the test a TestClock. Pass allowsUnfinishedTasks: true to leave \
  them running. They were cancelled.
  """
}
