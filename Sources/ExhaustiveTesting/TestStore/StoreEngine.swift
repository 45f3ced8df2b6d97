import ExhaustiveCore
import ExhaustiveSerialExecutor
import Foundation

/// The one engine behind every test store: it owns the ledger, the executor, the recorder, the
/// shadow state and the flags, and runs each kind of step once. Not API.
///
/// ``TestStore`` and ``ScopedTestStore`` are thin: each holds an engine and says how its view
/// (the state its steps assert on, the actions its steps send) maps onto the engine's state and
/// actions; the public API is written once, in extensions of ``TestStoreProtocol``, each method a
/// line that hands a ``TestStoreStep`` to ``run(_:_:)``. A scoped store has an engine of its
/// own, whose state is the whole state and its view (``_ScopedTestState``).
///
/// ## Adding a step kind
/// A new step kind touches one place plus its tests: add its case to ``TestStoreStep/Kind``
/// (in this file), run it in ``run(_:_:)`` (and, if the async form waits for something first, in
/// ``run(_:_:timeout:)``), and, in one file of its own, give it its engine method, its
/// `TestStoreStep` constructor and its one-line imperative methods in an extension of
/// `TestStoreProtocol`. Both stores, sync and async, script and imperative, then have it.
///
/// Public only because ``TestStoreProtocol/_engine`` names it; it has no public members.
public final class _TestStoreEngine<State: Equatable, Action, Environment> {
  // Every property a user's closure can reach (`state`, `environment`, `exhaustivity`: a
  // reducer, an `Equatable` conformance, a `.do` or `.environment` step can all read them) keeps
  // Swift's dynamic exclusivity check, so a reducer that reads `store.state` while the store is
  // writing it, or an `.environment` step that reads `store.environment` while the store hands
  // it over `inout`, traps with a diagnosis in the debug builds tests run in, instead of
  // reading memory mid-write. Only private properties that no user code can name, and that are
  // never accessed across a call to user code, skip it (each says why).

  /// The current state: the initial state with every sent and received action reduced into it.
  private(set) var state: State

  /// The dependencies the reducer runs with.
  var environment: Environment {
    didSet { observeSchedulers() }
  }

  /// How strictly the store checks the test.
  var exhaustivity: Exhaustivity = .on

  /// How long, in real time, an async `receive` or `finish` without a `timeout:` of its own
  /// waits for work outside the store.
  var timeout: Duration?

  /// What the test's expected-state closures have built, equal to ``state`` between steps but
  /// owned separately.
  ///
  /// The reducer mutates ``state`` and the step's closure mutates this copy, each in place. A
  /// step keeps the state before it too, to print the code that accepts a mismatch: the parts
  /// of this copy that the closure changes are copied once (see Recording/). Before the closure
  /// runs it still equals the state before the step, which is how a step tells whether the
  /// reducer changed anything. After a failure it is reset to share ``state``'s
  /// storage (the next step's reducer then copies once). Not optional, and handed to the closure
  /// in place: nothing else can reach it while the closure runs, as a step called from inside
  /// the closure is refused, and an optional would cost a type lookup on every use.
  ///
  /// Unchecked exclusivity: internal (the recorder resets it), so no user code names it, and the
  /// only user code that runs during an access to it (the expected-state closure it is handed
  /// to, the state's `==`) can reach it only through a step, which is refused before it touches
  /// anything; the store is not `Sendable`, so one thread at a time drives it.
  @exclusivity(unchecked)
  var shadow: State
  /// Whether a step changed the state, usually answered without comparing all of it.
  ///
  /// Unchecked exclusivity, as for ``shadow``: private, and the state's `==` it calls can reach
  /// it only through a step, which is refused first.
  @exclusivity(unchecked)
  private var changes = StateChangeDetector(for: State.self)
  let reducer: Reducer<State, Action, Environment>
  /// Where the test created the store.
  let location: SourceCodeLocation
  let ledger = EffectLedger<Action>()
  /// Runs the store's async effects; drained before every assertion (see TestStore+Async.swift).
  package let executor = TestExecutor()
  let context: EffectContext
  let schedulers = SchedulerObservation()
  let recorder = Recorder()
  // The four flags below skip the exclusivity check: they are private, and every access is a
  // plain read or a plain write, never held across a call to user code, so no two accesses can
  // overlap on the one thread that drives the store.

  /// Set while a step's expected-state closure runs: a step called from inside it is refused.
  @exclusivity(unchecked)
  private var isRunningExpectation = false
  /// Whether the current step has reported a refused call (a non-exhaustive store may run the
  /// closure twice).
  @exclusivity(unchecked)
  private var reportedReentry = false
  /// Set while the reducer runs and the effect it returned starts: a step called from inside
  /// either (an effect's closure calling `store.send`) is refused.
  @exclusivity(unchecked)
  private var isReducing = false
  /// Whether a failure may have listed actions that are still queued: only then does a receive
  /// look for them, which costs a lock.
  @exclusivity(unchecked)
  private var mayHaveReportedActions = false
  /// The test whose end runs this store's end-of-test checks.
  var owner: TestOwner
  /// Set when the store belongs to no running test (its test ended, or it was created outside
  /// any): the next step registers it with the test that runs that step.
  var needsOwner = false

  init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    location: SourceCodeLocation
  ) {
    self.state = initialState
    self.shadow = initialState
    self.reducer = reducer
    self.environment = environment
    self.context = EffectContext(spawner: executor.spawner)
    self.location = location
    self.owner = .none
    observeSchedulers()
    adopt(by: TestOwner.current)
  }

  deinit {
    runEndOfTestChecks(.released)
  }
}

// MARK: - Step kinds

extension TestStoreStep {
  /// Every kind of step, the one list of them: a new kind is added here and run in
  /// ``_TestStoreEngine/run(_:_:)``.
  enum Kind {
    case send(LocalAction, ((inout LocalState) throws -> Void)?)
    /// A receive by equal action, case path or predicate; `inspect`, when given, is handed the
    /// received action once it matched (the payload form of a case-path receive).
    case receive(
      ActionMatcher<Action>, ((inout LocalState) throws -> Void)?,
      inspect: ((Action) throws -> Void)?)
    /// `.receive(inAnyOrder: …)`: receive steps, each matched to whichever action it expects.
    case receiveInAnyOrder([TestStoreStep])
    case `do`(() throws -> Void)
    case environment((inout Environment) throws -> Void)
  }
}

/// How a store's view maps onto its engine: the action a sent view action is, and a closure on
/// the view state as one on the engine's state.
struct StoreProjection<State, LocalState, Action, LocalAction> {
  var embed: (LocalAction) -> Action
  var lift: (((inout LocalState) throws -> Void)?) -> ((inout State) throws -> Void)?
}

extension _TestStoreEngine {
  /// Runs `steps` in order, then checks that no received action is left unhandled and no effect
  /// is still running.
  func assert<LocalState, LocalAction>(
    _ steps: [TestStoreStep<LocalState, Action, LocalAction, Environment>],
    _ projection: StoreProjection<State, LocalState, Action, LocalAction>,
    at end: SourceCodeLocation
  ) {
    if refusesReentrantCall("assert(_:)", at: end) { return }
    if needsOwner { adoptIfATestIsRunning() }
    for step in steps {
      defer { ledger.checkInvariants(after: step.location) }
      run(step, projection)
    }
    checkEndOfAssertion(at: end)
  }

  /// Runs one step, of whichever kind: the one switch over ``TestStoreStep/Kind``.
  func run<LocalState, LocalAction>(
    _ step: TestStoreStep<LocalState, Action, LocalAction, Environment>,
    _ projection: StoreProjection<State, LocalState, Action, LocalAction>
  ) {
    switch step.kind {
    case .send(let action, let update):
      send(projection.embed(action), projection.lift(update), at: step.location)
    case .receive(let matcher, let update, let inspect):
      receive(matcher, projection.lift(update), inspecting: inspect, at: step.location)
    case .receiveInAnyOrder(let steps):
      receive(inAnyOrder: steps, projection, at: step.location)
    case .do(let work):
      handlePendingActions(before: "performing this work", at: step.location)
      ledger.log(.step(.do, action: nil, location: step.location), stepAt: step.location)
      do {
        try work()
      } catch {
        fail(FailureMessages.threw(error), at: step.location)
      }
    case .environment(let update):
      handlePendingActions(before: "performing this work", at: step.location)
      ledger.log(.step(.environment, action: nil, location: step.location), stepAt: step.location)
      do {
        try update(&environment)
      } catch {
        fail(FailureMessages.threw(error), at: step.location)
      }
    }
  }

  /// Runs one step from an async test: first waits, running effects, for what the step needs
  /// (the action a receive expects), then runs it as ``run(_:_:)`` does.
  nonisolated(nonsending) func run<LocalState, LocalAction>(
    _ step: TestStoreStep<LocalState, Action, LocalAction, Environment>,
    _ projection: StoreProjection<State, LocalState, Action, LocalAction>,
    timeout: Duration?
  ) async {
    switch step.kind {
    case .receive(let matcher, let update, let inspect):
      await receive(
        matcher, timeout: timeout, projection.lift(update), inspecting: inspect,
        at: step.location)
    case .receiveInAnyOrder(let steps):
      await receive(inAnyOrder: steps, projection, timeout: timeout, at: step.location)
    case .send, .do, .environment:
      run(step, projection)
    }
  }

  /// Reduces every action the effects sent that the test has not received, without asserting on
  /// them or on the state they change; with `strict`, having nothing to skip is a failure.
  func skipReceivedActions(strict: Bool, at here: SourceCodeLocation) {
    if refusesReentrantCall("skipReceivedActions()", at: here) { return }
    defer { ledger.checkInvariants(after: here) }
    ledger.log(.step(.skipReceivedActions, action: nil, location: here), stepAt: here)
    executor.runUntilIdle()
    let skipped = reduceSkippedActions(at: here)
    if strict && skipped == 0 {
      fail(FailureMessages.noReceivedActionsToSkip, at: here)
    }
  }

  /// Cancels every effect that is still running; with `strict`, having nothing to cancel is a
  /// failure.
  func skipInFlightEffects(strict: Bool, at here: SourceCodeLocation) {
    if refusesReentrantCall("skipInFlightEffects()", at: here) { return }
    defer { ledger.checkInvariants(after: here) }
    ledger.log(.step(.skipInFlightEffects, action: nil, location: here), stepAt: here)
    let cancelled = ledger.cancelAll()
    // Let cancelled async work unwind now rather than at some later step.
    executor.runUntilIdle()
    if cancelled == 0 && strict {
      fail(FailureMessages.noInFlightEffectsToSkip, at: here)
    }
  }
}

// MARK: - Running steps

extension _TestStoreEngine {
  func send(
    _ action: Action, _ update: ((inout State) throws -> Void)?, at location: SourceCodeLocation
  ) {
    if refusesReentrantCall("send(_:)", at: location) { return }
    defer { ledger.checkInvariants(after: location) }
    if needsOwner { adoptIfATestIsRunning() }
    handlePendingActions(before: "sending an action", at: location)
    // A failure's "To accept" section starts from the state before the step. Keeping it costs a
    // copy of whatever the closure writes; the alternatives run user code twice (Performance.md,
    // "The TestStore overhead row").
    let previous = shadow
    let changed = reduce(
      action, step: .send, logging: .step(.send, action: action, location: location), at: location)
    if let failure = expectState(changed: changed, update, at: location) {
      fail(
        failure, at: location, accepting: acceptance(.send, action, previous, failure, location),
        notRecorded: RecordingRefusal.closureThrew)
    }
    executor.runUntilIdle()
  }

  /// `inspect`, when given, is handed the received action once it matched, before its state
  /// is checked (the payload form of a case-path receive); what it throws fails the step.
  func receive(
    _ matcher: ActionMatcher<Action>,
    _ update: ((inout State) throws -> Void)?,
    inspecting inspect: ((Action) throws -> Void)? = nil,
    at location: SourceCodeLocation
  ) {
    if refusesReentrantCall("receive(_:)", at: location) { return }
    defer { ledger.checkInvariants(after: location) }
    if needsOwner { adoptIfATestIsRunning() }
    executor.runUntilIdle()
    if mayHaveReportedActions && exhaustivity.isExhaustive(.receivedActions) {
      mayHaveReportedActions = ledger.dropReportedActions(upToFirst: matcher.matches)
    }
    if !exhaustivity.isExhaustive(.receivedActions),
      let index = ledger.firstPendingIndex(where: matcher.matches), index > 0
    {
      // Non-exhaustive: the actions before the match happened; reduce them without asserting.
      let skipped = (0..<index).compactMap { _ in ledger.dequeue() }
      note(FailureMessages.unexpectedActions(skipped), at: location)
      for action in skipped { reduceSkipped(action, at: location) }
    }
    guard let received = ledger.dequeue() else {
      ledger.log(
        .unmatchedReceive(matcher.expectation, received: nil, location: location), stepAt: location)
      failReceivingNone(at: location)
      return
    }
    var stepEvent: TimelineEvent?
    var mismatch: String?
    if matcher.matches(received) {
      stepEvent = .step(.receive, action: received, location: location)
    } else {
      // The timeline names what the test wrote; what arrived follows it.
      ledger.log(
        .unmatchedReceive(matcher.expectation, received: received, location: location),
        stepAt: location)
      switch matcher {
      case .action(let expected, _):
        mismatch = FailureMessages.unexpectedAction(expected: expected, received: received)
      case .predicate:
        mismatch = FailureMessages.unmatchedAction(received, expecting: "the predicate")
      case .casePath(_, let name):
        mismatch = FailureMessages.unmatchedAction(
          received, expecting: "the case path \(name())")
      }
    }
    let previous = shadow  // For the "To accept" section, as in `send`.
    let changed = reduce(received, step: .receive, logging: stepEvent, at: location)
    if mismatch == nil, let inspect {
      do {
        try inspect(received)
      } catch {
        fail(FailureMessages.threw(error), at: location)
      }
    }
    let stateFailure = expectState(changed: changed, update, at: location)
    // One mistake, one failure: the state the wrong action produced is a section of its message.
    if let mismatch {
      // An expected action is rewritten to the one that came, and so is any receive of an
      // action that is not `Equatable`, by the case path of what came (see
      // `wrongActionAcceptance`); for an `Equatable` one, a predicate or a case path is the
      // test's own way of matching, which the recorder cannot write for it.
      let (accepting, refusal) = wrongActionAcceptance(
        matcher, received, previous, payloadClosure: inspect != nil, at: location)
      fail(
        mismatch + (stateFailure.map(FailureMessages.alsoStateMismatch) ?? ""), at: location,
        accepting: accepting, notRecorded: refusal)
    } else if let stateFailure {
      // A payload-inspecting receive has two trailing closures; the recorder rewrites only a
      // step's last one, so it is left to the test's author.
      fail(
        stateFailure, at: location,
        accepting: inspect == nil
          ? acceptance(.receive, received, previous, stateFailure, location) : nil,
        notRecorded: inspect == nil
          ? RecordingRefusal.closureThrew : RecordingRefusal.payloadReceive)
    }
    executor.runUntilIdle()
  }

  /// Reports a receive that found no action, with why none came and what is still running; the
  /// effects listed are not reported again at the end of the test.
  func failReceivingNone(at location: SourceCodeLocation, stall: EffectStall? = nil) {
    let running = ledger.runningEffects(unreportedOnly: true)
    let schedulerWork = schedulers.pendingWork()
    // With nothing running and nothing scheduled, no action can come: the step is wrong, and
    // deleting it accepts what happened. Otherwise the action may still come, once the test
    // advances what the effects wait on, and only the test's author knows which is meant.
    let canNeverArrive = running.isEmpty && schedulerWork.isEmpty && stall == nil
    fail(
      schedulers.withPeerClockNote(
        FailureMessages.receivedNone(
          running: running, schedulers: schedulerWork,
          cancelled: ledger.effectsCancelledSinceLastStep, stall: stall)),
      at: location,
      accepting: canNeverArrive
        ? Acceptance(steps: [], placement: .deletingStep, location: location) : nil,
      notRecorded: RecordingRefusal.actionMayStillCome)
    ledger.markReported(running)
  }

  /// Runs the reducer and starts the effect it returns; returns whether the state changed.
  ///
  /// The state is compared with ``shadow``, which still equals the state before the step.
  /// `event`, the step's line in the timeline, is logged first.
  func reduce(
    _ action: Action,
    step: TimelineStep,
    logging event: TimelineEvent?,
    at location: SourceCodeLocation
  ) -> Bool {
    var changed = false
    let run = ledger.beginReducerRun(logging: event, stepAt: location)
    isReducing = true
    defer { isReducing = false }
    withIssuesReported(at: location, run: run) {
      let effect = reducer.run(&state, action, environment)
      changed = changes.changed(from: &shadow, to: &state)
      // One start path for every effect: `.none` and immediate work are told to the ledger as
      // any other effect is, so they cannot log differently.
      let observer = ledger.beginStarting(
        .init(step: step, action: action, location: location, run: run),
        loggingStateChange: changed)
      executor.describingSpawns(as: spawnDescription(step: step, action: action, at: location)) {
        effect.start(in: context, observer: observer)
      }
    }
    return changed
  }

  /// How an exploring schedule's failure names the tasks of the effect a step starts, as the
  /// list of running effects does; nil outside an exploring scope, where nothing names them.
  private func spawnDescription(
    step: TimelineStep, action: Action, at location: SourceCodeLocation
  ) -> String? {
    guard executor.chooser != nil else { return nil }
    return "started by \(step.rawValue) \(Dumping.oneLine(action)) at \(location.shortDescription)"
  }

  /// Checks the step's expected-state closure against the state the reducer left, and leaves
  /// ``shadow`` equal to ``state`` again; returns the failure to report, if any, so a step that
  /// already failed for another reason can fold it into its own message.
  private func expectState(
    changed: Bool,
    _ update: ((inout State) throws -> Void)?,
    at location: SourceCodeLocation
  ) -> String? {
    reportedReentry = false
    if exhaustivity.isExhaustive(.state) {
      guard let update else {
        if changed && shadow != state {
          defer { shadow = state }
          return FailureMessages.stateMismatch(expected: shadow, actual: state)
        }
        return nil
      }
      do {
        try runExpectation(update, on: &shadow)
      } catch {
        shadow = state
        return FailureMessages.threw(error)
      }
      if shadow != state {
        defer { shadow = state }
        return FailureMessages.stateMismatch(expected: shadow, actual: state)
      }
      return changed ? nil : FailureMessages.noStateChange
    }
    // Non-exhaustive: the closure only has to agree with the actual state where it touches it.
    let previous = shadow
    shadow = state
    var expected = state
    do {
      if let update { try runExpectation(update, on: &expected) }
    } catch {
      return FailureMessages.threw(error)
    }
    if expected != state {
      return FailureMessages.stateMismatch(expected: expected, actual: state)
    } else if exhaustivity.showsSkippedAssertions {
      var exhaustiveExpected = previous
      if let update { try? runExpectation(update, on: &exhaustiveExpected) }
      if exhaustiveExpected != state {
        note(
          FailureMessages.stateMismatch(expected: exhaustiveExpected, actual: state), at: location)
      }
    }
    return nil
  }

  /// Runs a step's expected-state closure, during which any other step is refused.
  private func runExpectation(_ update: (inout State) throws -> Void, on value: inout State)
    rethrows
  {
    isRunningExpectation = true
    defer { isRunningExpectation = false }
    try update(&value)
  }

  /// Reports a step called from inside another step's expected-state closure (once per step, as
  /// a non-exhaustive store runs the closure twice), or from inside the reducer or an effect
  /// while it starts, and says it must not run.
  ///
  /// Such a call would change the state the closure is comparing against in the middle of the
  /// comparison, so the outer step and the call would both report the same mismatch; from the
  /// reducer it would run the reducer inside itself.
  private func refusesReentrantCall(_ method: String, at location: SourceCodeLocation) -> Bool {
    guard isRunningExpectation || isReducing else {
      reportedReentry = false
      return false
    }
    if !reportedReentry {
      reportedReentry = true
      let message =
        isReducing
        ? FailureMessages.stepWhileReducing(method) : FailureMessages.reentrantStep(method)
      // Not through the running step's failure scope, which would print the timeline a second
      // time and move the failure to that step's line.
      IssueReporter.$current.withValue(.testFailure) { fail(message, at: location) }
    }
    return true
  }

  /// Before a send, `.do` or `.environment` step: actions still queued fail an exhaustive test;
  /// a non-exhaustive one reduces them first, as a running app would have.
  private func handlePendingActions(before work: String, at location: SourceCodeLocation) {
    executor.runUntilIdle()
    guard ledger.hasPendingActions else { return }
    if exhaustivity.isExhaustive(.receivedActions) {
      // One mistake, one failure: actions listed here are not listed again, by a later step or
      // at the end. They stay queued, not reduced: a later step may still receive them.
      let unreported =
        recorder.mode == .failures ? ledger.dequeueAll() : ledger.reportPendingActions()
      if unreported.isEmpty { return }
      mayHaveReportedActions = true
      fail(
        FailureMessages.mustHandle(unreported, before: work), at: location,
        accepting: acceptance(ofPending: unreported, placement: .before, at: location))
    } else {
      note(FailureMessages.mustHandle(ledger.pendingActions, before: work), at: location)
      reduceSkippedActions(at: location)
    }
  }

  @discardableResult
  private func reduceSkippedActions(at location: SourceCodeLocation) -> Int {
    var count = 0
    // A batch at a time, under one lock: what reducing them queues comes after them either way.
    while case let batch = ledger.takeAll(), !batch.isEmpty {
      for action in batch { reduceSkipped(action, at: location) }
      count += batch.count
    }
    return count
  }

  private func reduceSkipped(_ action: Action, at location: SourceCodeLocation) {
    _ = reduce(
      action, step: .receive, logging: .skippedReceive(action: action), at: location)
    shadow = state
  }

  private func checkEndOfAssertion(at location: SourceCodeLocation) {
    defer { ledger.checkInvariants(after: location) }
    executor.runUntilIdle()
    let lastStep = ledger.lastStepLocation ?? location
    ledger.log(.step(.endOfAssert, action: nil, location: location), stepAt: location)
    // A relaxed category leaves its leftovers queued or running: the test may still receive or
    // skip them, and releasing the store notes them under `showSkippedAssertions`.
    if exhaustivity.isExhaustive(.receivedActions) {
      let pending = ledger.dequeueAll()
      if !pending.isEmpty {
        fail(
          FailureMessages.unexpectedActions(pending), at: location,
          accepting: acceptance(ofPending: pending, placement: .after, at: lastStep))
      }
    }
    let running = ledger.runningEffects(unreportedOnly: true)
    if !running.isEmpty && exhaustivity.isExhaustive(.effects) {
      fail(
        schedulers.withPeerClockNote(
          FailureMessages.effectsStillRunning(running, schedulers: schedulers.pendingWork())),
        at: location, notRecorded: RecordingRefusal.effectsStillRunning)
      ledger.markReported()
    }
  }

  private func observeSchedulers() {
    // The store's async effects run after each item a scheduler in the environment runs, as
    // they do after each sleeper a test clock wakes: advancing past a debounce starts the
    // debounced request before the advance returns.
    let executor = self.executor
    schedulers.update(
      from: environment, onAdvance: ledger.schedulerAdvanceHandler(),
      afterEachWorkItem: { executor.runUntilIdle() })
  }

  // MARK: Reporting

  /// Reports a failure when `category` is exhaustive, else a note under `showSkippedAssertions`.
  func check(
    _ category: Exhaustivity.Categories, _ message: String, at location: SourceCodeLocation,
    accepting acceptance: @autoclosure () -> Acceptance? = nil, notRecorded: String? = nil
  ) {
    if exhaustivity.isExhaustive(category) {
      fail(message, at: location, accepting: acceptance(), notRecorded: notRecorded)
    } else {
      note(message, at: location)
    }
  }

  /// Reports `message` with the code that accepts it, if any; recording, a failure the
  /// recorder cannot fix ends with `notRecorded`, the reason and how to fix it by hand.
  func fail(
    _ message: String, at location: SourceCodeLocation, accepting: Acceptance? = nil,
    notRecorded: String? = nil
  ) {
    var accepting = accepting
    var notRecorded = notRecorded
    if let refusal = recorder.sendRefusal,
      accepting?.steps.contains(where: { $0.verb == .send }) == true
    {
      accepting = nil
      notRecorded = refusal
    }
    var accepted = ""
    if let accepting {
      accepted = "\n\n" + accepting.section(recording: recorder.mode == .failures)
    } else if recorder.mode == .failures, let notRecorded {
      accepted = "\n\nNot recorded: " + notRecorded
    }
    reportFailure(failureReport(message, timeline: ledger.timeline) + accepted, at: location)
  }

  private func note(_ message: String, at location: SourceCodeLocation) {
    guard exhaustivity.showsSkippedAssertions else { return }
    reportNote(FailureMessages.skipped(message), at: location)
  }

  /// Runs reducer code so that core issues (an out-of-range `forEach` index, an action for a nil
  /// optional state) and failures of unimplemented dependencies become failures of this step,
  /// followed by the timeline.
  ///
  /// Effect tasks started here inherit the scope, so a dependency an async effect calls later
  /// is attributed to this step too.
  private func withIssuesReported(
    at location: SourceCodeLocation, run: EffectLedger<Action>.ReducerRun, _ body: () -> Void
  ) {
    let scope = ledger.stepFailureScope(at: location, run: run, owner: owner)
    IssueReporter.$current.withValue(scope.reporter, operation: body)
  }
}
