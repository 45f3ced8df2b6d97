/// The receiving end of a running effect, for bridging a callback API.
///
/// It is what `Effect.run { subscriber in … }` hands you.
///
/// Thread-safe. After a completion, or after the subscription is cancelled, further calls are
/// ignored, so a callback API that fires late cannot deliver into a finished effect.
public final class EffectSubscriber<Output, Failure: Error>: @unchecked Sendable {
  // Safe: `handlers` is only read or written inside `status.withLock`, so `status`'s lock guards
  // it. It lives outside the lock's value on purpose: that value is not generic, so locking
  // needs no generic type metadata at run time, which made every send and cancel slow.
  private var handlers: Handlers?
  // One lock for the handlers and the running work, so that a subscription costs a single lock
  // however it ends.
  private let status = Lock(Status())

  private struct Status {
    /// The work started for this subscriber (see ``attach(_:)``), held until the subscription
    /// is cancelled.
    var work: AnyCancellable?
    var isCancelled = false
  }

  private struct Handlers {
    var receiveValue: @Sendable (Output) -> Void
    var receiveCompletion: @Sendable (EffectCompletion<Failure>) -> Void
  }

  package init(
    receiveValue: @escaping @Sendable (Output) -> Void,
    receiveCompletion: @escaping @Sendable (EffectCompletion<Failure>) -> Void
  ) {
    self.handlers = Handlers(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
  }

  /// Delivers one output downstream.
  public func send(_ value: Output) {
    // Call out without holding the lock: downstream may start or cancel other effects.
    var receive: (@Sendable (Output) -> Void)?
    status.withLock { _ in receive = handlers?.receiveValue }
    receive?(value)
  }

  /// Ends the effect; later sends are ignored.
  public func send(completion: EffectCompletion<Failure>) {
    takeHandlers()?.receiveCompletion(completion)
  }

  /// True once the effect completed or its subscription was cancelled.
  public var isTerminated: Bool { status.withLock { _ in handlers == nil } }

  /// Stops delivery without a completion: the downstream went away.
  package func terminate() {
    // Release the handlers after unlocking: what they capture may cancel other work on deinit.
    _ = takeHandlers()
  }

  /// Hands the subscriber the work started for it, to stop in ``cancelSubscription()``. When
  /// the subscription was already cancelled, the work is stopped at once.
  package func attach(_ work: AnyCancellable) {
    let cancelNow = status.withLock { status -> Bool in
      guard !status.isCancelled else { return true }
      status.work = work
      return false
    }
    if cancelNow { work.cancel() }
  }

  /// Stops delivery without a completion and stops the attached work. Safe to call any number
  /// of times from any thread: only the first call finds something to stop.
  package func cancelSubscription() {
    // Release and cancel outside the lock: the work's cancellation calls into other effects.
    var handlers: Handlers?
    let work = status.withLock { status -> AnyCancellable? in
      handlers = self.handlers
      self.handlers = nil
      status.isCancelled = true
      defer { status.work = nil }
      return status.work
    }
    _ = handlers
    work?.cancel()
  }

  private func takeHandlers() -> Handlers? {
    var taken: Handlers?
    status.withLock { _ in
      taken = handlers
      handlers = nil
    }
    return taken
  }
}

extension EffectSubscriber where Output == Void {
  /// Delivers the single `Void` output.
  public func send() { send(()) }
}
