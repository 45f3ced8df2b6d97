import ExhaustiveCore
import Foundation

/// The test store's thread-safe record of its effects: the actions they sent that the test has
/// not received yet, which effects are still running (and who started them), and the timeline.
///
/// Effects deliver from any thread (a `DispatchQueue.main` block while a `.do` step spins the run
/// loop, a background queue, a task), so every entry point takes the lock only for the
/// bookkeeping and never calls out while holding it. It knows nothing about how the test drives
/// the store, so the synchronous `TestStore` API and the async one share it.
///
/// It is told what each effect does, by ExhaustiveCore, through the ``LedgerEffect`` observer it
/// hands out when the store starts one (see ``beginStarting(_:loggingStateChange:)``); it never
/// infers it. The ledger alone owns its lock: records are plain values in its book.
final class EffectLedger<Action>: Sendable {
  // The book is not generic and holds actions as `Any`: in the store's unspecialized code every
  // use of a type generic over `Action` costs a runtime metadata lookup, and the ledger is
  // called several times per step. Only ``effect(_:sent:)`` queues an action, typed as
  // `Action`, so the casts back (``typed(_:)``) always succeed.
  typealias Origin = LedgerOrigin
  typealias ReducerRun = LedgerReducerRun
  typealias RunningEffect = LedgerRunningEffect
  typealias Key = LedgerKey

  private let book = LedgerBookHandle()

  // MARK: Received actions

  /// Takes the oldest action the test has not received yet.
  func dequeue() -> Action? {
    let action = book.withLock { book in
      if book.reportedActions > 0 { book.reportedActions -= 1 }
      return book.received.popFirst()
    }
    return action.flatMap(typed)
  }

  /// Empties the queue and returns the actions in it that no failure has listed yet (see
  /// ``reportPendingActions()``), oldest first: what the end of the test has to report.
  func dequeueAll() -> [Action] {
    let actions = book.withLock { book in
      defer { book.reportedActions = 0 }
      return book.received.removeAll().dropFirst(book.reportedActions)
    }
    return actions.compactMap(typed)
  }

  /// Empties the queue and returns every action in it, oldest first, listed or not: what a
  /// test that skips them reduces.
  func takeAll() -> [Action] {
    let actions = book.withLock { book in
      book.reportedActions = 0
      return book.received.removeAll()
    }
    return actions.compactMap(typed)
  }

  /// Returns the queued actions no failure has listed yet, oldest first, and remembers that
  /// they are now listed: one unhandled action makes one failure, however many steps and end
  /// checks find it still queued. They stay queued, so the test may still receive them.
  func reportPendingActions() -> [Action] {
    let actions = book.withLock { book in
      defer { book.reportedActions = book.received.count }
      return book.received.elements(in: book.reportedActions..<book.received.count)
    }
    return actions.compactMap(typed)
  }

  /// Before an exhaustive receive: drops the queued actions a failure already listed, up to the
  /// first of them that satisfies `isMatching`, which the test is then receiving late.
  ///
  /// A listed action the test does not receive next would otherwise fail the receive as
  /// unexpected, a second failure for it. Returns whether listed actions are still queued.
  func dropReportedActions(upToFirst isMatching: (Action) -> Bool) -> Bool {
    let reported = book.withLock { $0.reportedActions }
    guard reported > 0 else { return false }
    let dropped = firstPendingIndex(where: isMatching, below: reported) ?? reported
    return book.withLock { book in
      for _ in 0..<dropped { _ = book.received.popFirst() }
      book.reportedActions -= dropped
      return book.reportedActions > 0
    }
  }

  /// Whether a receive expecting what `isMatching` accepts has an action to take: one no failure
  /// has listed, or a listed one it accepts (see ``dropReportedActions(upToFirst:)``).
  func hasReceivableAction(matching isMatching: (Action) -> Bool) -> Bool {
    let (reported, count) = book.withLock { ($0.reportedActions, $0.received.count) }
    if count > reported { return true }
    return reported > 0 && firstPendingIndex(where: isMatching, below: reported) != nil
  }

  /// Whether an effect sent an action the test has not received yet; cheaper than
  /// ``pendingActions`` when, as on most steps, none is queued.
  var hasPendingActions: Bool { book.withLock { !$0.received.isEmpty } }

  /// How many actions the test has not received yet.
  var pendingActionCount: Int { book.withLock { $0.received.count } }

  /// The actions the test has not received yet, oldest first.
  var pendingActions: [Action] { book.withLock { $0.received.elements }.compactMap(typed) }

  /// An action of the queue as the `Action` it was queued as.
  private func typed(_ action: Any) -> Action? {
    action as? Action
  }

  /// The index of the first pending action that satisfies `isMatching`, looking only at the
  /// oldest `limit` of them when given.
  func firstPendingIndex(where isMatching: (Action) -> Bool, below limit: Int = .max) -> Int? {
    // The predicate is the test's code, so it is not called under the lock: the queue is copied
    // out a batch at a time instead, as the match is usually near the front and copying a
    // million queued actions for every receive would make receiving them quadratic. Positions
    // stay valid between batches, as only the test's own thread takes actions off the front.
    var start = 0
    var batchSize = 16
    while true {
      let batch: [Any] = book.withLock { book in
        let end = Swift.min(start + batchSize, book.received.count, limit)
        return start < end ? book.received.elements(in: start..<end) : []
      }
      if batch.isEmpty { return nil }
      if let offset = batch.firstIndex(where: { typed($0).map(isMatching) ?? false }) {
        return start + offset
      }
      start += batch.count
      batchSize = Swift.min(batchSize * 2, 4096)
    }
  }

  // MARK: Running effects

  /// Numbers the next run of the reducer, first logging `event` (the step that runs it), under
  /// one lock as this is once per step.
  func beginReducerRun(logging event: TimelineEvent? = nil, stepAt location: SourceCodeLocation)
    -> ReducerRun
  {
    book.withLock { book in
      if let event { book.timeline.append(event, stepAt: location) }
      defer { book.nextRun += 1 }
      return ReducerRun(rawValue: book.nextRun)
    }
  }

  /// Records that the store is about to start an effect, first logging that the state changed
  /// when the reducer run that returned it did, and returns the observer to start it under
  /// (see `Effect.start(in:observer:)`).
  ///
  /// Every effect takes this path, `.none` and `Effect(value:)` included: one that ends before
  /// its start returns shows in the timeline only if it sent something.
  func beginStarting(_ origin: Origin, loggingStateChange stateChanged: Bool = false)
    -> LedgerEffect
  {
    book.withLock { book in
      if stateChanged { book.timeline.append(.stateChanged) }
      let key = Key(rawValue: book.nextKey)
      book.nextKey += 1
      book.starting.append(
        (
          key,
          LedgerRecord(
            origin: origin, reported: book.runsWithFailedDependencies.contains(origin.run))
        ))
      return LedgerEffect(key: key, book: self.book)
    }
  }

  /// Cancels every running effect (no completion callbacks follow) and returns how many there were.
  @discardableResult
  func cancelAll() -> Int {
    cancel { _ in true }
  }

  /// Cancels the running effects whose keys are in `keys` (the effects of one async send).
  @discardableResult
  func cancel(_ keys: Range<Key>) -> Int {
    cancel { keys.contains($0) }
  }

  private func cancel(where isIncluded: (Key) -> Bool) -> Int {
    let cancelled: [(number: Int, cancellable: SendableCancellable)] = book.withLock { book in
      let running = book.running.compactMap { key, record in
        record.running.flatMap { isIncluded(key) ? (key, $0) : nil }
      }
      .sorted { $0.1.number < $1.1.number }
      for (key, effect) in running {
        book.timeline.append(.effectCancelled(number: effect.number))
        book.running[key] = nil
        book.cancelledKeys.insert(key)
      }
      return running.map(\.1)
    }
    for effect in cancelled { effect.cancellable.cancel() }
    return cancelled.count
  }

  /// Whether any effect whose key is in `keys` ended by being cancelled.
  func wasCancelled(anyOf keys: Range<Key>) -> Bool {
    book.withLock { book in book.cancelledKeys.contains { keys.contains($0) } }
  }

  /// Whether any effect is running; cheaper than ``runningEffects(unreportedOnly:)``.
  var hasRunningEffects: Bool { book.withLock { !$0.running.isEmpty } }

  /// The key the next effect started gets; later effects get later keys.
  var nextKey: Key { book.withLock { Key(rawValue: $0.nextKey) } }

  /// The running effects whose keys are in `keys`, oldest first.
  func runningEffects(_ keys: Range<Key>) -> [RunningEffect] {
    book.withLock { book in
      book.running
        .compactMap { key, record in keys.contains(key) ? record.runningEffect : nil }
        .sorted { $0.number < $1.number }
    }
  }

  /// The running effects, oldest first; with `unreportedOnly`, those not yet reported by
  /// ``markReported(_:)``.
  func runningEffects(unreportedOnly: Bool = false) -> [RunningEffect] {
    book.withLock { book in
      book.running.values
        .compactMap { record in unreportedOnly && record.reported ? nil : record.runningEffect }
        .sorted { $0.number < $1.number }
    }
  }

  /// Remembers that the running effects (or only `effects`) have been reported, so releasing the
  /// store does not report them a second time.
  func markReported(_ effects: [RunningEffect]? = nil) {
    let numbers = effects.map { Set($0.map(\.number)) }
    book.withLock { book in
      for index in book.running.indices {
        guard let number = book.running.values[index].number,
          numbers?.contains(number) ?? true
        else { continue }
        book.running.values[index].reported = true
      }
    }
  }

  // MARK: Handlers

  /// Logs a test scheduler's advance, named as in `scheduler advanced by 1s (0s → 1s), …`.
  func schedulerAdvanceHandler() -> @Sendable (String, TestSchedulerEvent) -> Void {
    { name, event in self.log(.schedulerAdvanced("\(name) \(event)")) }
  }

  /// The scope that claims the failures raised while the reducer run `run`, written at
  /// `location`, runs (see ``StepFailureScope``).
  func stepFailureScope(at location: SourceCodeLocation, run: ReducerRun, owner: TestOwner)
    -> StepFailureScope<Action>
  {
    StepFailureScope(ledger: self, location: location, run: run, owner: owner)
  }

  /// Records that reducer run `run` reported `message`, and returns whether it had already
  /// reported it (one mistake makes one failure) and the timeline to print after it.
  ///
  /// When an unimplemented dependency reported it (`fromDependency`), the effects of that run
  /// are not reported again as still running: they are usually stuck on that very dependency.
  func recordFailure(_ message: String, of run: ReducerRun, fromDependency: Bool)
    -> (isRepeat: Bool, timeline: TimelineLog)
  {
    book.withLock { book in
      if fromDependency {
        book.runsWithFailedDependencies.insert(run)
        for index in book.running.indices where book.running.values[index].origin.run == run {
          book.running.values[index].reported = true
        }
        for index in book.starting.indices where book.starting[index].record.origin.run == run {
          book.starting[index].record.reported = true
        }
      }
      let isRepeat = !book.messagesByRun[run, default: []].insert(message).inserted
      return (isRepeat, book.timeline)
    }
  }

  // MARK: Timeline

  /// Appends a line to the timeline; `stepAt` is where the step it records is written, when it
  /// records one.
  func log(_ event: TimelineEvent, stepAt location: SourceCodeLocation? = nil) {
    book.withLock { $0.timeline.append(event, stepAt: location) }
  }

  /// The numbers of the effects cancelled since the step before the latest one began, oldest
  /// first: why a receive that follows a cancelling step finds nothing.
  var effectsCancelledSinceLastStep: [Int] {
    let events = book.withLock { $0.timeline.events }
    var numbers: [Int] = []
    var stepsSeen = 0
    for event in events.reversed() {
      switch event {
      case .step, .unmatchedReceive:
        stepsSeen += 1
      case .effectCancelled(let number):
        numbers.append(number)
      default:
        break
      }
      // The receive that asks is the latest step; look back through the one before it.
      if stepsSeen == 2 { break }
    }
    return numbers.reversed()
  }

  /// Where the latest step the test ran is written, if it ran any.
  var lastStepLocation: SourceCodeLocation? { book.withLock { $0.timeline.lastStepLocation } }

  /// A copy of the timeline's recent events.
  var timeline: TimelineLog { book.withLock { $0.timeline } }

  /// The invariants of the book that are broken, described (see
  /// `LedgerBook.invariantViolations()`); empty when it is consistent.
  var invariantViolations: [String] { book.withLock { $0.invariantViolations() } }
}

/// What started an effect: the step's verb, its action, where the step is written, and the
/// reducer run that returned it.
struct LedgerOrigin {
  var step: TimelineStep
  var action: Any
  var location: SourceCodeLocation
  var run: LedgerReducerRun
}

/// One run of the reducer for a sent or received action: the failures raised while it runs and
/// the effects it starts are tied together by it.
struct LedgerReducerRun: Hashable, Sendable {
  fileprivate let rawValue: Int
}

/// A running effect as the end-of-test message lists it.
struct LedgerRunningEffect {
  var number: Int
  var origin: LedgerOrigin
  var cancellationIDs: [CancelID]
}

/// Identifies an effect from the moment the store starts it.
struct LedgerKey: Hashable, Comparable, Sendable {
  let rawValue: Int

  static func < (lhs: LedgerKey, rhs: LedgerKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The ledger's book behind the ledger's lock, and what an effect's ``LedgerEffect`` tells it.
///
/// Owned by one ``EffectLedger``, which alone creates it; the ``LedgerEffect``s it hands out
/// name it so that the events of an effect reach the book without a generic hop through the
/// ledger.
final class LedgerBookHandle: Sendable {
  private let lock = Lock(LedgerBook())

  /// Runs `body` with exclusive access to the book. Never call out to unknown code from it.
  func withLock<Result>(_ body: (inout LedgerBook) throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  /// The effect `key` registered work under `id`.
  func effect(_ key: LedgerKey, registeredUnder id: CancelID) {
    withLock { book in
      book.updateRecord(key) { record in
        if !record.cancellationIDs.contains(id) { record.cancellationIDs.append(id) }
      }
    }
  }

  /// Queues an action the effect `key` sent; the test receives it later.
  func effect(_ key: LedgerKey, sent action: Any) {
    withLock { book in
      book.received.append(action)
      let number = book.updateRecord(key) { record in
        if record.number == nil { record.sentDuringStart.append(action) }
        return record.number
      }
      if let number = number ?? nil {
        book.timeline.append(.effectSent(number: number, action: action))
      }
    }
  }

  /// The effect `key` ended: logged now if it is in the timeline, else once its start returns.
  func effect(_ key: LedgerKey, ended end: LedgerEffectEnd) {
    let released: SendableCancellable? = withLock { book in
      if case .cancelled = end { book.cancelledKeys.insert(key) }
      if let index = book.starting.lastIndex(where: { $0.key == key }) {
        book.starting[index].record.endDuringStart = end
        return nil
      }
      guard let record = book.running.removeValue(forKey: key), let number = record.number
      else { return nil }
      book.timeline.append(end.event(number: number))
      return record.cancellable
    }
    // Released outside the lock: dropping the last reference runs its cancellation.
    _ = released
  }

  /// The start of the effect `key` returned: the effect either already ended (and is dropped,
  /// silently if it did nothing, as `.none` does) or is now running and gets its number in the
  /// timeline.
  func effect(_ key: LedgerKey, startReturned cancellable: SendableCancellable) {
    let released: SendableCancellable? = withLock { book in
      guard let index = book.starting.lastIndex(where: { $0.key == key }) else {
        return cancellable
      }
      var record = book.starting.remove(at: index).record
      let ended = record.endDuringStart != nil
      if !ended || !record.sentDuringStart.isEmpty {
        record.number = book.logStartedEffect(
          ids: record.cancellationIDs, sent: record.sentDuringStart, end: record.endDuringStart)
      }
      if ended { return cancellable }
      record.sentDuringStart = []
      record.cancellable = cancellable
      book.running[key] = record
      return nil
    }
    _ = released
  }
}

/// Everything the ledger's lock guards.
struct LedgerBook {
  var nextKey = 0
  var nextNumber = 1
  var nextRun = 0
  /// The reducer runs in which an unimplemented dependency reported a failure.
  var runsWithFailedDependencies: Set<LedgerReducerRun> = []
  /// The failure messages each reducer run has reported, to drop repeats.
  var messagesByRun: [LedgerReducerRun: Set<String>] = [:]
  /// The effects being started right now: at most one, as effects start only in a step and a
  /// step called while one starts is refused; a list, so the ledger does not depend on that.
  var starting: [(key: LedgerKey, record: LedgerRecord)] = []
  /// The effects that outlived their start and have not ended; each has its number.
  var running: [LedgerKey: LedgerRecord] = [:]
  /// The actions the test has not received yet (each an `Action` of the ledger's store).
  var received = RingQueue<Any>()
  /// How many of the oldest actions in `received` a failure has already listed.
  var reportedActions = 0
  var timeline = TimelineLog()
  /// The effects that ended by being cancelled rather than finishing, for
  /// ``TestStoreTask/isCancelled``.
  var cancelledKeys: Set<LedgerKey> = []
}

extension LedgerBook {
  /// Runs `body` on the record of effect `key`, being started or running; nil when the ledger
  /// no longer tracks it (it ended, or the ledger cancelled it).
  mutating func updateRecord<Result>(_ key: LedgerKey, _ body: (inout LedgerRecord) -> Result)
    -> Result?
  {
    if let index = starting.lastIndex(where: { $0.key == key }) {
      return body(&starting[index].record)
    }
    guard let index = running.index(forKey: key) else { return nil }
    return body(&running.values[index])
  }

  /// Gives an effect the next number and logs what it did while it was being started: started
  /// (with its cancellation ids), each action it sent, then how it ended, if it did.
  mutating func logStartedEffect(ids: [CancelID], sent: [Any], end: LedgerEffectEnd?) -> Int {
    let number = nextNumber
    nextNumber += 1
    timeline.append(.effectStarted(number: number, ids: ids))
    for action in sent {
      timeline.append(.effectSent(number: number, action: action))
    }
    if let end { timeline.append(end.event(number: number)) }
    return number
  }
}
