/// What a store's ``Store/state`` and `$state` read: the current state, and the store's states
/// as a ``StorePublisher``.
///
/// ```swift
/// let count = store.state.count
/// store.$state
///   .sink { print($0.count) }   // with ExhaustivePublishers imported
///   .store(in: &cancellables)
/// ```
///
/// Only ``Store`` makes one. TCA 0.1 had `@Published var state` on its store, internal, so
/// `$state` appeared only in its own tests; here it is public, since it is the one way to follow a
/// store's states as a publisher without a ``ViewStore``.
@propertyWrapper
public struct StoreStateProperty<State> {
  private let read: () -> State
  private let publisher: StorePublisher<State>

  init(read: @escaping () -> State, publisher: StorePublisher<State>) {
    self.read = read
    self.publisher = publisher
  }

  /// The store's current state.
  public var wrappedValue: State { read() }

  /// The store's states: the current one when a subscription starts, then the state after every
  /// action the store handles (whether or not it changed, as TCA 0.1's `$state` did).
  public var projectedValue: StorePublisher<State> { publisher }
}
