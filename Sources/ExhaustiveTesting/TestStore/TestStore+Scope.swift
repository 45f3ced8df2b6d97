import ExhaustiveCore

extension TestStoreProtocol {
  /// Returns a test store that asserts on a view of the state and sends view actions (TCA 0.1's
  /// `TestStore.scope`); a scoped store scopes further, from its own view.
  ///
  /// ```swift
  /// store.scope(state: { $0.view }, action: AppAction.view).assert(
  ///   .send(.incrementTapped) { $0.count = 1 },
  ///   .receive(.counter(.response(2))) { $0.count = 2 }
  /// )
  /// ```
  ///
  /// The scoped store starts from this store's current state and runs the same reducer in the
  /// same environment; from then on it runs on its own, and this store does not see its steps.
  /// Steps send view actions (embedded with `fromViewAction`), receive the reducer's own
  /// actions, and their closures turn the previous view state into the one expected. It is as
  /// exhaustive as any test store: a view state change the test does not assert, an action it
  /// does not receive and an effect still running at the end all fail the test. What the view
  /// does not show is not asserted: a step that changes only state outside the view needs no
  /// closure.
  @preconcurrency
  public func scope<ViewState: Equatable, ViewAction>(
    state toViewState: @escaping @Sendable (LocalState) -> ViewState,
    action fromViewAction: @escaping @Sendable (ViewAction) -> LocalAction,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ScopedTestStore<State, ViewState, Action, ViewAction, Environment> {
    ScopedTestStore(
      state: _wholeState, reducer: _reducer, environment: environment,
      exhaustivity: exhaustivity, toLocalState: scopeComposition(_toLocalState, toViewState),
      fromLocalAction: scopeComposition(fromViewAction, _fromLocalAction),
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Returns a test store that asserts on a view of the state and sends this store's actions.
  @preconcurrency
  public func scope<ViewState: Equatable>(
    state toViewState: @escaping @Sendable (LocalState) -> ViewState,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ScopedTestStore<State, ViewState, Action, LocalAction, Environment> {
    scope(
      state: toViewState, action: scopeIdentity(), fileID: fileID, file: filePath, line: line,
      column: column)
  }
}
