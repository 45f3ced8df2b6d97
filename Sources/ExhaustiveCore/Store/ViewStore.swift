/// An object that follows a store's state and sends it actions: what a view (SwiftUI, UIKit, or
/// a terminal loop) holds, spelled as in TCA 0.1 without its SwiftUI parts.
///
/// ```swift
/// let viewStore = ViewStore(store)            // State: Equatable
/// print(viewStore.count)                      // dynamic member lookup into the state
/// viewStore.send(.incrementButtonTapped)
/// viewStore.publisher.count                   // with ExhaustivePublishers imported
///   .sink { countLabel.text = "\($0)" }
///   .store(in: &cancellables)
/// ```
///
/// A view store keeps its store alive, and updates ``state`` after every action the store handles
/// unless the new state is a duplicate of the last one. Like the store, it is used on the main
/// thread. There are no bindings and no `ObservableObject` conformance here (they are SwiftUI's
/// and Combine's); follow ``publisher`` instead.
@dynamicMemberLookup
public final class ViewStore<State, Action> {
  /// The store's states, each one that is not a duplicate of the last (as `removeDuplicates`
  /// decides), starting with the current state when a subscription starts.
  public let publisher: StorePublisher<State>

  /// The current state, as of the last action the store handled that changed it.
  public private(set) var state: State

  private let sendAction: (Action) -> Void
  private var observation: AnyCancellable?

  /// Follows `store`, treating two states for which `isDuplicate` returns true as one.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, removeDuplicates: { $0.count == $1.count })
  /// ```
  public init(
    _ store: Store<State, Action>,
    removeDuplicates isDuplicate: @escaping (State, State) -> Bool
  ) {
    // Boxed for the effect: the store delivers its states on the main thread only, so
    // `isDuplicate` is only ever called there, as in TCA 0.1.
    let isDuplicate = UncheckedSendable(isDuplicate)
    let states = store.$state.effect.removeDuplicates(by: { isDuplicate.value($0, $1) })
    self.publisher = StorePublisher(states)
    self.state = store.state
    self.sendAction = { store.send($0) }
    self.observation = states.sink { [weak self] in self?.state = $0 }
  }

  /// The value at `keyPath` in the current state.
  public subscript<LocalState>(dynamicMember keyPath: KeyPath<State, LocalState>) -> LocalState {
    state[keyPath: keyPath]
  }

  /// Sends `action` to the store.
  public func send(_ action: Action) {
    sendAction(action)
  }
}

extension ViewStore where State: Equatable {
  /// Follows `store`, treating equal states as one.
  public convenience init(_ store: Store<State, Action>) {
    self.init(store, removeDuplicates: ==)
  }
}
