import ExhaustiveCore

extension TestStore {
  /// Returns a test store that asserts on a view of the state and sends view actions (TCA 0.1's
  /// `TestStore.scope`).
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
  /// Steps send view actions (embedded with `fromLocalAction`), receive the reducer's own
  /// actions, and their closures turn the previous view state into the one expected. It is as
  /// exhaustive as any test store: a view state change the test does not assert, an action it
  /// does not receive and an effect still running at the end all fail the test. What the view
  /// does not show is not asserted: a step that changes only state outside the view needs no
  /// closure.
  @preconcurrency
  public func scope<LocalState: Equatable, LocalAction>(
    state toLocalState: @escaping @Sendable (State) -> LocalState,
    action fromLocalAction: @escaping @Sendable (LocalAction) -> Action,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ScopedTestStore<State, LocalState, Action, LocalAction, Environment> {
    ScopedTestStore(
      state: state, reducer: reducer, environment: environment, exhaustivity: exhaustivity,
      toLocalState: toLocalState, fromLocalAction: fromLocalAction,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Returns a test store that asserts on a view of the state and sends this store's actions.
  @preconcurrency
  public func scope<LocalState: Equatable>(
    state toLocalState: @escaping @Sendable (State) -> LocalState,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ScopedTestStore<State, LocalState, Action, Action, Environment> {
    scope(
      state: toLocalState, action: scopeIdentity(), fileID: fileID, file: filePath, line: line,
      column: column)
  }
}
