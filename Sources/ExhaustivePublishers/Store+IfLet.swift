import ExhaustiveCore

extension Store {
  /// Calls `unwrap` with a store of the wrapped state each time this store's optional state
  /// becomes non-`nil`, and `else` each time it is or becomes `nil` (TCA 0.1's spelling, which the
  /// UIKit case studies use to push and pop a view controller).
  ///
  /// ```swift
  /// store.ifLet(
  ///   then: { counterStore in push(CounterViewController(store: counterStore)) },
  ///   else: { popToRoot() }
  /// )
  /// .store(in: &cancellables)
  /// ```
  ///
  /// Either closure is called once for the current state, then once per change from `nil` to a
  /// value or back. The store given to `unwrap` follows the wrapped state while it is non-`nil`
  /// and keeps its last value after; send it actions only while the state is non-`nil`.
  /// Both closures run on the main thread, where the store runs.
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void
  ) -> AnyCancellable where State == Wrapped? {
    // Boxed for the operators, one box each: the states arrive on the main thread only.
    let otherwise = UncheckedSendable(`else`)
    let parent = UncheckedSendable(self)
    return
      $state
      .removeDuplicates(by: { ($0 == nil) == ($1 == nil) })
      .handleEvents(receiveOutput: { if $0 == nil { otherwise.value() } })
      .compactMap { $0 }
      .map { wrapped in
        parent.value.scope(initialLocalState: wrapped, extract: { $0 }, action: { $0 })
      }
      .sink(receiveValue: unwrap)
  }

  /// Calls `unwrap` with a store of the wrapped state each time this store's optional state
  /// becomes non-`nil` (TCA 0.1's spelling).
  ///
  /// ```swift
  /// store.ifLet(then: { detailStore in show(detailStore) }).store(in: &cancellables)
  /// ```
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void
  ) -> AnyCancellable where State == Wrapped? {
    ifLet(then: unwrap, else: {})
  }
}
