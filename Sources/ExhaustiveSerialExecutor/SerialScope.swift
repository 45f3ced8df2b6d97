import Dispatch
import ExhaustiveTestRuntime
import ExhaustiveUnsafe
import Foundation

/// One `withMainSerialExecutor` scope: the queue its jobs land in, and what it knows about its
/// tasks.
///
/// Jobs are captured by the runtime hooks (`RuntimeHooks.swift`) when the code that
/// enqueues them carries the scope's ``ScopeMarker`` (a task-local every task created inside the
/// scope inherits). They run one at a time on the main thread, as the main actor, either when the
/// test drains the queue (``settle()``, a test clock advancing) or, while the test is suspended,
/// from a pump block on the main dispatch queue. Jobs of code outside the scope (a test running in
/// parallel) carry no marker, and go to the runtime's own executors untouched.
package final class SerialScope: @unchecked Sendable {
  package let marker: ScopeMarker
  /// The main executor of code running inside the scope.
  let executor: ScopeExecutor
  /// `executor`, as the runtime names it (asked for on every hop of the scope's code).
  let unownedExecutor: UnownedSerialExecutor
  /// True for the synchronous form, which has no task of its own to watch.
  let isSynchronous: Bool
  let allowsUnfinishedTasks: Bool
  /// Picks each next job when the scope explores a schedule; nil runs first in, first out.
  let chooser: ScheduleChooser?
  /// The failure for tasks still running when the scope ends.
  private let unfinishedMessage: @Sendable (ScopeStall) -> String
  private let reporter: ScopeReporter
  /// Runs a stall's report in the Swift Testing test's context (nil outside Swift Testing).
  private let courier: TestContextCourier?
  // Unchecked Sendable for `guarded`, the one mutable property: it is read and written only
  // inside `withState`, which holds `mutex`; every other property is a `let` of a Sendable type.
  // A bare mutex rather than `Lock<State>`: `Lock.withLock` is generic and `package`, so it is
  // neither inlined nor specialized in this module, and the scope locks several times per job.
  // The mutex already makes each access exclusive, so `guarded` skips the dynamic exclusivity
  // check (a thread-local lookup each), an exception the unsafe room's inventory lists.
  private let mutex = RawMutex()
  @exclusivity(unchecked) private var guarded = State()
  /// How long the test may wait, suspended with nothing queued, for work from outside the
  /// scope before the scope reports a stall.
  let stallTimeout: Duration
  /// What other targets add to the scope's failures (`SerialScope+FailureNotes.swift`).
  let failureNotes = Lock<[any ScopeFailureNote]>([])

  package init(
    isSynchronous: Bool, allowsUnfinishedTasks: Bool, stallTimeout: Duration,
    location: SourceCodeLocation, chooser: ScheduleChooser? = nil,
    unfinishedMessage: @escaping @Sendable (ScopeStall) -> String = \.unfinishedMessage
  ) {
    self.chooser = chooser
    self.unfinishedMessage = unfinishedMessage
    self.stallTimeout = stallTimeout
    let executor = ScopeExecutor.unbound()
    self.executor = executor
    self.unownedExecutor = executor.asUnownedSerialExecutor()
    self.marker = ScopeMarker(executor: executor)
    self.isSynchronous = isSynchronous
    self.allowsUnfinishedTasks = allowsUnfinishedTasks
    let reporter = ScopeReporter(location: location, explores: chooser != nil)
    self.reporter = reporter
    // The owner was read in this task just now: a Swift Testing owner is the current test.
    self.courier = reporter.collector == nil ? TestContextCourier.forTest(reporter.owner) : nil
    executor.bind(to: self)
    ScopeExecutor.retain(executor)
    Self.registerAsTimeDriver
  }

  deinit {
    mutex.destroy()
  }

  /// Runs `body` with exclusive access to the scope's state. Never call out of the scope from it.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return body(&guarded)
  }

  /// The scope the current task runs in, if it is still open.
  package static var current: SerialScope? {
    ScopeMarker.current?.executor?.scope
  }

  var isActive: Bool { withState { $0.isActive } }

  /// Called by the runtime hooks for every job: queues it here when the enqueuing code runs inside
  /// an open scope, and returns false otherwise (the runtime's executor takes it).
  ///
  /// The scope is found, in order: from the enqueuing code's marker (a task created inside the
  /// scope); on the main thread, from the open scope whose job is running there (the runtime
  /// clears the current task before it enqueues a task that hops, so the marker is not readable
  /// then); from the task itself, when a scope has seen it before (a continuation resumed from
  /// another thread).
  static func capture(_ job: RuntimeJob) -> Bool {
    guard let scope = owner(of: job) else { return false }
    return scope.append(job)
  }

  private static func owner(of job: RuntimeJob) -> SerialScope? {
    let marker = ScopeMarker.current
    // A scope's code: that scope while it is open; nil once it has ended, so the runtime's
    // executors take the job.
    if let executor = marker?.executor { return executor.scope }
    // The courier's jobs belong to no scope, wherever they are enqueued; the tasks it resumes
    // (by cancelling them) are still found by the task.
    if marker == nil, let scope = DrainingScope.current, scope.isActive {
      return scope
    }
    guard let task = job.task else { return nil }
    return knownTasks.withLock { $0[task] }
  }

  /// Every task an open scope has seen, and its scope.
  private static let knownTasks = Lock(TaskTable<SerialScope>())

  /// Takes over the draining thread from a scope that has ended, when this scope starts inside
  /// one of its jobs (a loop of scopes in one test: the next scope's test code runs in the job
  /// that ran the last one's end).
  package func takeOverDrainingThread() {
    DrainingScope.replaceEnded(with: self)
  }

  /// Makes the task running the scope's operation known, so its hops are captured too.
  package func adopt(_ task: RuntimeTask) {
    let isNew = withState { state -> Bool in
      state.testTask = state.testTask ?? task
      guard state.seen[task] == nil else { return false }
      state.seen[task] = State.notRecorded
      task.retain()
      state.tasks.append(task)
      return true
    }
    if isNew { Self.knownTasks.withLock { $0[task] = self } }
  }

  /// Records the live-task baseline: the ticket's holders that are not tasks of the scope (the
  /// marker, and the binding that opened the scope).
  package func start() {
    let baseline = marker.ticket?.holders ?? 0
    withState { $0.baseline = baseline }
  }

  /// How many tasks created in the scope have not finished.
  ///
  /// Every task created inside the scope copies the task-local ``ScopeTicket`` (one holder) and
  /// gives it back when it completes, so the ticket's holders, less the scope's own, count the
  /// live tasks (see ``ScopeTicket`` for why it is not the marker).
  var liveTaskCount: Int {
    let count = marker.ticket?.holders ?? 0
    return max(0, count - withState { $0.baseline })
  }

  /// Runs queued jobs on the main thread, as the main actor, until none is queued.
  ///
  /// - Precondition: called on the main thread, by the scope's own code (the test) or its pump.
  package func drain() {
    withState { state in
      state.drainDepth += 1
      state.drains += 1
    }
    // The thread-local is set once for the whole loop, not per job: a job that ends this scope
    // and starts another (`takeOverDrainingThread()`) leaves the queue empty, so the loop ends
    // right after it, and restores what was there before.
    DrainingScope.withValue(self) { runQueuedJobs() }
  }

  private func runQueuedJobs() {
    // Whether the task of the job just run finished in it; checked, and the next job's probe
    // taken, under the lock that pops the next job, so the check costs no lock of its own.
    var probe: CompletionProbe?
    while true {
      // After the last job and before the next: their "after" and "before".
      let ticketHolders = marker.ticket?.holders ?? 0
      let next = withState { state -> DrainStep in
        if let probe { state.noteCompletion(probe, ticketHolders: ticketHolders) }
        probe = nil
        if let queued = chooser.map({ state.popChosen(by: $0) }) ?? state.popFirst() {
          probe = state.completionProbe(for: queued, ticketHolders: ticketHolders)
          return .run(queued.job)
        }
        state.drainDepth -= 1
        return .done
      }
      switch next {
      case .run(let job): job.job.runSynchronously(on: unownedExecutor)
      case .done: return
      }
    }
  }

  /// Ends the scope: runs what is queued, reports tasks still running (unless allowed), cancels
  /// them, and hands anything left to the runtime's executors.
  package func finish(draining: Bool = true) {
    if draining { drain() }
    let live = liveTaskCount
    if live > 0, !allowsUnfinishedTasks {
      reporter.report(withFailureNotes(unfinishedMessage(stall(suspendedTasks: live))))
      // Not the test's own task: it is the one ending the scope.
      cancelTasks(includingTheTest: false)
      if draining { drain() }
    }
    executor.unbind()
    let (leftovers, tasks) = withState { state in
      state.isActive = false
      let leftovers = state.jobs.removeAll().map(\.job)
      defer {
        state.tasks = []
        state.records = []
        state.origins = TaskOrigins()
        state.sleeps = [:]
        state.seen.removeAll()
      }
      return (leftovers, state.tasks)
    }
    Self.knownTasks.withLock { known in
      for task in tasks { known[task] = nil }
    }
    for job in leftovers { RuntimeHooks.forward(job) }
    // After the stall report it may still carry: the courier's work releases nothing.
    courier?.close()
    for task in tasks { task.release() }
  }

  /// Queues `job` and makes sure the pump will run it; returns false once the scope has ended.
  func append(_ job: RuntimeJob) -> Bool {
    var newTask: RuntimeTask?
    let task = job.task
    let pump = withState { state -> Bool? in
      guard state.isActive else { return nil }
      var record = State.notRecorded
      if let task {
        if let known = state.seen[task] {
          record = known
        } else {
          task.retain()
          state.tasks.append(task)
          if !task.isChild {
            // A task's first job is enqueued by the code that creates it, so the stack here
            // leads to that code. The capture is a short walk of the stack, fine under the lock.
            record = state.records.count
            state.records.append(TaskRecord(task: task, origin: state.origins.capture()))
          }
          state.seen[task] = record
          newTask = task
        }
      }
      state.jobs.append(QueuedJob(job: job, record: record))
      state.generation += 1
      guard !state.pumpScheduled, state.drainDepth == 0 else { return false }
      state.pumpScheduled = true
      return true
    }
    guard let pump else { return false }
    if let newTask { Self.knownTasks.withLock { $0[newTask] = self } }
    if pump { DispatchQueue.main.async { self.pump() } }
    return true
  }

  /// Runs the queue while the test is suspended, then checks that the test can go on.
  private func pump() {
    let isActive = withState { state -> Bool in
      state.pumpScheduled = false
      return state.isActive && state.drainDepth == 0
    }
    guard isActive else { return }
    drain()
    checkForStall()
  }

  /// With nothing queued while the test awaits, only work from outside the scope can resume it
  /// (a real-time sleep, I/O on another thread: the runtime does not show those to the scope).
  /// If none arrives within ``stallTimeout``, nothing ever will: report what is suspended and
  /// cancel it, so the test goes on instead of hanging.
  private func checkForStall() {
    guard let generation = quietGeneration() else { return }
    // The synchronous form's operation is running (it spins the run loop we pump from), so only
    // tasks still alive show a stall; the async form's test task is itself suspended.
    guard !isSynchronous || liveTaskCount > 0 else { return }
    guard stallTimeout > .zero else { return reportStall() }
    let (seconds, attoseconds) = stallTimeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      guard self.quietGeneration() == generation else { return }
      guard !self.isSynchronous || self.liveTaskCount > 0 else { return }
      self.reportStall()
    }
  }

  /// The count of appended jobs, when the scope is open with nothing queued or running.
  private func quietGeneration() -> Int? {
    withState { state in
      let quiet =
        state.isActive && state.jobs.isEmpty && state.drainDepth == 0
        && !state.pumpScheduled
      return quiet ? state.generation : nil
    }
  }

  private func reportStall() {
    let message = withFailureNotes(stall(suspendedTasks: liveTaskCount).stallMessage)
    guard let courier else {
      reporter.report(message)
      return cancelTasks(includingTheTest: true)
    }
    // Under Swift Testing both steps need the test's context: the issue is the test's, and
    // cancelling the test's task runs Swift Testing's cancellation handler in the canceller's
    // context. Reported first, so the test cannot end before its failure is recorded.
    courier.deliver { [self] in
      reporter.report(message)
      cancelTasks(includingTheTest: true)
    }
  }

  /// The failure's account of the tasks still alive: their count, where each task the scope
  /// saw created and has not seen finish was created, and the test clock sleep it waits in.
  private func stall(suspendedTasks: Int) -> ScopeStall {
    let (alive, origins, sleeps) = withState { state in
      let alive = state.records.filter { !$0.isFinished && !$0.task.hasFinishedUnreferenced }
      return (alive, alive.map { state.origins.origin(at: $0.origin) }, state.sleeps)
    }
    var descriptions = TaskOrigin.descriptions(of: origins)
    var sleeping = 0
    for index in alive.indices {
      guard let sleep = sleeps[alive[index].task]?() else { continue }
      sleeping += 1
      descriptions[index] +=
        ", sleeping on a TestClock until \(sleep.deadline) (the clock's now: \(sleep.now))"
    }
    return ScopeStall(
      suspendedTasks: suspendedTasks, origins: descriptions, testClockSleepers: sleeping,
      waited: stallTimeout.readableDescription, isExploring: chooser != nil)
  }

  /// Notes that `task` sleeps on a test clock; `pending` gives the sleep's deadline and the
  /// clock's now (as failures say them) while it is pending, nil once it is over.
  package func noteSleep(
    of task: RuntimeTask,
    pending: @escaping @Sendable () -> (deadline: String, now: String)?
  ) {
    withState { $0.sleeps[task] = pending }
  }

  private func cancelTasks(includingTheTest: Bool) {
    let (tasks, test) = withState { ($0.tasks, $0.testTask) }
    for task in tasks where includingTheTest || task != test { task.cancel() }
  }

  /// What a job of a counted task is measured against, to tell whether the task finished in it.
  private struct CompletionProbe {
    var record: Int
    var ticketHolders: Int
    var records: Int
    var drains: Int
  }

  /// A queued job, and where its task is in `records` (looked up once, when it is queued).
  private struct QueuedJob {
    var job: RuntimeJob
    var record: Int
  }

  private struct TaskRecord {
    var task: RuntimeTask
    /// Where its creation's return addresses are in `origins`.
    var origin: Range<Int>
    /// Set when the scope saw the task complete.
    var isFinished = false
  }

  private enum DrainStep {
    case run(RuntimeJob)
    case done
  }

  private struct State {
    var jobs = JobQueue<QueuedJob>()
    var isActive = true
    var pumpScheduled = false
    var drainDepth = 0
    /// Counts appended jobs, so a delayed stall check can tell whether anything arrived.
    var generation = 0
    var baseline = 0
    /// The task running the async form's operation (the test), once adopted.
    var testTask: RuntimeTask?
    /// The latest test clock sleep of each task that slept on one.
    var sleeps: [RuntimeTask: @Sendable () -> (deadline: String, now: String)?] = [:]
    /// Every task whose job the scope queued, each retained until the scope ends.
    var tasks: [RuntimeTask] = []
    /// Every task seen, with where it is in `records` (or ``notRecorded``).
    var seen = TaskTable<Int>()
    /// The tasks created in the scope that the live-task count counts (not child tasks), in
    /// the order they were created.
    var records: [TaskRecord] = []
    /// The stacks that created the tasks in `records`.
    var origins = TaskOrigins()
    /// A task seen but not in `records`: a child task, or the task running the test.
    static let notRecorded = -1
    /// Counts calls to `drain()`, so a probe can tell that its job drained the queue itself.
    var drains = 0

    /// What the job is measured against, when it runs a counted task not yet seen finishing.
    func completionProbe(for queued: QueuedJob, ticketHolders: Int) -> CompletionProbe? {
      let record = queued.record
      guard record != Self.notRecorded, !records[record].isFinished else { return nil }
      return CompletionProbe(
        record: record, ticketHolders: ticketHolders, records: records.count,
        drains: drains)
    }

    /// Marks the probed task finished when its job gave back its copy of the ticket.
    ///
    /// A task gives back its copy of the task-local ticket when it completes, in its last job;
    /// in any job, each task it creates takes one (and is recorded here before the job
    /// returns). So when the ticket's holders fell by one less than the tasks the job created,
    /// the task completed. A task created on an executor of its own, which the scope never
    /// sees, only makes this miss a completion (the task is then listed as alive), never
    /// invent one. A job that drained the queue itself (`settle()` inside a task) ran other
    /// tasks' jobs, whose ends would count as its own: it tells nothing.
    mutating func noteCompletion(_ probe: CompletionProbe, ticketHolders: Int) {
      guard drains == probe.drains else { return }
      let created = records.count - probe.records
      if ticketHolders - probe.ticketHolders == created - 1 {
        records[probe.record].isFinished = true
      }
    }

    /// Pops the job `chooser` picks among the legal next ones: the first main actor job queued
    /// (the main actor runs its jobs in order) and every job for the global executor (which
    /// promises none). The first queued job is always among them, first, so choosing 0 is first
    /// in, first out. Only queued jobs are legal: a task's job is queued when what it awaits has
    /// happened, and a sleep's when it is due.
    mutating func popChosen(by chooser: ScheduleChooser) -> QueuedJob? {
      guard let first = jobs.queued.first else { return nil }
      var offsets: [Int] = []
      var candidates: [ScheduleCandidate] = []
      var sawMain = false
      for (offset, queued) in jobs.queued.enumerated() {
        let isMain: Bool
        if case .main = queued.job.target { isMain = true } else { isMain = false }
        if isMain {
          if sawMain { continue }
          sawMain = true
        }
        offsets.append(offset)
        candidates.append(ScheduleCandidate(isMain: isMain, task: queued.job.task?.key))
      }
      let index = chooser.choose(candidates)
      guard index != 0 else { return jobs.popFirst() }
      let chosen = jobs.remove(atOffset: offsets[index])
      chooser.note(
        ScheduleDeviation(
          point: chooser.currentPoint, index: index, of: candidates.count,
          chosen: chosen.map(work(of:)) ?? .actorJob, skipped: work(of: first),
          reason: candidates[index].isMain || candidates[0].isMain ? .mainAndGlobal : .bothGlobal))
      return chosen
    }

    /// Who `queued` runs, for the failure that lists a schedule's interleaving.
    private func work(of queued: QueuedJob) -> JobOwner {
      if queued.record != Self.notRecorded {
        let origin = origins.origin(at: records[queued.record].origin)
        return .task(number: queued.record + 1, origin: origin)
      }
      guard let task = queued.job.task else { return .actorJob }
      return task == testTask ? .test : .child
    }

    mutating func popFirst() -> QueuedJob? { jobs.popFirst() }
  }
}

/// The task-local value that ties tasks to their scope.
///
/// Read freely (by the runtime hooks on every hop, by ``SerialScope/current``): who holds it
/// says nothing. The live tasks are counted with its ``ticket``, which nothing reads.
package final class ScopeMarker: Sendable {
  @TaskLocal package static var current: ScopeMarker?

  /// The marker of ``TestContextCourier``'s tasks, which no scope captures.
  static let courier = ScopeMarker(executor: nil)

  /// The scope's main executor, which knows the scope while it is open (nil for the courier):
  /// one lock, in the executor, tells whether the scope is still open.
  let executor: ScopeExecutor?
  /// `executor` as the runtime names it: the main executor of the code that carries this marker.
  ///
  /// A constant, read without a lock on every hop of the scope's code (see
  /// `RuntimeHooks.getMainHook`), open scope or not: after the scope ends, what is enqueued on
  /// its executor goes on to the real main actor.
  let mainExecutor: UnownedSerialExecutor?

  /// What the scope's tasks hold while they live (nil for the courier, whose tasks no scope
  /// counts).
  package let ticket: ScopeTicket?

  init(executor: ScopeExecutor?) {
    self.executor = executor
    self.mainExecutor = executor?.asUnownedSerialExecutor()
    self.ticket = executor == nil ? nil : ScopeTicket()
  }

  /// Runs `body` with this marker, and its ticket, bound for every task it creates.
  ///
  /// Synchronous only: an async scope binds the two task-locals itself, nested in its own
  /// `@MainActor` function, so that `body` runs without a hop. A generic async helper's
  /// `isolated` parameter made the runtime switch to the main actor on every call, which inside
  /// a scope is a round trip through the scope's queue.
  @discardableResult
  package func bind<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ScopeMarker.$current.withValue(self) {
      try ScopeTicket.$current.withValue(ticket, operation: body)
    }
  }

}

/// Where a scope reports its failures: to the test that opened it, even from the pump (a main
/// queue block, outside any task).
struct ScopeReporter: Sendable {
  let location: SourceCodeLocation
  let owner: TestOwner
  let collector: FailureCollector?
  /// The schedule this scope runs, when it explores: its failures are kept there.
  let capture: ScheduleRunCapture?

  /// `explores`: the scope runs one schedule of an exploration (only then is the capture looked
  /// up: a plain scope pays nothing for it).
  init(location: SourceCodeLocation, explores: Bool = false) {
    self.location = location
    self.owner = TestOwner.current
    self.collector = FailureCollector.current
    self.capture = explores ? ScheduleRunCapture.current : nil
  }

  func report(_ message: String) {
    if let capture, capture.take(message, at: location, owner: owner) { return }
    if let collector {
      collector.append(RecordedFailure(message: message, location: location))
    } else {
      reportFailure(message, at: location, owner: owner)
    }
  }
}
