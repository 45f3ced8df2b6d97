import ExhaustiveCore
import Foundation

/// The test store's thread-safe record of its effects: the actions they sent that the test has
/// not received yet, which effects are still running (and who started them), and the timeline.
///
/// Effects deliver from any thread (a `DispatchQueue.main` block while a `.do` step spins the run
/// loop, a background queue, a task), so every entry point takes the lock only for the
/// bookkeeping and never calls out while holding it. It knows nothing about how the test drives
/// the store, so the synchronous `TestStore` API and a later async one can share it.
final class EffectLedger<Action>: Sendable {
  // The bookkeeping types are not nested in this generic class and hold actions as `Any`: every
  // use of a type generic over `Action` costs a runtime metadata lookup, and the ledger is
  // called several times per step.
  typealias Origin = LedgerOrigin
  typealias ReducerRun = LedgerReducerRun
  typealias RunningEffect = LedgerRunningEffect
  typealias Key = LedgerKey

  private let book = Lock(LedgerBook())

  // MARK: Received actions

  /// Queues an action an effect sent; the test receives it later.
  func enqueue(_ action: Action, from key: Key) {
    book.withLock { book in
      book.received.append(action)
      if book.entries[key]?.number == nil {
        book.entries[key]?.buffered.append(.sent(action))
      } else if let number = book.entries[key]?.number {
        book.timeline.append(.effectSent(number: number, action: action))
      }
    }
  }

  /// Takes the oldest action the test has not received yet.
  func dequeue() -> Action? {
    let action: Any? = book.withLock { $0.received.isEmpty ? nil : $0.received.removeFirst() }
    return action.map { $0 as! Action }
  }

  /// Takes every action the test has not received yet.
  func dequeueAll() -> [Action] {
    let actions: [Any] = book.withLock { book in
      defer { book.received = [] }
      return book.received
    }
    return actions.map { $0 as! Action }
  }

  /// The actions the test has not received yet, oldest first.
  var pendingActions: [Action] {
    let actions: [Any] = book.withLock { $0.received }
    return actions.map { $0 as! Action }
  }

  /// The index of the first pending action that satisfies `isMatching`.
  func firstPendingIndex(where isMatching: (Action) -> Bool) -> Int? {
    // The predicate is the test's code: copy the queue out rather than call it under the lock.
    let pending = pendingActions
    return pending.firstIndex(where: isMatching)
  }

  // MARK: Running effects

  /// Numbers the next run of the reducer, first logging `event` (the step that runs it), under
  /// one lock as this is once per step.
  func beginReducerRun(logging event: TimelineEvent? = nil) -> ReducerRun {
    book.withLock { book in
      if let event { book.timeline.append(event) }
      defer { book.nextRun += 1 }
      return ReducerRun(rawValue: book.nextRun)
    }
  }

  /// Records that the store is about to start an effect on the current thread, first logging
  /// that the state changed when the reducer run that returned it did.
  func beginStarting(_ origin: Origin, loggingStateChange stateChanged: Bool = false) -> Key {
    book.withLock { book in
      if stateChanged { book.timeline.append(.stateChanged) }
      let key = Key(rawValue: book.nextKey)
      book.nextKey += 1
      book.entries[key] = LedgerEntry(
        origin: origin, reported: book.runsWithFailedDependencies.contains(origin.run))
      book.starting.append((key, ObjectIdentifier(Thread.current)))
      return key
    }
  }

  /// Records that `start` returned: the effect either already ended (and is dropped, silently if
  /// it did nothing, as `.none` does) or is now running and gets its number in the timeline.
  func endStarting(_ key: Key, cancellable: AnyCancellable) {
    let released: AnyCancellable? = book.withLock { book in
      book.starting.removeAll { $0.key == key }
      guard var entry = book.entries[key] else { return cancellable }
      let didSomething = entry.buffered.contains { if case .sent = $0 { true } else { false } }
      let ended = entry.buffered.contains { if case .sent = $0 { false } else { true } }
      if !ended || didSomething {
        let number = book.nextNumber
        book.nextNumber += 1
        entry.number = number
        book.timeline.append(.effectStarted(number: number, ids: entry.cancellationIDs))
        for event in entry.buffered {
          switch event {
          case .sent(let action): book.timeline.append(.effectSent(number: number, action: action))
          case .finished: book.timeline.append(.effectFinished(number: number))
          case .cancelled: book.timeline.append(.effectCancelled(number: number))
          }
        }
        entry.buffered = []
      }
      if ended {
        book.entries[key] = nil
        return cancellable
      }
      entry.cancellable = cancellable
      book.entries[key] = entry
      return nil
    }
    // Released outside the lock: dropping the last reference runs its cancellation.
    _ = released
  }

  /// Records a cancellation id the effect registered its work under.
  func register(_ id: CancelID, for key: Key) {
    book.withLock { book in
      guard book.entries[key]?.cancellationIDs.contains(id) == false else { return }
      book.entries[key]?.cancellationIDs.append(id)
    }
  }

  /// Records that the effect completed. An effect that completes on the store's thread while the
  /// store is starting a different effect was cancelled by it (`cancelInFlight`, `cancel(id:)`):
  /// effects are only started from the test's own steps, so that is the one way it happens.
  func complete(_ key: Key) {
    let released: AnyCancellable? = book.withLock { book in
      guard var entry = book.entries[key] else { return nil }
      let thread = ObjectIdentifier(Thread.current)
      let cancelled = book.starting.contains { $0.key != key && $0.thread == thread }
      guard let number = entry.number else {
        entry.buffered.append(cancelled ? .cancelled : .finished)
        book.entries[key] = entry
        return nil
      }
      book.timeline.append(
        cancelled ? .effectCancelled(number: number) : .effectFinished(number: number))
      book.entries[key] = nil
      return entry.cancellable
    }
    _ = released
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
    let cancellables: [AnyCancellable] = book.withLock { book in
      let running = book.entries
        .filter { isIncluded($0.key) }
        .values
        .compactMap { entry in entry.number.map { ($0, entry) } }
        .sorted { $0.0 < $1.0 }
      for (number, _) in running { book.timeline.append(.effectCancelled(number: number)) }
      book.entries = book.entries.filter { !isIncluded($0.key) || $0.value.number == nil }
      return running.compactMap(\.1.cancellable)
    }
    for cancellable in cancellables { cancellable.cancel() }
    return cancellables.count
  }

  /// The key the next effect started gets; later effects get later keys.
  var nextKey: Key { book.withLock { Key(rawValue: $0.nextKey) } }

  /// The running effects whose keys are in `keys`, oldest first.
  func runningEffects(_ keys: Range<Key>) -> [RunningEffect] {
    book.withLock { book in
      book.entries
        .filter { keys.contains($0.key) && $0.value.number != nil }
        .values
        .map {
          RunningEffect(number: $0.number!, origin: $0.origin, cancellationIDs: $0.cancellationIDs)
        }
        .sorted { $0.number < $1.number }
    }
  }

  /// The running effects, oldest first; with `unreportedOnly`, those not yet reported by
  /// ``markReported()``.
  func runningEffects(unreportedOnly: Bool = false) -> [RunningEffect] {
    book.withLock { book in
      book.entries.values
        .filter { $0.number != nil && !(unreportedOnly && $0.reported) }
        .map {
          RunningEffect(number: $0.number!, origin: $0.origin, cancellationIDs: $0.cancellationIDs)
        }
        .sorted { $0.number < $1.number }
    }
  }

  /// Remembers that the running effects (or only `effects`) have been reported, so releasing the
  /// store does not report them a second time.
  func markReported(_ effects: [RunningEffect]? = nil) {
    let numbers = effects.map { Set($0.map(\.number)) }
    book.withLock { book in
      for (key, entry) in book.entries {
        guard let number = entry.number, numbers?.contains(number) ?? true else { continue }
        book.entries[key]?.reported = true
      }
    }
  }

  // MARK: Handlers

  /// The callbacks the effect started under `key` reports through.
  func cancellationIDHandler(for key: Key) -> @Sendable (CancelID) -> Void {
    { id in self.register(id, for: key) }
  }

  func completionHandler(for key: Key) -> @Sendable (EffectCompletion<Never>) -> Void {
    { _ in self.complete(key) }
  }

  func valueHandler(for key: Key) -> @Sendable (Action) -> Void {
    { action in self.enqueue(action, from: key) }
  }

  /// Logs a test scheduler's advance, named as in `scheduler advanced by 1s (0s → 1s), …`.
  func schedulerAdvanceHandler() -> @Sendable (String, TestSchedulerEvent) -> Void {
    { name, event in self.log(.schedulerAdvanced("\(name) \(event)")) }
  }

  /// Reports a failure raised while a step runs as a failure of that step, with the timeline.
  ///
  /// One mistake makes one failure: a message the run already reported is dropped (a `delay`
  /// on an unimplemented scheduler schedules twice), and when an unimplemented dependency
  /// (`fromDependency`) failed, the effects of that run are not reported again as still running
  /// (they are usually stuck on that very dependency).
  func stepFailureHandler(at location: SourceCodeLocation, run: ReducerRun)
    -> @Sendable (_ message: String, _ fromDependency: Bool) -> Void
  {
    { message, fromDependency in
      let isRepeat = self.book.withLock { book in
        if fromDependency {
          book.runsWithFailedDependencies.insert(run)
          for (key, entry) in book.entries where entry.origin.run == run {
            book.entries[key]?.reported = true
          }
        }
        return !book.messagesByRun[run, default: []].insert(message).inserted
      }
      if isRepeat { return }
      // Out of the step's scope, or `reportFailure` would hand the message back here.
      StepFailureScope.$current.withValue(nil) {
        reportFailure(message + "\n\n" + TimelineRenderer.render(self.timeline), at: location)
      }
    }
  }

  // MARK: Timeline

  /// Appends a line to the timeline.
  func log(_ event: TimelineEvent) {
    book.withLock { $0.timeline.append(event) }
  }

  /// Where the latest step the test ran is written, if it ran any.
  var lastStepLocation: SourceCodeLocation? {
    book.withLock { book in
      for event in book.timeline.reversed() {
        switch event {
        case .step(_, _, let location), .unmatchedReceive(_, _, let location): return location
        default: continue
        }
      }
      return nil
    }
  }

  /// A copy of the timeline so far.
  var timeline: [TimelineEvent] { book.withLock { $0.timeline } }
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
  fileprivate let rawValue: Int

  static func < (lhs: LedgerKey, rhs: LedgerKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Everything the ledger's lock guards.
private struct LedgerBook {
  var nextKey = 0
  var nextNumber = 1
  var nextRun = 0
  /// The reducer runs in which an unimplemented dependency reported a failure.
  var runsWithFailedDependencies: Set<LedgerReducerRun> = []
  /// The failure messages each reducer run has reported, to drop repeats.
  var messagesByRun: [LedgerReducerRun: Set<String>] = [:]
  var entries: [LedgerKey: LedgerEntry] = [:]
  /// The actions the test has not received yet (each an `Action`).
  var received: [Any] = []
  var timeline: [TimelineEvent] = []
  /// The effects being started right now, and on which thread (starts can nest).
  var starting: [(key: LedgerKey, thread: ObjectIdentifier)] = []
}

private struct LedgerEntry {
  var origin: LedgerOrigin
  /// Assigned when the effect first shows in the timeline; nil while it is being started.
  var number: Int?
  var cancellationIDs: [CancelID] = []
  var cancellable: AnyCancellable?
  /// What the effect did while it was being started, logged once it has its number.
  var buffered: [LedgerBufferedEvent] = []
  /// Already reported (at the end of an `assert`, in a stall, or as stuck on a failed
  /// dependency): not reported again as still running.
  var reported = false
}

private enum LedgerBufferedEvent {
  case sent(Any)
  case finished
  case cancelled
}
