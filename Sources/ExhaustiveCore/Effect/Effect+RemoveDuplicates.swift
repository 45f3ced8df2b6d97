extension Effect {
  /// Emits an output only when `isDuplicate` says it differs from the last one emitted; the
  /// first output always goes out. Completion and failure pass through unchanged.
  ///
  /// ```swift
  /// return environment.locationUpdates()
  ///   .removeDuplicates { $0.city == $1.city }
  ///   .map(AppAction.cityChanged)
  /// ```
  ///
  /// Each start of the effect compares its own outputs: two subscriptions never share what
  /// they last emitted.
  public func removeDuplicates(
    by isDuplicate: @escaping @Sendable (Output, Output) -> Bool
  ) -> Self {
    if isNone { return self }
    return Self { context, subscriber in
      // Outputs arrive one at a time, in order, but not always on one thread: the lock is for
      // visibility, and `isDuplicate` runs outside it (it may be slow, or call back in).
      let last = Lock<UncheckedSendable<Output>?>(nil)
      return subscribe(
        in: context,
        receiveCompletion: { subscriber.send(completion: $0) },
        receiveValue: { value in
          if let previous = last.value, isDuplicate(previous.value, value) { return }
          last.withLock { $0 = UncheckedSendable(value) }
          subscriber.send(value)
        }
      )
    }
  }
}

extension Effect where Output: Equatable {
  /// Emits an output only when it differs (`!=`) from the last one emitted.
  ///
  /// ```swift
  /// return environment.connectivity().removeDuplicates().map(AppAction.connectivityChanged)
  /// ```
  public func removeDuplicates() -> Self {
    // `==` is taken here, where `Output: Equatable` is known, so the `@Sendable` closure below
    // captures a function rather than the conformance; it runs wherever the outputs arrive,
    // as any `removeDuplicates(by:)` predicate does.
    removeDuplicates(by: sendablePredicate(UncheckedSendable(==)))
  }
}

/// `predicate` as a `@Sendable` closure, made where no conformance of `Value` is in scope, so the
/// closure captures none (a conformance in a `@Sendable` closure needs a `SendableMetatype`).
package func sendablePredicate<Value>(
  _ predicate: UncheckedSendable<(Value, Value) -> Bool>
) -> @Sendable (Value, Value) -> Bool {
  { predicate.value($0, $1) }
}
