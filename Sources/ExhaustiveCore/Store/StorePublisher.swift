/// The states of a store, as TCA 0.1's `StorePublisher` delivers them: the current state when a
/// subscription starts, then the state after every action the store handles.
///
/// ```swift
/// let viewStore = ViewStore(store)
/// viewStore.publisher.count            // a StorePublisher<Int>, duplicates removed
///   .sink { countLabel.text = "\($0)" }
///   .store(in: &cancellables)
/// ```
///
/// Import `ExhaustivePublishers` to subscribe with `sink` and to chain `map`,
/// `removeDuplicates()` and the other operators: it makes this a `Publisher`. Without it,
/// ``effect`` is the same stream as an ``Effect``.
///
/// States are delivered on the main thread, where the store runs; subscribe there.
@dynamicMemberLookup
public struct StorePublisher<State>: Sendable {
  /// The stream of states: each start of it is one subscription.
  public let effect: Effect<State, Never>

  package init(_ effect: Effect<State, Never>) {
    self.effect = effect
  }

  /// The states of one property, each delivered only when it differs from the last one.
  ///
  /// ```swift
  /// viewStore.publisher.isLoading.sink { spinner.isHidden = !$0 }
  /// ```
  public subscript<LocalState: Equatable>(
    dynamicMember keyPath: KeyPath<State, LocalState> & Sendable
  ) -> StorePublisher<LocalState> {
    StorePublisher<LocalState>(effect.map(reading(keyPath)).removeDuplicates())
  }
}

/// Reads `keyPath`, as a closure made where no conformance of `Value` is in scope, so that it
/// captures none (see `sendablePredicate(_:)`).
private func reading<Root, Value>(
  _ keyPath: KeyPath<Root, Value> & Sendable
) -> @Sendable (Root) -> Value {
  { $0[keyPath: keyPath] }
}
