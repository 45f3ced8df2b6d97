import ExhaustiveCore

/// What the test store's ledger knows about one effect, from the moment the store starts it
/// until it ends: plain data, kept in the ledger's book and changed only under its lock.
struct LedgerRecord {
  /// The step, action and reducer run that started the effect.
  let origin: LedgerOrigin
  /// Assigned when the effect first shows in the timeline; nil while it is being started.
  var number: Int?
  var cancellationIDs: [CancelID] = []
  /// Stops the effect; set once its start returned with the effect still running.
  var cancellable: SendableCancellable?
  /// The actions the effect sent while it was being started, logged once it has its number.
  var sentDuringStart: [Any] = []
  /// How the effect ended while it was being started, logged after what it sent.
  var endDuringStart: LedgerEffectEnd?
  /// Already reported (at the end of an `assert`, in a stall, or as stuck on a failed
  /// dependency): not reported again as still running.
  var reported: Bool

  init(origin: LedgerOrigin, reported: Bool) {
    self.origin = origin
    self.reported = reported
  }

  /// The effect's number and cancellable once its start returned with it still running; nil
  /// while it is being started.
  var running: (number: Int, cancellable: SendableCancellable)? {
    guard let number, let cancellable else { return nil }
    return (number, cancellable)
  }

  /// The effect as the end-of-test message lists it, once it is running.
  var runningEffect: LedgerRunningEffect? {
    running.map {
      LedgerRunningEffect(number: $0.number, origin: origin, cancellationIDs: cancellationIDs)
    }
  }
}

/// How an effect ended.
enum LedgerEffectEnd: Equatable {
  case finished
  /// Cancelled by id (`Effect.cancel(id:)`, `cancelInFlight`); the ledger's own cancellations
  /// (`skipInFlightEffects`, a task's `cancel()`) are logged where they happen.
  case cancelled(CancelID)

  /// The timeline line of effect `number` ending this way.
  func event(number: Int) -> TimelineEvent {
    switch self {
    case .finished: .effectFinished(number: number)
    case .cancelled: .effectCancelled(number: number)
    }
  }
}

/// What ExhaustiveCore tells about one effect the test store started, handed on to the ledger
/// that made it (see ``EffectLedger/beginStarting(_:loggingStateChange:)``).
///
/// A plain value and not generic, so starting an effect allocates nothing for it and looks up
/// no type metadata: it names the effect and the ledger's book, which takes each event under
/// the ledger's lock.
struct LedgerEffect: EffectObserver {
  let key: LedgerKey
  let book: LedgerBookHandle

  func effectRegistered(under id: CancelID) { book.effect(key, registeredUnder: id) }

  func effectSent(_ output: Any) { book.effect(key, sent: output) }

  func effectFinished() { book.effect(key, ended: .finished) }

  func effectFailed(_ error: any Error) {
    // The store's effects cannot fail (`Effect<Action, Never>`); were one to, it ended.
    book.effect(key, ended: .finished)
  }

  func effectCancelled(id: CancelID) { book.effect(key, ended: .cancelled(id)) }

  func effectStarted(_ cancellable: SendableCancellable) {
    book.effect(key, startReturned: cancellable)
  }
}
