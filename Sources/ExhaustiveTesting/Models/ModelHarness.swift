import Dispatch
import ExhaustiveCore
import Foundation
import StructuralDiff

/// Exhaustive assertions on a plain model object, as the test store makes them on a reducer's
/// state: each step says how the model's stored properties change, and any change it does not
/// describe fails with a diff.
///
/// ```swift
/// let harness = ModelHarness(NumberFactModel(numberFact: client))
/// await harness.run { $0.incrementButtonTapped() } expecting: {
///   $0.count = 1
/// }
/// await harness.run { $0.getFactButtonTapped() } expecting: {
///   $0.fact = "1 is a good number."
/// }
/// ```
///
/// Before each step the harness snapshots the model's state: every stored property of a plain
/// class; an `@Observable` class's observed properties, by their declared names. What is not
/// state is left out: `let`s of an `@Observable` class and its `@ObservationIgnored`
/// properties — a `@Dependency`, a clock, a client, a `Task` it keeps to cancel — unless one
/// holds an `@Observable` child model. Objects the state holds (child models, wherever it holds
/// them: directly, in an optional, an array, a dictionary, a set, an enum case, a struct) are
/// snapshotted with it, so a change anywhere in the graph is a change of the model, and its
/// diff shows it.
///
/// After the step, inside `withMainSerialExecutor`, the harness settles the tasks the step
/// started (as `settle()` does), snapshots again, and compares the result with the snapshot
/// before the step, changed as the `expecting` closure describes. Outside such a scope, each
/// step runs in a serial scope of its own, which ends with the step: its tasks run to
/// completion (or to where they wait on the test) before the check, and a task still waiting
/// then is reported, since nothing would run it deterministically after the step. Changes the
/// test makes outside a step (feeding a stream and settling, advancing a clock) fail at the next
/// step, and changes left unasserted at the end of the test fail then.
///
/// The `expecting` closure describes the state through key paths and never calls the model's
/// setters: any property the test can read can be described (`public private(set) var`
/// included), with no setter or `didSet` running. (The runtime names an `@Observable` property
/// only by its getter, so the harness finds the stored property a key path reads by its value;
/// when several hold the same value, it tells them apart by storing the described value in each
/// for a moment, bypassing the setter, and putting the old one back.)
@MainActor
public final class ModelHarness<Model: AnyObject> {
  /// The model under test.
  public let model: Model

  /// Whether a failing step rewrites its `expecting:` closure in the test's source file (see
  /// ``RecordMode``); starts as ``RecordMode/fromEnvironment`` (`EXHAUSTIVE_RECORD=1`).
  ///
  /// Every failing step's message ends with the closure that would pass; recording, it is also
  /// written into the test, and the step still fails, saying "Recorded: re-run the test".
  public var record: RecordMode {
    get { endCheck.record }
    set { endCheck.record = newValue }
  }

  /// The state the last step left, and the test the harness belongs to.
  private let endCheck: ModelEndCheck<Model>
  private var last: ObjectSnapshot {
    get { endCheck.last }
    set { endCheck.last = newValue }
  }
  /// Whether this harness has reported running inside another library's main serial executor
  /// (once per harness: one mistake, one failure).
  var reportedPeerMainSerialExecutor = false
  /// swift-clocks test clocks the model holds, which a scope's failures name (BesidePeers/).
  private let peerClocks: [PeerClock]
  private var owner: TestOwner {
    get { endCheck.owner }
    set { endCheck.owner = newValue }
  }

  /// Starts asserting on `model`; its state now is what the first step starts from.
  public init(
    _ model: Model,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.model = model
    self.peerClocks = PeerClock.scan(model, named: "\(Model.self)")
    self.endCheck = ModelEndCheck(
      model: model,
      location: SourceCodeLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
    self.owner = TestOwner.current
    if case .xcTest(let scope) = owner { scope.register(self) }
  }

  /// Runs `step` on the model, lets the tasks it started run as far as they can, and checks
  /// that the model's properties changed exactly as `expecting` describes (no closure: not at
  /// all).
  ///
  /// - Parameters:
  ///   - step: What the user or the system does: a button tap, a stream the test feeds, a clock
  ///     it advances.
  ///   - expecting: Describes the properties the step changes by their expected values; reading a
  ///     property gives its value before the step, so `$0.count += 1` reads as it should.
  ///   - fileID: The file ID the failure is attributed to; defaults to the caller's.
  ///   - filePath: The file path the failure is attributed to; defaults to the caller's.
  ///   - line: The line the failure is attributed to; defaults to the caller's.
  ///   - column: The column the failure is attributed to; defaults to the caller's.
  public func run(
    _ step: @MainActor (Model) async throws -> Void,
    expecting: (@MainActor (inout ModelChanges<Model>) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async rethrows {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let plan = prepare(expecting, at: location)
    checkForPeerMainSerialExecutor(at: location)
    try await ModelStepScope.run(
      at: location, peerClocks: peerClocks, recording: record == .failures
    ) { try await step(model) }
    check(plan, at: location)
  }

  /// Runs `step` on the model, lets the tasks it started run as far as they can, and checks
  /// that the model's properties changed exactly as `expecting` describes (no closure: not at
  /// all).
  public func run(
    _ step: @MainActor (Model) throws -> Void,
    expecting: (@MainActor (inout ModelChanges<Model>) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let plan = prepare(expecting, at: location)
    checkForPeerMainSerialExecutor(at: location)
    try ModelStepScope.run(
      at: location, peerClocks: peerClocks, recording: record == .failures
    ) { try step(model) }
    check(plan, at: location)
  }

  /// Accepts whatever the model's properties hold now without asserting it: the next step
  /// starts from here. The non-exhaustive escape hatch, for a test that checks only some steps.
  public func skipChanges() {
    last = ObjectSnapshot(of: model)
  }

  // MARK: - Steps

  /// Before a step: reports changes made since the last step, then learns the expected state.
  private func prepare(
    _ expecting: (@MainActor (inout ModelChanges<Model>) throws -> Void)?,
    at location: SourceCodeLocation
  ) -> ModelExpectation {
    adoptIfNeeded()
    reportChangesOutsideSteps(
      ModelFailureMessages.changedBetweenSteps, at: location)
    let expectation = ModelExpectation(before: last)
    guard let expecting else { return expectation }
    var changes = ModelChanges(model: model, expectation: expectation)
    do {
      try expecting(&changes)
    } catch {
      expectation.closureThrew = true
      let refusal =
        record == .failures ? "\n\nNot recorded: " + ModelAcceptance.closureThrew : ""
      reportFailure(FailureMessages.threw(error) + refusal, at: location, owner: owner)
    }
    reportChangesByTheClosure(expectation, at: location)
    return expectation
  }

  /// Reports what the `expecting` closure changed in the model itself (assignments through a
  /// child model it reached as a live object), and starts the step from there: the step's own
  /// changes are then checked, and accepted, from the state the closure left.
  private func reportChangesByTheClosure(
    _ expectation: ModelExpectation, at location: SourceCodeLocation
  ) {
    let now = ObjectSnapshot(of: model)
    guard now != last else { return }
    let labels = last.labels(differingFrom: now)
    reportFailure(
      ModelFailureMessages.closureChangedTheModel(Dumping.difference(last, now), labels: labels),
      at: location, owner: owner)
    expectation.rebase(labels, on: now)
    last = now
  }

  /// After a step: compares the model with the state the test expected.
  private func check(_ plan: ModelExpectation, at location: SourceCodeLocation) {
    let actual = ObjectSnapshot(of: model)
    let before = last
    defer { last = actual }
    var expected = plan.expected
    // What the closure described wrongly, then the mismatch: the last of them ends with the
    // closure that accepts the step, which fixes them all.
    var failures = plan.failures
    for change in plan.accepted {
      let probe = change.probe(before.object(change.objectID))
      if let failure = probe.failure { failures.append(failure) }
      if let label = probe.label, let now = actual.object(change.objectID) {
        _ = expected.updateObject(change.objectID) { $0.take(label, from: now) }
      }
    }
    if expected != actual {
      failures.append(ModelFailureMessages.stateMismatch(expected: expected, actual: actual))
    }
    guard !failures.isEmpty else { return }
    let acceptance = ModelAcceptance(
      lines: ModelMutations.lines(from: before, to: actual), location: location,
      refusal: plan.closureThrew ? ModelAcceptance.closureThrewAbove : nil)
    failures[failures.count - 1] += "\n\n" + acceptance.section(recording: record == .failures)
    for failure in failures {
      reportFailure(failure, at: location, owner: owner)
    }
  }

  /// Reports the properties that changed since the last step, and starts from them.
  private func reportChangesOutsideSteps(
    _ message: (String) -> String, at location: SourceCodeLocation
  ) {
    let now = ObjectSnapshot(of: model)
    guard now != last else { return }
    let refusal = record == .failures ? "\n\nNot recorded: " + RecordingRefusal.outsideSteps : ""
    reportFailure(message(Dumping.difference(last, now)) + refusal, at: location, owner: owner)
    last = now
  }

  private func adoptIfNeeded() {
    guard case .none = owner else { return }
    owner = TestOwner.current
    if case .xcTest(let scope) = owner { scope.register(self) }
  }

  deinit {
    // A Swift Testing test has no end hook: a harness it made is checked when released — a
    // local when the test function returns, a suite property when Swift Testing releases the
    // suite instance, both inside the test's task. The check must run before the release
    // returns (see `ModelEndCheck.runAtRelease()`): work sent elsewhere runs after the test is
    // reported, or never.
    endCheck.runAtRelease()
  }
}

extension ModelHarness: EndOfTestChecking {
  package nonisolated func runEndOfTestChecks(_ reason: EndOfTestReason) {
    // XCTest runs a test's teardown blocks on the main thread, where the harness lives.
    MainActor.assumeIsolated { endCheck.run() }
  }
}

/// What a harness checks at the end of its test: the model against the state the last step
/// left, reported at the harness's creation.
///
/// A class so the harness's `deinit`, which is not isolated, can run it, or hand it to the main
/// actor or to the test's teardown.
///
/// **The rule for every end-of-test check** (the test store's, this one, the serial scope's):
/// it runs before its test is reported finished, and reports to that test — under XCTest and
/// Swift Testing, in sync and async tests, on the main actor or not, whatever thread the last
/// release happens on. Swift Testing knows a test only through its task-locals and reports it
/// finished as soon as its function returns and its suite instance is released, so a check
/// deferred to a `Task`, a main queue block or a later run loop turn runs after the report (a
/// failing test shown as passing) or never. A check therefore runs synchronously where the
/// release happens; when that thread may not touch what it checks, it waits for the thread
/// that may, or hands the check to a teardown the framework waits for.
final class ModelEndCheck<Model: AnyObject>: @unchecked Sendable {
  // Unchecked: every property is read and written only on the main actor — by the harness's
  // isolated methods, and by `run()`/`takeFailure()`, which are isolated — except in
  // `runAtRelease()`, which runs in the harness's `deinit`, when nothing else can reach the
  // check, and only reads `owner`, `location` and `record` before handing the check on.
  let model: Model
  var last: ObjectSnapshot
  var owner: TestOwner
  let location: SourceCodeLocation
  var record = RecordMode.fromEnvironment

  init(model: Model, location: SourceCodeLocation) {
    self.model = model
    self.last = ObjectSnapshot(of: model)
    self.location = location
    self.owner = .none
  }

  /// Reports what changed since the last step; what it reports is not reported again.
  @MainActor func run() {
    guard let failure = takeFailure() else { return }
    reportFailure(failure, at: location, owner: owner)
  }

  /// The failure for what changed since the last step, if anything did; the change then counts
  /// as reported.
  @MainActor func takeFailure() -> String? {
    let now = ObjectSnapshot(of: model)
    guard now != last else { return nil }
    let refusal = record == .failures ? "\n\nNot recorded: " + RecordingRefusal.outsideSteps : ""
    defer { last = now }
    return ModelFailureMessages.changedAfterLastStep(Dumping.difference(last, now)) + refusal
  }

  /// Runs the check as the harness is released, before the release returns, reporting to the
  /// releasing code's test.
  ///
  /// - On the main actor (the main thread, or the main queue, which a Swift Testing run on Linux
  ///   drains on a worker thread): right here.
  /// - Elsewhere, while the XCTest test that owns the harness runs: the test's teardown runs it
  ///   on the main thread (the test itself may be holding the main thread, waiting for this
  ///   one).
  /// - Elsewhere otherwise (a nonisolated Swift Testing test, a suite instance released off the
  ///   main actor): the model is read on the main actor, this thread waiting, and the failure
  ///   is reported here, where the test's task-locals are. If the main actor does not answer
  ///   within ``mainActorPatience`` (blocked on this very thread), this thread goes on and the
  ///   main actor reports the failure itself when it gets to it, naming the test: late, never
  ///   lost, never a hang.
  func runAtRelease() {
    if MainThread.isCurrent {
      MainActor.assumeIsolated { run() }
      return
    }
    if case .xcTest(let scope) = owner, scope.keepUntilEnd(self) { return }
    guard let failure = takeFailureOnTheMainActor() else { return }
    reportFailure(failure, at: location, owner: owner)
  }

  /// How long a release off the main actor waits for the main actor to read the model.
  static var mainActorPatience: DispatchTimeInterval { .seconds(5) }

  /// ``takeFailure()``, run on the main actor while this thread waits; nil when nothing changed
  /// or when the main actor did not answer in time (it then reports the failure itself).
  private func takeFailureOnTheMainActor() -> String? {
    let handoff = Lock(Handoff.waiting)
    let answered = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        let failure = self.takeFailure()
        let abandoned = handoff.withLock { state -> Bool in
          if case .abandoned = state { return true }
          state = .answered(failure)
          return false
        }
        if abandoned, let failure {
          reportFailure(failure, at: self.location, owner: self.owner)
        }
        answered.signal()
      }
    }
    if answered.wait(timeout: .now() + Self.mainActorPatience) == .timedOut {
      return handoff.withLock { state -> String? in
        if case .answered(let failure) = state { return failure }
        state = .abandoned
        return nil
      }
    }
    return handoff.withLock { state -> String? in
      if case .answered(let failure) = state { return failure }
      return nil
    }
  }

  /// Where the main actor's reading of the model stands, for the thread waiting for it.
  private enum Handoff: Sendable {
    case waiting
    case answered(String?)
    /// The waiting thread went on: the main actor reports what it finds.
    case abandoned
  }
}

extension ModelEndCheck: EndOfTestChecking {
  package func runEndOfTestChecks(_ reason: EndOfTestReason) {
    // Kept by the test's scope after the harness was released off the main thread; XCTest runs
    // the test's teardown blocks on the main thread.
    MainActor.assumeIsolated { run() }
  }
}
