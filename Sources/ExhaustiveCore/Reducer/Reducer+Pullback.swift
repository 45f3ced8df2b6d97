extension Reducer {
  /// Transforms a reducer of a child feature into one of its parent, so the two can be combined.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  ///   settingsReducer.pullback(
  ///     state: \AppState.settings,
  ///     action: /AppAction.settings,
  ///     environment: { SettingsEnvironment(uuid: $0.uuid) }
  ///   ),
  ///   …
  /// )
  /// ```
  ///
  /// The returned reducer runs this one on the part of the parent's state at `state`, for the
  /// parent's actions that `action` extracts, and ignores every other action. The effects it
  /// returns have their actions embedded back into the parent's.
  ///
  /// - Parameters:
  ///   - toLocalState: Where the child's state lives in the parent's.
  ///   - toLocalAction: Which of the parent's actions carry the child's.
  ///   - toLocalEnvironment: Derives the child's environment from the parent's.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State> & Sendable,
    action toLocalAction: CasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let localAction = toLocalAction.extract(from: globalAction) else { return .none }
      return self.run(
        &globalState[keyPath: toLocalState],
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed($0) }
    }
  }
}
