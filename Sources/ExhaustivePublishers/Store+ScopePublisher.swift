import ExhaustiveCore

extension Store {
  /// Scopes through a publisher of states: `toLocalState` turns this store's states into local
  /// states, and every local state it emits becomes a new store of that state and local actions
  /// (TCA 0.1's spelling).
  ///
  /// ```swift
  /// store
  ///   .scope(state: { $0.compactMap(\.detail).removeDuplicates() }, action: AppAction.detail)
  ///   .sink { detailStore in show(DetailView(store: detailStore)) }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// Each store keeps its own copy of the local state: after every action this store handles,
  /// it runs `toLocalState` over the new state alone and takes what comes out (keeping its own
  /// when nothing does, as a `compactMap` or `filter` may decide). It follows this store for as
  /// long as something keeps it; observers of a store nobody keeps hear nothing more.
  public func scope<P: Publisher, LocalState, LocalAction>(
    state toLocalState: @escaping (AnyPublisher<State, Never>) -> P,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> AnyPublisher<Store<LocalState, LocalAction>, Never>
  where P.Output == LocalState, P.Failure == Never {
    // `toLocalState` is run over one state at a time, synchronously: `Just` delivers as it
    // is subscribed, and the operators a transform chains here pass a value through at once.
    func extractLocalState(_ state: State) -> LocalState? {
      var localState: LocalState?
      _ = toLocalState(Just(state).eraseToAnyPublisher()).sink { localState = $0 }
      return localState
    }
    // Boxed for the operator, one box each (a tuple of closures in one box was miscompiled on
    // Linux with Swift 6.3): the states arrive on the main thread, where the store runs, and the
    // stores are made there too.
    let parent = UncheckedSendable(self)
    let extract = UncheckedSendable(extractLocalState as (State) -> LocalState?)
    let embed = UncheckedSendable(fromLocalAction)
    return toLocalState(self.$state.eraseToAnyPublisher())
      .map { localState -> Store<LocalState, LocalAction> in
        parent.value.scope(
          initialLocalState: localState, extract: extract.value, action: embed.value)
      }
      #if canImport(Combine)
        .eraseToAnyPublisher()
      #endif
  }

  /// Scopes through a publisher of states, keeping this store's actions (TCA 0.1's spelling).
  ///
  /// ```swift
  /// store
  ///   .scope(state: { $0.map { "\($0.count)" }.removeDuplicates() })
  ///   .sink { labelStore in render(labelStore) }
  ///   .store(in: &cancellables)
  /// ```
  public func scope<P: Publisher, LocalState>(
    state toLocalState: @escaping (AnyPublisher<State, Never>) -> P
  ) -> AnyPublisher<Store<LocalState, Action>, Never>
  where P.Output == LocalState, P.Failure == Never {
    scope(state: toLocalState, action: { $0 })
  }
}
