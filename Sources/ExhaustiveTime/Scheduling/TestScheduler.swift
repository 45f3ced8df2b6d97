import Dispatch
import ExhaustiveCore
import ExhaustiveTestRuntime
import ExhaustiveUnsafe

/// A scheduler whose time moves only when the test says so.
///
/// Code that waits seconds is tested instantly and deterministically.
///
/// ```swift
/// let scheduler = TestScheduler.dispatchQueue
/// var cancellables: Set<AnyCancellable> = []
/// scheduler.schedule(after: scheduler.now, interval: 1) { print("tick") }
///   .store(in: &cancellables)
///
/// scheduler.advance()         // tick (the timer's first run is due now)
/// scheduler.advance(by: 0.5)  // nothing: the next tick is due at 1s
/// scheduler.advance(by: 1)    // tick (at 1s); the next is due at 2s
/// ```
///
/// Rules:
/// - Work runs in order of due time; work due at the same instant runs in the order it was
///   scheduled. Repeating work keeps the place it took when first scheduled: each repeat is not
///   new work, so timers due at the same instant always run in the order they were created
///   (combine-schedulers' order), however often each has fired.
/// - Work scheduled while advancing runs in that same advance if it falls due by its target.
/// - Time never moves backwards: work scheduled in the past runs at `now`, and a negative
///   advance is reported as a test failure.
/// - Time moves by finite amounts: advancing by an infinite stride (such as `.seconds(.infinity)`,
///   or a span too long for the time type, which saturates to it) is reported as a test failure
///   and runs nothing; `run()` is the way to run everything.
/// - Repeating work is rescheduled one interval after its due time (not after the moment it
///   ran), and cancelling its cancellable removes it.
/// - `run()` stops with a test failure after 100,000 work items, so a timer that is never
///   cancelled fails the test instead of hanging it.
///
/// The scheduler is thread-safe; work always runs on the thread that advances, never under the
/// scheduler's lock, so work may schedule more work or advance the scheduler.
///
/// Its actions need not be `@Sendable` (as with combine-schedulers): a test schedules work and
/// advances time from the same test, so the work runs where it was written and may mutate the
/// test's local state. Only a test that advances from a thread other than the one that
/// scheduled would move work across threads; do not do that with work that captures mutable
/// state. (A live `DispatchQueue` runs work on its own threads, which is why `Scheduler` and
/// `AnyScheduler` still require `@Sendable` actions.)
public final class TestScheduler<
  SchedulerTimeType: Strideable & _SchedulerSendability, SchedulerOptions
>:
  Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & _SchedulerSendability {
  // The hot paths carry `@_specialize` for dispatch-queue time, by far the common case: called
  // from another module, unspecialized generic code spends most of its time looking up type
  // metadata (measured in release: one advance over 10,000 items took 27 ms unspecialized, 3 ms
  // specialized). Other time types take the generic path and behave the same, only slower.

  /// How many work items `run()` runs before it decides the work never ends.
  static var runLimit: Int { 100_000 }

  // Boxed: where Combine exists, scheduler times are not `Sendable` (see `SchedulerReference`).
  private let origin: SchedulerReference<SchedulerTimeType>
  /// Internal, not private, for the test hooks (TestHooks.swift) only.
  let state: Lock<State>

  /// A scheduler whose time starts at `now`.
  public init(now: SchedulerTimeType) {
    self.origin = SchedulerReference(now)
    self.state = Lock(State(now: now))
  }

  /// The scheduler's current virtual time.
  public var now: SchedulerTimeType {
    state.withLock { $0.now }
  }

  /// Zero: virtual time is exact.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Queues `action` to run at the current time, on the next advance.
  @_specialize(
    where
      SchedulerTimeType == DispatchQueue.SchedulerTimeType,
      SchedulerOptions == DispatchQueue.SchedulerOptions
  )
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = Self.runsWhereAdvanced(action)
    state.withLock { state in
      _ = state.enqueue(due: state.now, timerID: nil, interval: nil, action: action)
    }
  }

  /// Queues `action` to run when time reaches `date` (or on the next advance, if `date` is past).
  @_specialize(
    where
      SchedulerTimeType == DispatchQueue.SchedulerTimeType,
      SchedulerOptions == DispatchQueue.SchedulerOptions
  )
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let action = Self.runsWhereAdvanced(action)
    state.withLock { state in
      _ = state.enqueue(due: date, timerID: nil, interval: nil, action: action)
    }
  }

  /// Queues `action` to run at `date` and then every `interval` after each due time, until the
  /// returned cancellable is cancelled or released.
  ///
  /// A non-positive interval would run forever without time passing: it is reported as a test
  /// failure and the work is scheduled to run once. An infinite interval also runs once, as on a
  /// live queue.
  @_specialize(
    where
      SchedulerTimeType == DispatchQueue.SchedulerTimeType,
      SchedulerOptions == DispatchQueue.SchedulerOptions
  )
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let action = Self.runsWhereAdvanced(action)
    let isRepeating = interval > .zero && !Self.isInfinite(interval)
    if !(interval > .zero) {
      reportFailure(
        """
        TestScheduler.schedule(after:interval:) was called with a non-positive interval \
        (\(Self.describe(interval))). Repeating work needs a positive interval; it was \
        scheduled to run once.
        """
      )
    }
    let timerID = state.withLock { state in
      let timerID = state.nextTimerID
      state.nextTimerID += 1
      state.enqueue(
        due: date, timerID: timerID, interval: isRepeating ? interval : nil, action: action)
      return timerID
    }
    return SendableCancellable { [weak self] in
      // The work is released outside the lock: its closure may own cancellables that call back.
      let removed = self?.state.withLock { $0.cancelTimer(timerID) }
      _ = removed
    }
  }

  /// Moves time forward by `stride` (by default zero), running, in order, all work that falls
  /// due by then, including work scheduled along the way.
  ///
  /// A negative or infinite `stride` is reported as a test failure and nothing runs.
  public func advance(
    by stride: SchedulerTimeType.Stride = .zero,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    advanceNow(by: stride, fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Moves time forward by `stride` (by default zero) like ``advance(by:fileID:file:line:column:)``,
  /// first letting the async work already started run until it suspends (a task the test just
  /// created reaches its `sleep(for:)` on this scheduler), then the work each item wakes before
  /// the next item and before returning.
  ///
  /// "Letting it run" means what the test can own: inside `withMainSerialExecutor`, every task
  /// of the scope runs until it finishes or suspends again; with a `TestStore` whose environment
  /// holds this scheduler, the store's async effects do (a debounced `.run` effect has started
  /// its request when this returns). The synchronous form does the same after each item. Tasks
  /// on the global executor outside both are not waited for: no number of yields could promise
  /// they ran.
  nonisolated(nonsending) public func advance(
    by stride: SchedulerTimeType.Stride = .zero,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    settleBeforeAdvancing()
    advanceNow(by: stride, fileID: fileID, file: filePath, line: line, column: column)
  }

  private func advanceNow(
    by stride: SchedulerTimeType.Stride,
    fileID: StaticString, file filePath: StaticString, line: UInt, column: UInt
  ) {
    guard !Self.isInfinite(stride) else {
      reportFailure(
        Self.infiniteAdvanceMessage("advance(by:)", "with a non-finite stride", stride),
        fileID: fileID, file: filePath, line: line, column: column
      )
      return
    }
    guard stride >= .zero else {
      reportFailure(
        """
        TestScheduler.advance(by:) was called with a negative stride (\(Self.describe(stride))). \
        Time never moves backwards; nothing was run.
        """,
        fileID: fileID, file: filePath, line: line, column: column
      )
      return
    }
    let from = now
    perform(from: from, until: from.advanced(by: stride), limit: nil)
  }

  /// Moves time forward to `date`, running, in order, all work that falls due by then, including
  /// work scheduled along the way.
  ///
  /// A `date` before `now`, or infinitely far from it, is reported as a test failure and nothing
  /// runs.
  public func advance(
    to date: SchedulerTimeType,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    advanceNow(to: date, fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Moves time forward to `date` like ``advance(to:fileID:file:line:column:)``, letting the
  /// async work each item wakes run (see the async `advance(by:)`).
  nonisolated(nonsending) public func advance(
    to date: SchedulerTimeType,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    settleBeforeAdvancing()
    advanceNow(to: date, fileID: fileID, file: filePath, line: line, column: column)
  }

  private func advanceNow(
    to date: SchedulerTimeType,
    fileID: StaticString, file filePath: StaticString, line: UInt, column: UInt
  ) {
    let from = now
    let distance = from.distance(to: date)
    guard !Self.isInfinite(distance) else {
      reportFailure(
        Self.infiniteAdvanceMessage(
          "advance(to:)", "with a time at a non-finite stride from now", distance),
        fileID: fileID, file: filePath, line: line, column: column
      )
      return
    }
    guard date >= from else {
      reportFailure(
        """
        TestScheduler.advance(to:) was called with a time \
        \(Self.describe(date.distance(to: from))) before now. Time never moves backwards; \
        nothing was run.
        """,
        fileID: fileID, file: filePath, line: line, column: column
      )
      return
    }
    perform(from: from, until: date, limit: nil)
  }

  /// Runs all pending work, including work scheduled along the way, moving time to each item's
  /// due time, until nothing is left.
  ///
  /// Work that never ends (a timer that is never cancelled) stops after 100,000 work items with
  /// a test failure.
  public func run(
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    runNow(fileID: fileID, file: filePath, line: line, column: column)
  }

  /// Runs all pending work like ``run(fileID:file:line:column:)``, letting the async work run
  /// as the async `advance(by:)` does, so work that async code schedules in turn (a task that
  /// sleeps again on this scheduler) runs too.
  nonisolated(nonsending) public func run(
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    settleBeforeAdvancing()
    runNow(fileID: fileID, file: filePath, line: line, column: column)
  }

  private func runNow(fileID: StaticString, file filePath: StaticString, line: UInt, column: UInt) {
    let limit = Self.runLimit
    let ranAll = perform(from: now, until: nil, limit: limit)
    if !ranAll {
      reportFailure(
        """
        TestScheduler.run() stopped after running \(limit.formatted) work items with work still \
        pending: something reschedules forever, usually a repeating timer that is never \
        cancelled. Cancel it, or advance by a fixed amount with advance(by:).
        """,
        fileID: fileID, file: filePath, line: line, column: column
      )
    }
  }

  /// Runs due work up to `target` (or until nothing is left when `target` is `nil`), never
  /// holding the lock while work runs, then reports the advance to observers. Returns `false`
  /// when it stopped at `limit` with work still due.
  @discardableResult
  @_specialize(
    where
      SchedulerTimeType == DispatchQueue.SchedulerTimeType,
      SchedulerOptions == DispatchQueue.SchedulerOptions
  )
  private func perform(from: SchedulerTimeType, until target: SchedulerTimeType?, limit: Int?)
    -> Bool
  {
    var ran = 0
    var finished = true
    // Who runs the async work an item wakes (a test store's effects), read once per advance.
    let settlers = state.withLock { $0.settlers.isEmpty ? [] : Array($0.settlers.values) }
    while true {
      let next = state.withLock { state -> ScheduledWork<SchedulerTimeType>? in
        guard let due = state.nextDue(), target.map({ due <= $0 }) ?? true else { return nil }
        if let limit, ran >= limit {
          finished = false
          return nil
        }
        return state.dequeue()
      }
      guard let next else { break }
      next.action()
      // The async work the item woke runs before the next item: a test store's effects, and,
      // inside withMainSerialExecutor, the scope's tasks.
      for settle in settlers {
        settle()
      }
      TimeDrivers.settleScope()
      ran += 1
    }
    let (to, observers) = state.withLock { state in
      if let target, target > state.now {
        state.now = target
      }
      return (state.now, Array(state.observers.values))
    }
    if !observers.isEmpty {
      let event = TestSchedulerEvent(
        from: describe(sinceOrigin: from),
        to: describe(sinceOrigin: to),
        elapsed: Self.describe(from.distance(to: to)),
        workItemsRun: ran
      )
      for observer in observers {
        observer(event)
      }
    }
    return finished
  }

  /// Lets the async work already started run until it suspends, before time moves: a task the
  /// test just created reaches its `sleep(for:)` on this scheduler first, as the async forms
  /// promise (combine-schedulers yields many times for this; the scope and the store know).
  private func settleBeforeAdvancing() {
    let settlers = state.withLock { Array($0.settlers.values) }
    for settle in settlers {
      settle()
    }
    TimeDrivers.settleScope()
  }

  /// Wraps work that need not be `@Sendable` for the queue.
  ///
  /// Unchecked on purpose (see the type's documentation): the work runs on the thread that
  /// advances, which in a test is the thread that scheduled it, and one item at a time, never
  /// under the lock.
  private static func runsWhereAdvanced(_ action: @escaping () -> Void) -> @Sendable () -> Void {
    assumeSendable(action)
  }

  private func describe(sinceOrigin time: SchedulerTimeType) -> String {
    Self.describe(origin.value.distance(to: time))
  }

  /// Whether `stride` is not finite: infinite or not a number, as far as its length in seconds
  /// tells (strides of other schedulers never are).
  private static func isInfinite(_ stride: SchedulerTimeType.Stride) -> Bool {
    guard let seconds = (stride as? any SecondsMeasurableStride)?.inSeconds else { return false }
    return !seconds.isFinite
  }

  private static func infiniteAdvanceMessage(
    _ method: String, _ what: String, _ stride: SchedulerTimeType.Stride
  ) -> String {
    """
    TestScheduler.\(method) was called \(what) (\(describe(stride))). Time only moves by \
    finite amounts; nothing was run. To run all pending work, call run().
    """
  }

  private static func describe(_ stride: SchedulerTimeType.Stride) -> String {
    (stride as? any SecondsMeasurableStride)?.inSeconds.secondsDescription
      ?? String(describing: stride)
  }
}

extension TestScheduler {
  // The protocol's conveniences take `@Sendable` actions (a live queue needs them); these
  // concrete ones, preferred by overload resolution, do not (see the type's documentation).

  /// Queues `action` to run at the current time, on the next advance.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Queues `action` to run when time reaches `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: .zero, options: nil, action)
  }

  /// Queues `action` to run when time reaches `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Queues `action` to run at `date` and then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: .zero, options: nil, action)
  }

  /// Queues `action` to run at `date` and then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

/// A test scheduler with the time and options types of `S`.
///
/// `TestSchedulerOf<DispatchQueue>` is what `DispatchQueue.testScheduler` returns.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension TestScheduler: TestSchedulerObservable {
  package func observe(_ observer: @escaping @Sendable (TestSchedulerEvent) -> Void)
    -> SendableCancellable
  {
    register(observer, in: \.observers)
  }

  package func afterEachWorkItem(_ settle: @escaping @Sendable () -> Void) -> SendableCancellable {
    register(settle, in: \.settlers)
  }

  /// Keeps `callback` in the state's `callbacks` (the observers or the settlers) under an id of
  /// its own until the returned handle is cancelled.
  private func register<Callback>(
    _ callback: Callback, in callbacks: WritableKeyPath<State, [UInt64: Callback]> & Sendable
  ) -> SendableCancellable {
    let id = state.withLock { state in
      let id = state.nextObserverID
      state.nextObserverID += 1
      state[keyPath: callbacks][id] = callback
      return id
    }
    return SendableCancellable { [weak self] in
      _ = self?.state.withLock { $0[keyPath: callbacks].removeValue(forKey: id) }
    }
  }

  package var pendingWorkCount: Int {
    state.withLock { $0.work.count }
  }

  package var nowDescription: String {
    describe(sinceOrigin: now)
  }

  package var nextDueDescription: String? {
    state.withLock { $0.nextDue() }.map(describe(sinceOrigin:))
  }
}

extension TestScheduler: CancellableScheduling {
  /// Queues `action` like ``schedule(after:tolerance:options:_:)``; cancelling the result before
  /// the work runs removes it from the queue (how a superseded `debounce` leaves no work behind).
  @_specialize(
    where
      SchedulerTimeType == DispatchQueue.SchedulerTimeType,
      SchedulerOptions == DispatchQueue.SchedulerOptions
  )
  package func scheduleWithCancellation(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> SendableCancellable {
    let sequence = state.withLock { state in
      state.enqueue(due: date, timerID: nil, interval: nil, action: action)
    }
    return SendableCancellable { [weak self] in
      // Released outside the lock, as in `cancelTimer`.
      let removed = self?.state.withLock { $0.removeWork(sequence) }
      _ = removed
    }
  }
}

extension TestScheduler {
  /// Everything the lock guards.
  ///
  /// The heap holds only (due time, sequence) keys, which are cheap to move while sifting; the
  /// work itself waits in `work` under its sequence number. Cancelling work removes it from
  /// `work` at once and leaves a stale key in the heap, dropped when it reaches the front, or
  /// all together once stale keys outnumber live ones: each cancellation costs amortized O(1)
  /// and the heap never grows beyond about twice the pending work.
  struct State {
    var now: SchedulerTimeType
    var queue = BinaryHeap<WorkKey<SchedulerTimeType>>()
    var work: [UInt64: ScheduledWork<SchedulerTimeType>] = [:]
    var nextSequence: UInt64 = 0
    var nextTimerID: UInt64 = 0
    /// For each timer not yet cancelled nor finished, the sequence number of its queued work.
    var timers: [UInt64: UInt64] = [:]
    var observers: [UInt64: @Sendable (TestSchedulerEvent) -> Void] = [:]
    var settlers: [UInt64: @Sendable () -> Void] = [:]
    var nextObserverID: UInt64 = 0
    /// How many keys in `queue` point at work that is no longer in `work`.
    var staleKeys = 0

    /// Queues work under a new sequence number, or under `sequence` for the next run of a
    /// repeating item, which keeps its first place among work due at the same instant.
    ///
    /// Reusing the number is safe: a timer has at most one queued item, so the number is free
    /// once its item is dequeued, and a cancelled timer is never queued again, so its stale key
    /// never meets a live item with the same number.
    @discardableResult
    mutating func enqueue(
      due: SchedulerTimeType,
      timerID: UInt64?,
      interval: SchedulerTimeType.Stride?,
      sequence reused: UInt64? = nil,
      action: @escaping @Sendable () -> Void
    ) -> UInt64 {
      let sequence: UInt64
      if let reused {
        sequence = reused
      } else {
        sequence = nextSequence
        nextSequence += 1
      }
      queue.push(WorkKey(due: due, sequence: sequence))
      work[sequence] = ScheduledWork(timerID: timerID, interval: interval, action: action)
      if let timerID {
        timers[timerID] = sequence
      }
      return sequence
    }

    /// Removes the timer's queued work, returning it so the caller releases it after unlocking.
    mutating func cancelTimer(_ timerID: UInt64) -> ScheduledWork<SchedulerTimeType>? {
      guard let sequence = timers.removeValue(forKey: timerID) else { return nil }
      return removeWork(sequence)
    }

    /// Removes queued work that has not run yet (nothing, if it ran), returning it so the
    /// caller releases it after unlocking.
    mutating func removeWork(_ sequence: UInt64) -> ScheduledWork<SchedulerTimeType>? {
      guard let removed = work.removeValue(forKey: sequence) else { return nil }
      staleKeys += 1
      if staleKeys > 64, staleKeys > queue.count / 2 {
        queue.removeAll { work[$0.sequence] == nil }
        staleKeys = 0
      }
      return removed
    }

    /// The due time of the first live item, after dropping stale keys from the front.
    mutating func nextDue() -> SchedulerTimeType? {
      while let first = queue.min {
        if work[first.sequence] != nil {
          return first.due
        }
        _ = queue.popMin()
        staleKeys -= 1
      }
      return nil
    }

    /// Takes the first live item, moves `now` up to its due time (never back), and queues the
    /// next run of a repeating item before the item runs, so the item may cancel itself.
    mutating func dequeue() -> ScheduledWork<SchedulerTimeType>? {
      guard nextDue() != nil, let key = queue.popMin(),
        let item = work.removeValue(forKey: key.sequence)
      else { return nil }
      if key.due > now {
        now = key.due
      }
      if let timerID = item.timerID {
        if let interval = item.interval {
          enqueue(
            due: key.due.advanced(by: interval), timerID: timerID, interval: interval,
            sequence: key.sequence, action: item.action)
        } else {
          timers[timerID] = nil
        }
      }
      return item
    }
  }
}

extension Int {
  /// `100,000`: grouped thousands, independent of locale.
  fileprivate var formatted: String {
    let digits = Array(String(self.magnitude))
    var groups: [String] = []
    var end = digits.count
    while end > 0 {
      let start = Swift.max(0, end - 3)
      groups.insert(String(digits[start..<end]), at: 0)
      end = start
    }
    return (self < 0 ? "-" : "") + groups.joined(separator: ",")
  }
}
