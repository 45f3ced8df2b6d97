import ExhaustiveCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// What the test store's ledger knows about one effect, from the moment the store starts it
/// until it ends; the effect reports what it does straight into it.
///
/// A class, so that each callback the effect is handed captures this one reference: nothing is
/// looked up by key and no closure context is allocated on the path every effect takes.
final class LedgerRecord: @unchecked Sendable {
  // Safe: every `var` below is read and written only while holding `book`'s lock, the lock of
  // the ledger that owns the record; that lock also makes each access exclusive, so the vars
  // skip the dynamic exclusivity check.
  let key: LedgerKey
  let origin: LedgerOrigin
  private let book: Lock<LedgerBook>
  /// Assigned when the effect first shows in the timeline; nil while it is being started.
  @exclusivity(unchecked) var number: Int?
  @exclusivity(unchecked) var cancellationIDs: [CancelID] = []
  @exclusivity(unchecked) var cancellable: AnyCancellable?
  /// What the effect did while it was being started, logged once it has its number: the
  /// actions it sent, then how it ended. Kept out of an array for the first action and the end,
  /// as a synchronous effect sends one action and ends before its start returns.
  @exclusivity(unchecked) var firstSentDuringStart: Any?
  @exclusivity(unchecked) var moreSentDuringStart: [Any] = []
  @exclusivity(unchecked) var endDuringStart: LedgerEffectEnd?
  /// Already reported (at the end of an `assert`, in a stall, or as stuck on a failed
  /// dependency): not reported again as still running.
  @exclusivity(unchecked) var reported: Bool
  /// False once the effect ended or was cancelled: the ledger no longer tracks it.
  @exclusivity(unchecked) var isLive = true

  init(key: LedgerKey, origin: LedgerOrigin, book: Lock<LedgerBook>, reported: Bool) {
    self.key = key
    self.origin = origin
    self.book = book
    self.reported = reported
  }

  /// The effect as the end-of-test message lists it; only for a numbered effect.
  var runningEffect: LedgerRunningEffect {
    LedgerRunningEffect(number: number!, origin: origin, cancellationIDs: cancellationIDs)
  }

  /// Queues an action the effect sent (an `Action`); the test receives it later.
  func send(_ action: Any) {
    book.withLock { book in
      book.received.append(action)
      guard isLive else { return }
      if let number {
        book.timeline.append(.effectSent(number: number, action: action))
      } else {
        if firstSentDuringStart == nil {
          firstSentDuringStart = action
        } else {
          moreSentDuringStart.append(action)
        }
      }
    }
  }

  /// Records a cancellation id the effect registered its work under.
  func register(_ id: CancelID) {
    book.withLock { _ in
      guard isLive, !cancellationIDs.contains(id) else { return }
      cancellationIDs.append(id)
    }
  }

  /// Records that the effect completed. An effect that completes on the store's thread while the
  /// store is starting a different effect was cancelled by it (`cancelInFlight`, `cancel(id:)`):
  /// effects are only started from the test's own steps, so that is the one way it happens.
  func complete() {
    let released: AnyCancellable? = book.withLock { book in
      guard isLive else { return nil }
      let thread = currentThreadID()
      let cancelled = book.starting.contains { $0.record !== self && $0.thread == thread }
      guard let number else {
        endDuringStart = cancelled ? .cancelled : .finished
        return nil
      }
      book.timeline.append(
        cancelled ? .effectCancelled(number: number) : .effectFinished(number: number))
      book.running[key] = nil
      isLive = false
      defer { cancellable = nil }
      return cancellable
    }
    _ = released
  }
}

/// How an effect ended while the store was still starting it.
enum LedgerEffectEnd {
  case finished
  case cancelled
}

/// Identifies the calling thread, cheaply: the ledger only compares it with the thread that is
/// starting an effect.
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}
