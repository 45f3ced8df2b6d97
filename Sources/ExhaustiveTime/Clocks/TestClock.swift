import ExhaustiveCore
import ExhaustiveTestRuntime

/// A clock whose time moves only when the test advances it.
///
/// Put it in your feature's environment as `any Clock<Duration>`, then advance it from the test:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(
///   initialState: TimerState(),
///   reducer: timerReducer,
///   environment: TimerEnvironment(clock: clock)
/// )
/// await store.send(.startButtonTapped) { $0.isRunning = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.secondsElapsed = 1 }
/// ```
///
/// Advancing runs exactly the work that is due, in order of deadline and then of when the sleep
/// started. After waking each sleeper the clock settles: when the sleeper runs on a
/// ``TestExecutor`` (an effect of a test store, or work started with ``TestExecutor/spawn(_:)``),
/// that executor runs until idle before the next sleeper wakes, so work scheduled by a woken
/// sleeper that is itself due within the advance runs too. Sleeping until a deadline that has
/// already passed returns at once. Cancelling a sleeping task removes its sleeper at once and
/// throws `CancellationError` into it.
///
/// Sleepers on other executors (the test's own task, a plain `Task {}`) are woken in the same
/// order. Outside `withMainSerialExecutor` the clock cannot run their work for them, so the async
/// `advance` and `run` let other tasks run before they look for sleepers and after each wake-up
/// (as swift-clocks does): `await clock.advance(by: .seconds(1))` followed by a check of what the
/// woken task did works as it does with swift-clocks. That is a heuristic on a loaded machine;
/// inside `withMainSerialExecutor` the clock settles the woken tasks instead, deterministically.
///
/// Generic over its duration as swift-clocks 1.1.1 spells it: `TestClock()` is a
/// `TestClock<Duration>`, and `TestClock<MyDuration>(now: .init())` measures time in any
/// `DurationProtocol` type.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in the test clock's time: an offset from when the clock was created.
  public struct Instant: OffsetInstant, Hashable, Sendable {
    /// The time since the clock's origin.
    public var offset: Duration

    /// An instant `offset` after the clock's origin.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }
  }

  /// Internal, not private, for the test hooks (TestHooks.swift) only.
  let state: Lock<SleepState<Instant>>

  /// A clock whose time starts at `now`.
  public init(now: Instant = Instant()) {
    self.state = Lock(SleepState(now: now))
  }

  /// The current time: where the last advance left it.
  public var now: Instant {
    // The clock is generic over its duration, as swift-clocks spells it, and a generic call
    // looks its types up at run time (the clock's state, its sleepers, the lock around them):
    // several times a sleep's own work. `TestClock()` is a `TestClock<Swift.Duration>`, so the
    // hot paths carry a specialization for it, taken after one type check on entry.
    @_specialize(exported:false,where Duration == Swift.Duration)
    get { state.withLock { $0.now } }
  }

  /// Test time has no granularity.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock is advanced to `deadline`, or returns at once if it already has.
  ///
  /// - Throws: `CancellationError` when the task is cancelled before or while sleeping.
  @_specialize(exported:false,where Duration == Swift.Duration)
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let drivers = TimeDrivers.current
    let executor = drivers.executor
    let isDriven = drivers.isDriven
    guard
      let id = state.withLock({ state in
        state.noteSleep(isDriven: isDriven)
        return state.reserve(until: deadline, executor: executor)
      })
    else {
      return
    }
    if drivers.isDriven {
      // A stall, the scope's end or the store's names the sleep while it is pending: the scope
      // beside its task, the store's executor by the time left on each of its sleeps.
      let sleep = PendingSleep(
        describe: { [weak self] in
          self?.state.withLock { state in
            state.sleepers[id].map {
              (
                deadline: $0.deadline.offset.messageDescription,
                now: state.now.offset.messageDescription
              )
            }
          }
        },
        remainingForDriver: { [weak self] driver in self?.pendingSleepers(of: driver) ?? [] })
      drivers.scope?.noteSleep(on: ObjectIdentifier(self), sleep)
      executor?.noteSleep(on: ObjectIdentifier(self), sleep)
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: SleepContinuation) in
        let result = state.withLock { $0.wait(id, continuation) }
        switch result {
        case .waiting: break
        case .due: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let continuation = state.withLock { $0.cancel(id) }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper due by then in order.
  ///
  /// A negative `duration` is reported as a test failure and nothing runs.
  public func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let deadline = deadline(advancingBy: duration, at: location) else { return }
    wakeSleepers(upTo: deadline)
  }

  /// Moves time forward to `deadline`, waking every sleeper due by then in order.
  ///
  /// Each sleeper wakes with the clock's `now` at its own deadline; once every due sleeper has
  /// run, `now` is `deadline`. A deadline in the past is reported as a test failure, and the
  /// time stays where it is.
  public func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let deadline = self.deadline(advancingTo: deadline, at: location) else { return }
    wakeSleepers(upTo: deadline)
  }

  /// Advances to each pending sleeper's deadline in turn until no sleeper is left.
  ///
  /// Work that keeps sleeping forever (a timer loop) would never let this return; after
  /// `maxWakeUps` wake-ups the clock reports a failure and stops.
  public func run(
    maxWakeUps: Int = 100_000,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    wakeAllSleepers(
      maxWakeUps: maxWakeUps, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Moves time forward by `duration`, waking every sleeper due by then in order, and lets the
  /// tasks it wakes run before it returns.
  ///
  /// Inside `withMainSerialExecutor`, or for effects on a ``TestExecutor``, each woken task runs
  /// until it finishes or waits again before the next sleeper wakes. Elsewhere the clock first
  /// lets other tasks run (so a task started just before reaches its sleep), and again after
  /// each wake-up, as swift-clocks does. A negative `duration` is reported as a test failure and
  /// nothing runs.
  @_specialize(exported:false,where Duration == Swift.Duration)
  nonisolated(nonsending) public func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let deadline = deadline(advancingBy: duration, at: location) else { return }
    await wakeSleepersLettingThemRun(upTo: deadline)
  }

  /// Moves time forward to `deadline`, waking every sleeper due by then in order, and lets the
  /// tasks it wakes run before it returns (see the async `advance(by:)`).
  ///
  /// A deadline in the past is reported as a test failure, and the time stays where it is.
  nonisolated(nonsending) public func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let deadline = self.deadline(advancingTo: deadline, at: location) else { return }
    await wakeSleepersLettingThemRun(upTo: deadline)
  }

  /// Advances to each pending sleeper's deadline in turn until no sleeper is left, letting the
  /// woken tasks run as the async `advance(by:)` does.
  ///
  /// Work that keeps sleeping forever (a timer loop) would never let this return: after
  /// `timeout` of real time, or `maxWakeUps` wake-ups, the clock reports a failure and stops.
  ///
  /// - Parameters:
  ///   - timeout: how much real time the sleepers may take to finish, as in swift-clocks.
  ///   - maxWakeUps: how many sleepers may be woken before the loop counts as endless.
  ///   - fileID: the file failures are attributed to; the call site by default.
  ///   - filePath: the full path of that file; the call site by default.
  ///   - line: the line failures are attributed to; the call site by default.
  ///   - column: the column failures are attributed to; the call site by default.
  nonisolated(nonsending) public func run(
    timeout: Swift.Duration = .milliseconds(500),
    maxWakeUps: Int = 100_000,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let mayYield = mayLetOtherTasksRun
    let start = ContinuousClock.now
    await letStartedTasksReachTheirSleeps(byYielding: mayYield)
    var wakeUps = 0
    while true {
      guard let sleeper = state.withLock({ $0.popEarliest() }) else {
        // A sleep that has started but not suspended yet (on another thread) is waited for.
        guard mayYield, state.withLock({ !$0.sleepers.isEmpty }),
          ContinuousClock.now - start < timeout
        else { break }
        await letOtherTasksRun()
        continue
      }
      sleeper.wake()
      wakeUps += 1
      if mayYield, sleeper.executor == nil { await letOtherTasksRun() }
      guard state.withLock({ $0.nextDeadline != nil }) else { continue }
      if wakeUps >= maxWakeUps {
        return reportFailure(TestClockMessages.tooManyWakeUps(wakeUps), at: location)
      }
      if ContinuousClock.now - start >= timeout {
        return reportRunTimeout(timeout, at: location)
      }
    }
    if !state.withLock({ $0.sleepers.isEmpty }) { reportRunTimeout(timeout, at: location) }
  }

  /// Throws ``SuspensionError`` when a task is sleeping on the clock, once the tasks that can
  /// run have run (inside `withMainSerialExecutor` the scope settles; elsewhere other tasks get
  /// a chance to run first, as in swift-clocks).
  ///
  /// Use it to prove that the feature starts no more time-based work, e.g. in `tearDown`:
  ///
  /// ```swift
  /// override func tearDown() async throws {
  ///   try await clock.checkSuspension()
  /// }
  /// ```
  nonisolated(nonsending) public func checkSuspension() async throws {
    await letStartedTasksReachTheirSleeps(byYielding: mayLetOtherTasksRun)
    guard state.withLock({ $0.sleepers.isEmpty }) else { throw SuspensionError() }
  }

  /// Wakes the sleepers due by `deadline`, letting the woken tasks run (see the async
  /// `advance(by:)`).
  @_specialize(exported:false,where Duration == Swift.Duration)
  private func wakeSleepersLettingThemRun(upTo deadline: Instant) async {
    let mayYield = mayLetOtherTasksRun
    await letStartedTasksReachTheirSleeps(byYielding: mayYield)
    while let sleeper = state.withLock({ $0.popDue(by: deadline) }) {
      sleeper.wake()
      if mayYield, sleeper.executor == nil { await letOtherTasksRun() }
    }
  }

  /// Lets tasks started before the call reach their sleeps: inside `withMainSerialExecutor` by
  /// settling the scope, elsewhere by yielding (on a ``TestExecutor``, its work has already run).
  private func letStartedTasksReachTheirSleeps(byYielding mayYield: Bool) async {
    if mayYield {
      await letOtherTasksRun()
    } else {
      TimeDrivers.settleScope()
    }
  }

  /// Whether the clock must let other tasks run by yielding: when called outside
  /// `withMainSerialExecutor` (which settles instead) and off a ``TestExecutor`` (which runs its
  /// own work, and which a yield would leave), unless every sleep so far was one the clock
  /// drives itself (of a test executor's task, or inside a scope), as in a test store's test.
  private var mayLetOtherTasksRun: Bool {
    guard !TimeDrivers.current.isDriven else { return false }
    return state.withLock { !$0.onlyDrivenSleeps }
  }

  private func reportRunTimeout(_ timeout: Swift.Duration, at location: SourceCodeLocation) {
    let (pending, next, now) = state.withLock { state in
      (state.sleepers.count, state.earliestDeadline, state.now)
    }
    reportFailure(
      TestClockMessages.runTimedOut(
        after: timeout.readableDescription, pending: pending,
        nextDeadline: next?.offset.messageDescription, now: now.offset.messageDescription),
      at: location)
  }

  /// Where `advance(by:)`, sync or async, moves time to; nil, after reporting it, for a negative
  /// `duration`.
  private func deadline(advancingBy duration: Duration, at location: SourceCodeLocation)
    -> Instant?
  {
    guard duration >= .zero else {
      reportNegative(duration, at: location)
      return nil
    }
    return now.advanced(by: duration)
  }

  /// Where `advance(to:)`, sync or async, moves time to; nil, after reporting it, for a
  /// `deadline` in the past.
  private func deadline(advancingTo deadline: Instant, at location: SourceCodeLocation)
    -> Instant?
  {
    let now = now
    guard deadline >= now else {
      reportPast(deadline, now: now, at: location)
      return nil
    }
    return deadline
  }

  private func reportNegative(_ duration: Duration, at location: SourceCodeLocation) {
    reportFailure(
      """
      TestClock.advance(by:) was called with a negative duration \
      (\(duration.messageDescription)). Time never moves backwards; nothing was run.
      """,
      at: location
    )
  }

  private func reportPast(_ deadline: Instant, now: Instant, at location: SourceCodeLocation) {
    reportFailure(
      """
      TestClock.advance(to:) was called with an instant \
      \(deadline.duration(to: now).messageDescription) before now. Time never moves \
      backwards; nothing was run.
      """,
      at: location
    )
  }

  @_specialize(exported:false,where Duration == Swift.Duration)
  private func wakeSleepers(upTo deadline: Instant) {
    while let sleeper = state.withLock({ $0.popDue(by: deadline) }) {
      sleeper.wake()
    }
  }

  private func wakeAllSleepers(
    maxWakeUps: Int, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    var wakeUps = 0
    while let sleeper = state.withLock({ $0.popEarliest() }) {
      sleeper.wake()
      wakeUps += 1
      guard wakeUps < maxWakeUps || state.withLock({ $0.nextDeadline == nil }) else {
        reportFailure(
          TestClockMessages.tooManyWakeUps(wakeUps),
          fileID: fileID, file: filePath, line: line, column: column
        )
        return
      }
    }
  }

  /// How long until each sleeper started by `executor`'s tasks is due (a clock measuring time
  /// in another type than `Swift.Duration` has none to report).
  private func pendingSleepers(of executor: ObjectIdentifier) -> [Swift.Duration] {
    state.withLock { state in
      state.sleepers.values.compactMap { sleeper in
        guard sleeper.continuation != nil, sleeper.executorID == executor else { return nil }
        return state.now.duration(to: sleeper.deadline) as? Swift.Duration
      }
    }
  }
}

extension TestClock where Duration == Swift.Duration {
  /// A clock whose time starts at zero, measured in `Swift.Duration`: `TestClock()`.
  public convenience init() {
    self.init(now: Instant())
  }
}

extension Clock where Self == TestClock<Swift.Duration> {
  /// A new ``TestClock``, for `.test` where a clock is expected.
  public static var test: Self { TestClock() }
}

/// What a sleeper waits on.
typealias SleepContinuation = CheckedContinuation<Void, any Error>

/// The clock's time and its sleepers.
struct SleepState<Instant: InstantProtocol & Sendable>: Sendable {
  var now: Instant
  var nextID: UInt64 = 0
  var sawSleep = false
  var sawUndrivenSleep = false
  /// Sleepers by id; ids increase with the order sleeps started.
  var sleepers: [UInt64: Sleeper] = [:]

  struct Sleeper {
    var deadline: Instant
    var executor: (any TimeDriver)?
    var executorID: ObjectIdentifier?
    /// Nil between the sleep starting and its continuation being installed.
    var continuation: SleepContinuation?
    var isCancelled = false
  }

  struct Wakeable {
    var continuation: SleepContinuation
    var executor: (any TimeDriver)?

    /// Resumes the sleeper and settles the work it starts.
    func wake() {
      continuation.resume()
      executor?.settle()
      // Inside withMainSerialExecutor, the woken task runs before the next sleeper wakes.
      TimeDrivers.settleScope()
    }
  }

  enum WaitResult { case waiting, due, cancelled }

  init(now: Instant) {
    self.now = now
  }

  /// Notes what kind of sleep started: one whose wake-up the clock runs itself (a test
  /// executor's task, or a task inside `withMainSerialExecutor`), or any other.
  mutating func noteSleep(isDriven: Bool) {
    if !isDriven { sawUndrivenSleep = true }
    sawSleep = true
  }

  /// Whether at least one sleep started and every one was driven (see ``noteSleep(isDriven:)``).
  var onlyDrivenSleeps: Bool { sawSleep && !sawUndrivenSleep }

  /// Registers a sleep, or returns nil when `deadline` has already passed.
  mutating func reserve(until deadline: Instant, executor: (any TimeDriver)?) -> UInt64? {
    guard deadline > now else { return nil }
    nextID += 1
    sleepers[nextID] = Sleeper(
      deadline: deadline, executor: executor, executorID: executor.map(ObjectIdentifier.init)
    )
    return nextID
  }

  mutating func wait(_ id: UInt64, _ continuation: SleepContinuation) -> WaitResult {
    guard let sleeper = sleepers[id] else { return .due }
    if sleeper.isCancelled {
      sleepers[id] = nil
      return .cancelled
    }
    if sleeper.deadline <= now {
      // Time moved past the deadline on another thread before the continuation was installed.
      sleepers[id] = nil
      return .due
    }
    sleepers[id]?.continuation = continuation
    return .waiting
  }

  /// Removes a cancelled sleeper and returns its continuation to resume, if it was waiting.
  mutating func cancel(_ id: UInt64) -> SleepContinuation? {
    guard let sleeper = sleepers[id] else { return nil }
    guard let continuation = sleeper.continuation else {
      sleepers[id]?.isCancelled = true
      return nil
    }
    sleepers[id] = nil
    return continuation
  }

  /// The earliest deadline of a waiting sleeper.
  var nextDeadline: Instant? {
    earliest(waitingOnly: true, dueBy: nil)?.sleeper.deadline
  }

  /// The earliest deadline of any sleeper, waiting or about to.
  var earliestDeadline: Instant? {
    earliest(waitingOnly: false, dueBy: nil)?.sleeper.deadline
  }

  /// Removes the earliest waiting sleeper and moves time to its deadline.
  mutating func popEarliest() -> Wakeable? {
    guard let deadline = nextDeadline else { return nil }
    return popDue(by: deadline)
  }

  /// Removes the earliest waiting sleeper due by `deadline` (ties by start order) and moves time
  /// to its deadline; when none is due, moves time to `deadline` and returns nil.
  mutating func popDue(by deadline: Instant) -> Wakeable? {
    guard let (id, sleeper) = earliest(waitingOnly: true, dueBy: deadline),
      let continuation = sleeper.continuation
    else {
      if deadline > now { now = deadline }
      return nil
    }
    sleepers[id] = nil
    if sleeper.deadline > now { now = sleeper.deadline }
    return Wakeable(continuation: continuation, executor: sleeper.executor)
  }

  /// The sleeper with the earliest deadline (ties by start order), among those waiting when
  /// `waitingOnly`, and due by `deadline` when one is given.
  ///
  /// One pass over the sleepers, with no collection built on the way: the state is generic over
  /// the clock's instant, and each intermediate collection (a filtered dictionary, a lazy chain)
  /// would cost run-time type lookups on every advance, more than the search itself.
  private func earliest(
    waitingOnly: Bool, dueBy deadline: Instant?
  ) -> (id: UInt64, sleeper: Sleeper)? {
    var best: (id: UInt64, sleeper: Sleeper)?
    for (id, sleeper) in sleepers {
      if waitingOnly, sleeper.continuation == nil { continue }
      if let deadline, sleeper.deadline > deadline { continue }
      if let current = best,
        current.sleeper.deadline < sleeper.deadline
          || (current.sleeper.deadline == sleeper.deadline && current.id < id)
      {
        continue
      }
      best = (id, sleeper)
    }
    return best
  }
}
