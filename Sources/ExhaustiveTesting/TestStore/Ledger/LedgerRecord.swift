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
  var cancellable: AnyCancellable?
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
  var running: (number: Int, cancellable: AnyCancellable)? {
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
/// that made it.
///
/// A class, so that every callback the effect is handed captures this one reference.
final class LedgerEffect<Action>: EffectObserver {
  private let key: LedgerKey
  private let ledger: EffectLedger<Action>

  init(key: LedgerKey, ledger: EffectLedger<Action>) {
    self.key = key
    self.ledger = ledger
  }

  func effectRegistered(under id: CancelID) { ledger.effect(key, registeredUnder: id) }

  func effectSent(_ output: Action) { ledger.effect(key, sent: output) }

  func effectFinished() { ledger.effect(key, ended: .finished) }

  func effectFailed(_ error: Never) {}

  func effectCancelled(id: CancelID) { ledger.effect(key, ended: .cancelled(id)) }

  func effectStarted(_ cancellable: AnyCancellable) {
    ledger.effect(key, startReturned: cancellable)
  }
}
