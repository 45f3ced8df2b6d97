/// Told what one started effect does, by the code that does it: the seam a store that keeps a
/// record of its effects (the test store's ledger) implements.
///
/// Start an effect under an observer with ``Effect/start(in:observer:)``. Events that happen
/// while the effect is being started come before ``effectStarted(_:)``; every event after it comes
/// from the running effect, on whatever thread its work runs. The effect ends exactly once, with
/// ``effectFinished()``, ``effectFailed(_:)`` or ``effectCancelled(id:)``; after it nothing more
/// arrives, except ``effectStarted(_:)`` when the effect ended while it was being started.
///
/// Not generic: outputs arrive as `Any` and failures as `any Error`, so an observer is one plain
/// type whatever the effect's types (a store's unspecialized code would otherwise look up the
/// metadata of a generic observer on every start).
package protocol EffectObserver: Sendable {
  /// The effect registered work under `id` (see ``Effect/cancellable(id:cancelInFlight:)``).
  func effectRegistered(under id: CancelID)
  /// The effect sent `output` (an `Output` of the effect).
  func effectSent(_ output: Any)
  /// The effect emitted everything it had to.
  func effectFinished()
  /// The effect stopped with `error` (a `Failure` of the effect).
  func effectFailed(_ error: any Error)
  /// The effect ended because its work registered under `id` was cancelled by id: by
  /// ``Effect/cancel(id:)``, or by another effect started with `cancelInFlight`.
  func effectCancelled(id: CancelID)
  /// The effect's start returned `cancellable`, which stops it; an effect that already ended
  /// returns ``AnyCancellable/empty``.
  func effectStarted(_ cancellable: SendableCancellable)
}

extension Effect {
  /// Starts the effect in `context` and tells `observer` everything it does: the one way a store
  /// that keeps a record of its effects starts one.
  ///
  /// Every effect's events come from the same two places, whatever the effect: its end from
  /// ``EffectObserver/effectEnded(failure:observation:)``, the one mapping from how an effect
  /// completed to the observer's events, and then the one `effectStarted`. How the work runs
  /// differs only in cost: ``none`` is not run at all (its work is to finish), work that is over
  /// once it returns (`Effect(value:)`) runs with no subscriber, and the rest through
  /// ``subscribe(in:receiveCompletion:receiveValue:)``.
  @discardableResult
  package func start(in context: EffectContext, observer: some EffectObserver)
    -> SendableCancellable
  {
    let cancellable: SendableCancellable
    if isNone {
      observer.effectEnded(failure: nil, observation: nil)
      cancellable = .empty
    } else if let immediate {
      // Over before it returns: nothing can register an id or cancel it meanwhile.
      immediate(
        { observer.effectSent($0) },
        { observer.effectEnded(failure: $0.failure, observation: nil) })
      cancellable = .empty
    } else {
      let observation = EffectObservation(registered: { observer.effectRegistered(under: $0) })
      var context = context
      context.observation = observation
      cancellable = subscribe(
        in: context,
        receiveCompletion: { observer.effectEnded(failure: $0.failure, observation: observation) },
        receiveValue: { observer.effectSent($0) })
    }
    observer.effectStarted(cancellable)
    return cancellable
  }
}

extension EffectObserver {
  /// Tells the observer how an effect ended: failed with `failure`, cancelled by the id whose
  /// cancellation `observation` is delivering, or finished.
  package func effectEnded(failure: (any Error)?, observation: EffectObservation?) {
    if let failure {
      effectFailed(failure)
    } else if let id = observation?.cancellationBeingDelivered {
      effectCancelled(id: id)
    } else {
      effectFinished()
    }
  }
}

extension EffectCompletion {
  /// The error a failure carries; nil for `.finished`.
  fileprivate var failure: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// What `cancellable(id:)` tells about one effect started with ``Effect/start(in:observer:)``:
/// the ids it registers, and which cancellation by id is ending it right now.
///
/// The completion a cancellation by id sends downstream is an ordinary `.finished`; it is
/// delivered inside ``deliverCancellation(by:_:)``, so when it reaches the top of the effect
/// the start path reads the id here and reports the effect cancelled, not finished. Operators
/// pass completions on synchronously, so a completion the cancellation causes reaches the top on
/// the thread delivering it, inside that call; one another thread delivers meanwhile (the last
/// branch of a merge finishing on its own) is that branch's doing, and stays `finished`.
@usableFromInline
package final class EffectObservation: Sendable {
  private let registered: @Sendable (CancelID) -> Void
  /// The cancellations being delivered into this effect, and on which thread, innermost last.
  private let delivering = Lock<[(id: CancelID, thread: ThreadIdentity)]>([])

  init(registered: @escaping @Sendable (CancelID) -> Void) {
    self.registered = registered
  }

  /// The effect registered work under `id`.
  @usableFromInline
  func register(_ id: CancelID) {
    registered(id)
  }

  /// Runs `deliver`, which sends the completion of the work cancelled by `id` downstream.
  @usableFromInline
  func deliverCancellation(by id: CancelID, _ deliver: () -> Void) {
    let thread = ThreadIdentity.current
    delivering.withLock { $0.append((id, thread)) }
    defer {
      delivering.withLock { entries in
        if let index = entries.lastIndex(where: { $0.thread == thread }) {
          entries.remove(at: index)
        }
      }
    }
    deliver()
  }

  /// The id of the cancellation this thread is delivering into the effect, if it is delivering
  /// one.
  var cancellationBeingDelivered: CancelID? {
    let thread = ThreadIdentity.current
    return delivering.withLock { entries in entries.last { $0.thread == thread }?.id }
  }
}
