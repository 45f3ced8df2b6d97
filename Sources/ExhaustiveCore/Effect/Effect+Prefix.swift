extension Effect {
  /// Emits at most the first `maxLength` outputs, then finishes and cancels the upstream.
  ///
  /// An upstream that ends sooner ends the effect as it ends (finished or failed). A
  /// `maxLength` of zero or less finishes at once without starting the upstream.
  ///
  /// ```swift
  /// return environment.locationUpdates()
  ///   .prefix(1)
  ///   .map(AppAction.firstLocation)
  /// ```
  public func prefix(_ maxLength: Int) -> Self {
    guard maxLength > 0 else { return .none }
    return Self { context, subscriber in
      let upstream = CancellableSlot()
      let remaining = Lock(maxLength)
      upstream.fill(
        subscribe(
          in: context,
          receiveCompletion: { subscriber.send(completion: $0) },
          receiveValue: { value in
            // Claimed under the lock, delivered outside it: downstream may call back in.
            let claim = remaining.withLock { remaining -> (deliver: Bool, isLast: Bool) in
              guard remaining > 0 else { return (false, false) }
              remaining -= 1
              return (true, remaining == 0)
            }
            guard claim.deliver else { return }
            subscriber.send(value)
            guard claim.isLast else { return }
            subscriber.send(completion: .finished)
            // May run before the upstream's start returned: the slot then cancels on `fill`.
            upstream.cancel()
          }
        ))
      return SendableCancellable { upstream.cancel() }
    }
  }
}
