import ExhaustiveCore
import ExhaustiveSerialExecutor

/// A serial executor that the test drains by hand.
///
/// It is the one behind a test store's async effects, and is also usable on its own to test
/// plain async code deterministically.
///
/// Tasks started with ``spawn(_:)`` (and a test store's async effects) prefer this executor
/// (`Task(executorPreference:)`), so every job of theirs — the first one, and every continuation
/// after an `await` that does not hop to an actor with its own executor — is queued here instead
/// of on the global concurrent pool. Nothing runs until the test drains the queue with
/// ``runUntilIdle()``: jobs then run one after another on the calling thread, including jobs
/// enqueued while draining, until the queue is empty. That is what makes async work as
/// deterministic as scheduler-driven work: no `Task.yield`, no sleeps, no timeouts.
///
/// ```swift
/// let executor = TestExecutor()
/// let clock = TestClock()
/// let model = CountdownModel(clock: clock)
/// executor.spawn { await model.start() }  // nothing runs yet
/// executor.runUntilIdle()                  // runs until the countdown sleeps
/// clock.advance(by: .seconds(1))           // wakes it and runs it until it sleeps again
/// XCTAssertEqual(model.count, 9)
/// ```
///
/// A ``TestClock`` settles the work it wakes: a sleeper spawned on this executor runs until idle
/// before the clock wakes the next one.
///
/// What does not run here: unstructured tasks the work creates itself with `Task {}` (they do not
/// inherit an executor preference), and work isolated to the main actor or to an actor with a
/// custom executor. Child tasks (`async let`, task groups) and default actors do run here.
///
/// Each test store owns one, so tests running in parallel never share a queue.
///
/// Created inside `withMainSerialExecutor(schedules:)` (a store made in its body), the scope's
/// schedule picks which queued job runs next, as it does for the scope's own jobs: the executor
/// stands in for the global executor, which promises no order between ready jobs.
///
/// Task executor preference needs macOS 15 / iOS 18 on Apple platforms. On older Apple runtimes
/// tasks are spawned with plain `Task {}` and ``runUntilIdle()`` has nothing to run.
public final class TestExecutor: Sendable {
  /// The executor whose spawner started the current task, if any: test clocks use it to settle
  /// the work they resume.
  @TaskLocal package static var current: TestExecutor?

  private let state = Lock(State())
  /// The schedule of the exploring scope the executor was created in, which picks each next
  /// job; nil (first in, first out) elsewhere. Read once, here: a store made inside the body of
  /// an exploring scope belongs to that schedule, and its steps pay nothing to find it.
  let chooser = ScheduleChooser.current

  private struct State {
    var jobs = JobQueue<UnownedJob>()
    var liveTasks = 0
    var sleeperSources: [ObjectIdentifier: @Sendable () -> [Duration]] = [:]
    var waiter: CheckedContinuation<Void, Never>?
    /// What the tasks spawned now are, while a store starts an effect inside an exploring scope.
    var spawnDescription: String?
    /// How many tasks were spawned with a description: the number of each in the failure.
    var describedTasks = 0
    /// The description of each live task spawned with one, by task key, for an exploring
    /// schedule's failure (`ScheduleChooser+TestExecutor.swift`).
    var effects: [UInt: String] = [:]

    var isIdle: Bool { jobs.isEmpty }

    /// Pops the queued job `chooser` picks: any may run next (see
    /// `ScheduleChooser.chooseOnTestExecutor`).
    mutating func popChosen(by chooser: ScheduleChooser) -> UnownedJob? {
      guard !jobs.isEmpty else { return nil }
      return jobs.remove(atOffset: chooser.chooseOnTestExecutor(jobs.queued, effects: effects))
    }
  }

  /// Creates an executor with an empty queue.
  public init() {
    Self.registerAsTimeDriver
  }

  /// Starts `operation` as a task on this executor; it runs when the test calls
  /// ``runUntilIdle()``.
  ///
  /// Cancel the returned task to cancel the work; the cancellation, too, takes effect when the
  /// test drains.
  @discardableResult
  public func spawn(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    spawner.spawn(operation)
  }

  /// Spawns effect tasks onto this executor; pass it as the store's `EffectContext.spawner`.
  ///
  /// On Apple runtimes without task executor preference (before macOS 15 / iOS 18) the work runs
  /// on the global executor instead, which the store cannot drain deterministically: rather than
  /// let such a test pass or flake silently, each spawn reports a failure that says so.
  package var spawner: TaskSpawner {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      return TaskSpawner { operation in
        // `#available` decided; the text (pinned by a golden test) names the version needed.
        reportFailure(
          RuntimeSupport.taskExecutorPreferenceFailure(platform: .current, osVersion: .running))
        return TaskSpawner.live.spawn(operation)
      }
    }
    return TaskSpawner { [self] operation in
      let description = state.withLock { state -> String? in
        state.liveTasks += 1
        guard let description = state.spawnDescription else { return nil }
        state.describedTasks += 1
        return "effect task \(state.describedTasks) (\(description))"
      }
      let task = Self.$current.withValue(self) {
        Task(executorPreference: self) {
          await operation()
          let key = description == nil ? nil : RuntimeTask.current?.key
          self.state.withLock { state in
            state.liveTasks -= 1
            if let key { state.effects[key] = nil }
          }
        }
      }
      if let description {
        state.withLock { $0.effects[RuntimeTask(task).key] = description }
      }
      return task
    }
  }

  /// Runs `body`, which starts an effect, with the tasks it spawns described as `description`
  /// (nil: not described), for the failure of an exploring schedule that reorders them.
  @discardableResult
  package func describingSpawns<Result>(
    as description: String?, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let description else { return try body() }
    let outer = state.withLock { state in
      defer { state.spawnDescription = description }
      return state.spawnDescription
    }
    defer { state.withLock { $0.spawnDescription = outer } }
    return try body()
  }

  /// Runs queued jobs on the calling thread until the queue is empty, including jobs enqueued
  /// while draining, in the order they were enqueued (inside a scope that explores schedules,
  /// in the order its schedule picks).
  ///
  /// A nested call (a job advancing a test clock) drains the same queue and returns when it is
  /// empty, so the outer call finds nothing left to do.
  ///
  /// - Returns: how many jobs ran.
  @discardableResult
  public func runUntilIdle() -> Int {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return 0 }
    var count = 0
    // Inside an exploring scope the scope's schedule picks each next job, at choice points it
    // shares with the scope's own queue; elsewhere the oldest job runs.
    // One job at a time, so that a nested drain (a job advancing a test clock) continues with the
    // oldest queued job rather than one enqueued after it.
    while let job = state.withLock({ state in
      if let chooser { state.popChosen(by: chooser) } else { state.jobs.popFirst() }
    }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
      count += 1
    }
    return count
  }

  /// True when no job is queued.
  public var isIdle: Bool { state.withLock { $0.isIdle } }

  /// How many tasks spawned through ``spawner`` have not returned yet.
  package var liveTaskCount: Int { state.withLock { $0.liveTasks } }

  /// How long until each test clock sleeper started by this executor's tasks is due.
  package var pendingSleepers: [Duration] {
    let sources = state.withLock { Array($0.sleeperSources.values) }
    return sources.flatMap { $0() }.sorted()
  }

  /// Lets the main actor run the jobs effects enqueued on it, in order, and returns whether that
  /// gave this executor more work.
  ///
  /// An effect that calls a `@MainActor` function leaves this executor for the main actor's
  /// queue, then comes back. From a `@MainActor` test that job can only run once the test
  /// suspends; from any other test it runs on the main thread whenever it gets there. Either way
  /// a round trip through the main actor's serial queue (a yield when the test is on the main
  /// actor, an empty `MainActor.run` otherwise) runs it, deterministically: the queue is first in,
  /// first out, and the job was enqueued before the round trip.
  nonisolated(nonsending) package func runMainActorTurn(isolation: (any Actor)?) async -> Bool {
    if let isolation, isolation === MainActor.shared {
      await Task.yield()
    } else {
      await MainActor.run {}
    }
    return !isIdle
  }

  /// Drains the executor until `isDone` holds or nothing more can happen: the queue is idle, a
  /// main actor turn brings no work, and waiting for outside work (only until `deadline`) ends.
  ///
  /// `isDone` is checked after every drain, never while jobs are queued.
  nonisolated(nonsending) package func run(
    until isDone: () -> Bool, waitingUntil deadline: ContinuousClock.Instant?
  ) async {
    while true {
      runUntilIdle()
      if isDone() { return }
      if await runMainActorTurn(isolation: #isolation) { continue }
      if await waitForWork(until: deadline) { continue }
      return
    }
  }

  /// When a wait for outside work with `timeout` ends: nil (do not wait) without a timeout.
  package func deadline(after timeout: Duration?) -> ContinuousClock.Instant? {
    guard let timeout, timeout > .zero else { return nil }
    return ContinuousClock.now.advanced(by: timeout)
  }

  /// Waits, in real time, for work from outside the executor (an effect on another thread, a main
  /// actor hop that needs the test to suspend) and returns whether it is worth draining again.
  ///
  /// Returns false at once without a deadline: once the queue is idle nothing more can happen
  /// until the test acts, so waiting would be pointless. With one, it returns when a job
  /// arrives, or after at most 10 ms so that the caller can check work that completed without
  /// a job (an effect on a dispatch queue), and false once the deadline has passed.
  ///
  /// ``run(until:waitingUntil:)`` is the loop that uses it.
  nonisolated(nonsending) package func waitForWork(
    until deadline: ContinuousClock.Instant?
  ) async -> Bool {
    guard let deadline else { return false }
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero else { return false }
    _ = await waitForWork(timeout: min(remaining, .milliseconds(10)))
    return true
  }

  /// Suspends until a job is enqueued, ``wake()`` is called, or `timeout` of real time passes.
  ///
  /// For the rare effect that waits on work outside this executor (a real network call, a main
  /// actor hop while the test is suspended): the test waits for it with a timeout instead of
  /// failing at once.
  ///
  /// - Returns: false when the timeout passed with nothing to do.
  package func waitForWork(timeout: Duration) async -> Bool {
    if !isIdle { return true }
    let timedOut = Lock(false)
    let timer = Task { [self] in
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }
      timedOut.withLock { $0 = true }
      wake()
    }
    defer { timer.cancel() }
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state -> Bool in
        guard state.isIdle, !timedOut.value else { return true }
        state.waiter = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
    return !timedOut.value
  }

  /// Resumes a pending ``waitForWork(timeout:)``: something outside the executor happened (an
  /// action arrived from another thread).
  package func wake() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Lets a test clock report the sleepers this executor's tasks have pending on it.
  ///
  /// - Parameter pending: how long until each sleeper of this executor is due.
  func trackSleepers(
    of clock: ObjectIdentifier, pending: @escaping @Sendable () -> [Duration]
  ) {
    state.withLock { state in
      if state.sleeperSources[clock] == nil { state.sleeperSources[clock] = pending }
    }
  }

  private func append(_ job: UnownedJob) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.jobs.append(job)
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension TestExecutor: TaskExecutor {
  /// Queues the job; it runs when the test calls ``runUntilIdle()``.
  public func enqueue(_ job: consuming ExecutorJob) {
    append(UnownedJob(job))
  }
}
