/// A place for a cancellable that may arrive after someone already asked to cancel it.
///
/// Operators start their upstream while other threads may cancel them; the upstream's
/// cancellable only exists once its `start` returns. Cancelling the slot before then makes the
/// slot cancel the cancellable the moment it is filled, so no work outlives a cancellation.
package final class CancellableSlot: Sendable {
  private let state = Lock(State.empty)

  private enum State {
    case empty
    case filled(SendableCancellable)
    case cancelled
  }

  package init() {}

  /// Stores `cancellable`, or cancels it at once if the slot was already cancelled.
  package func fill(_ cancellable: SendableCancellable) {
    let cancelNow = state.withLock { state -> Bool in
      switch state {
      case .empty, .filled:
        state = .filled(cancellable)
        return false
      case .cancelled:
        return true
      }
    }
    if cancelNow { cancellable.cancel() }
  }

  /// Cancels what the slot holds, and anything it will hold.
  package func cancel() {
    let previous = state.withLock { state -> State in
      defer { state = .cancelled }
      return state
    }
    if case .filled(let cancellable) = previous { cancellable.cancel() }
  }

  /// True once ``cancel()`` ran.
  package var isCancelled: Bool {
    state.withLock {
      if case .cancelled = $0 { return true }
      return false
    }
  }
}
